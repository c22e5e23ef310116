import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { consentToken, lettersTo } from '../helpers/mail';
import { noisyJpeg } from '../helpers/photos';
import { DESKTOP, PHONE } from './browser';
import { submissionsOf } from './server';
import { useSchool } from './school';

// Families in real Chromium: a 12-year-old signs up with a parent's e-mail and cannot
// send a photo yet; the parent opens the letter's link from the .eml file, agrees, sets a password
// and sees the child's page; now the child's photo goes, and the parent sees it; after the parent
// withdraws, the child can only ask that parent again (or the teacher).

const SHOTS = process.env.FAMILY_SHOTS; // a folder: screenshots at 390x844 and 1280x800 to look at
const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const child = { name: 'Маша', email: `masha-${Date.now()}@example.com`, password: 'masha-pass-2026' };
const parentEmail = `mama-${Date.now()}@example.com`;
const PARENT_PASSWORD = 'mama-pass-2026';

interface ShotOptions {
  /** A long page (a guide) is shot around this instead of whole. */
  at?: Locator;
  /** The layout picks phone or desktop when the page loads: reload at each size and wait for this. */
  reloadUntil?: Locator;
}

/** The page at 390x844 and at 1280x800, into SHOTS, then back to its own size. */
async function shoot(page: Page, name: string, { at, reloadUntil }: ShotOptions = {}) {
  if (!SHOTS) return;
  const own = page.viewportSize()!;
  const other = own.width === PHONE.viewport.width ? DESKTOP.viewport : PHONE.viewport;
  const resize = async (size: { width: number; height: number }) => {
    await page.setViewportSize(size);
    if (!reloadUntil) return;
    await page.reload();
    await reloadUntil.waitFor();
  };
  const take = async (width: number) => {
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    if (at) await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !at });
  };
  await take(own.width);
  await resize(other);
  await take(other.width);
  await resize(own);
}

describe.skipIf(!inject('chromium'))('a parent’s consent in real Chromium', () => {
  const school = useSchool({ publicUrl: true });
  let childContext: BrowserContext;
  let parentContext: BrowserContext;
  let kid: Page;
  let parent: Page;

  beforeAll(async () => {
    childContext = await school.context(PHONE);
    parentContext = await school.context(DESKTOP);
    kid = await childContext.newPage();
    parent = await parentContext.newPage();
  });

  it('a 12-year-old signs up with a parent’s e-mail and is told where the letter went', async () => {
    await kid.goto('/login');
    await kid.getByRole('tab', { name: 'Регистрация' }).click();
    await kid.getByLabel('Логин').fill(child.name);
    await kid.getByLabel('Email').fill(child.email);
    await kid.getByLabel('Пароль', { exact: true }).fill(child.password);
    await kid.getByLabel('Повторите пароль').fill(child.password);
    expect(await kid.getByLabel('E-mail мамы или папы').count()).toBe(0);
    await kid.getByLabel('Год рождения').selectOption(String(new Date().getUTCFullYear() - 12));
    await kid.getByLabel('E-mail мамы или папы').fill(parentEmail);
    await shoot(kid, 'signup-parent-field');
    await kid.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await kid.getByText('Мы отправили письмо родителю на').waitFor();
    expect(await kid.getByText(`${parentEmail.slice(0, 2)}***@example.com`).isVisible()).toBe(true);
    await shoot(kid, 'signup-letter-sent');
    await kid.getByRole('button', { name: 'Войти' }).click();
    expect(await kid.getByLabel('Email').inputValue()).toBe(child.email);
    await kid.getByLabel('Пароль').fill(child.password);
    await kid.getByRole('button', { name: 'Войти' }).click();
    await kid.waitForURL('**/main');

    // The teacher links the new pupil to the journal, as in the club (photos need it).
    const { id } = await school.server.db.selectFrom('users').select('id').where('email', '=', child.email).executeTakeFirstOrThrow();
    const login = await fetch(`${school.server.baseURL}/api/v1/users/profile/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: teacher.email, password: teacher.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const linked = await fetch(`${school.server.baseURL}/api/v1/review/pupils/${id}/journal`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ linked: true }),
    });
    expect(linked.status).toBe(200);

    // Before consent the project page says kindly why no photo can go yet.
    await kid.goto('/main/project_electonic/1');
    const notice = kid.getByRole('region', { name: 'Согласие родителя' }).first();
    await notice.getByText('Отправлять фото работ учителю можно, когда родитель даст согласие.').waitFor();
    await shoot(kid, 'pupil-pending-notice', { at: notice, reloadUntil: notice });
  });

  it('the parent opens the letter’s link, agrees with a new password and sees the child’s page', async () => {
    await expect.poll(() => lettersTo(school.server.config.dataDir, parentEmail).length).toBe(1);
    const token = consentToken(lettersTo(school.server.config.dataDir, parentEmail)[0]!);
    await parent.goto(`/family/consent?token=${token}`);
    await parent.getByRole('heading', { name: `Согласие родителя: ${child.name}` }).waitFor();
    await shoot(parent, 'consent-page');
    await parent.getByRole('button', { name: 'Согласен' }).click();
    await parent.getByText('Пароль обязателен').waitFor();
    await parent.getByLabel('Придумайте пароль').fill(PARENT_PASSWORD);
    await parent.getByRole('button', { name: 'Согласен' }).click();
    await parent.waitForURL('**/family/children/*');
    await parent.getByRole('heading', { level: 1, name: child.name }).waitFor();
    await parent.getByText('Спасибо! Согласие получено.').waitFor();
    await parent.getByText(/Работ пока нет/).waitFor();
    // A parent's menu: their children and settings, not the pupil's projects.
    expect(await parent.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Мои дети' }).count()).toBe(1);
    expect(await parent.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Электроника' }).count()).toBe(0);
    // The link works once.
    const again = await parentContext.newPage();
    await again.goto(`/family/consent?token=${token}`);
    await again.getByRole('heading', { name: 'Ссылка устарела или уже использована' }).waitFor();
    await again.close();
  });

  it('the child can now send a photo, and the parent sees it', async () => {
    await kid.reload();
    await kid.locator('[data-status="not_submitted"]').waitFor();
    expect(await kid.getByRole('region', { name: 'Согласие родителя' }).count()).toBe(0);
    await kid.getByTestId('photo-input').setInputFiles({ name: 'torch.jpg', mimeType: 'image/jpeg', buffer: await noisyJpeg(1200, 900) });
    await kid.locator('.picker__name', { hasText: 'torch.jpg' }).waitFor();
    await kid.getByRole('button', { name: 'Отправить преподавателю' }).click();
    const sendAnyway = kid.getByRole('button', { name: 'Отправить всё равно' });
    const sent = kid.getByText('Проект отправлен на проверку!');
    await sent.or(sendAnyway).first().waitFor();
    if (await sendAnyway.isVisible()) await sendAnyway.click();
    await sent.waitFor();
    expect(await submissionsOf(school.server, child.email, 1)).toBe(1);

    await parent.reload();
    await parent.locator('[data-status="pending"]').waitFor();
    await parent.getByText('Ждёт проверки').first().waitFor();
    await shoot(parent, 'parent-child-page', { reloadUntil: parent.locator('[data-status="pending"]') });
  });

  it('the parent withdraws; the child may only ask that parent again, or the teacher', async () => {
    await parent.getByRole('button', { name: 'Отозвать согласие' }).click();
    await parent.getByRole('button', { name: 'Да, отозвать' }).click();
    await parent.getByText('Согласие отозвано', { exact: true }).waitFor();

    await kid.goto('/main/rating');
    const notice = kid.getByRole('region', { name: 'Согласие родителя' }).first();
    await notice.getByText(/Родитель отозвал согласие.+спроси учителя/).waitFor();
    // Another adult's address is the school's to take (docs/decisions/0227-a-withdrawal-is-the-parents.md).
    expect(await notice.getByRole('button', { name: 'Указать другой адрес' }).count()).toBe(0);
    expect(await notice.getByRole('button', { name: 'Отправить письмо ещё раз' }).count()).toBe(1);
    await shoot(kid, 'pupil-withdrawn-notice', { at: notice, reloadUntil: notice });
  });
});
