import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account';
import { letterTo, resetLink } from '../helpers/mail';
import { logIn, PHONE } from './browser';
import { signUp } from './server';
import { useSchool } from './school';

// The account in real Chromium against the real server, with no outside service: a pupil edits her
// city, then forgets her password — asks for a letter from «Безопасность и вход», the server writes
// it into its data folder, she opens its link exactly as written (PUBLIC_URL is the server's own
// address), sets a new password and logs in with it; the session from before the reset is refused,
// by the API and in the browser of another device (its page goes to the login).

const vika = { name: 'Вика', email: 'vika@example.com', password: 'vika-old-pass-1' };
const NEW_PASSWORD = 'vika-new-pass-2';

describe.skipIf(!inject('chromium'))('account', () => {
  const school = useSchool({ publicUrl: true });

  beforeAll(async () => {
    await signUp(school.server, vika);
  });

  it('edits the profile, then recovers a forgotten password through the letter in the data folder', async () => {
    const page = await (await school.context(PHONE)).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page, vika);
    const oldToken = (await page.evaluate(() => localStorage.getItem('Authorization')))!;
    // Her other device, signed in before the reset.
    const tablet = await (await school.context()).newPage();
    tablet.on('pageerror', (error) => errors.push(error.message));
    await logIn(tablet, vika);

    await page.goto('/main/settings');
    await page.getByLabel('Город').fill('Казань');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await page.getByText(ACCOUNT_MESSAGES.saved).waitFor();
    expect(await page.getByLabel('Город').inputValue()).toBe('Казань');

    await page.goto('/main/settingssecur');
    await page.getByText(vika.email).waitFor();
    await page.getByRole('link', { name: 'Сменить пароль' }).click();
    await page.waitForURL('**/password?email=*');
    expect(await page.getByLabel('Email').inputValue()).toBe(vika.email);
    await page.getByRole('button', { name: 'Отправить письмо' }).click();
    await page.getByText(ACCOUNT_MESSAGES.resetSent).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();

    const link = resetLink(await letterTo(school.server.config.dataDir, vika.email));
    expect(link.origin).toBe(school.server.baseURL);
    await page.goto(link.href);
    await page.getByLabel('Новый пароль').fill(NEW_PASSWORD);
    await page.getByLabel('Повтори пароль').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();

    const old = await fetch(`${school.server.baseURL}/api/v1/users/profile`, { headers: { authorization: oldToken } });
    expect(old.status).toBe(401);
    // The other device still holds the old token: the server refuses it and the page goes to the login.
    expect(await tablet.evaluate(() => localStorage.getItem('Authorization'))).not.toBeNull();
    await tablet.goto('/main/settings');
    await tablet.waitForURL('**/login');
    await tablet.getByRole('button', { name: 'Войти' }).waitFor();
    expect(await tablet.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();

    await page.getByRole('link', { name: 'Войти' }).click();
    await logIn(page, { email: vika.email, password: NEW_PASSWORD });
    expect(errors).toEqual([]);
  });
});
