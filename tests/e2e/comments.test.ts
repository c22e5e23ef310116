import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn, PHONE } from './browser';
import { signUp } from './server';
import { useSchool } from './school';

// Comments in real Chromium against the real server: a pupil asks a question under guide 3,
// another pupil sees it with the author's name, opens the author's profile, and votes the page up
// once; a second vote says «Уже изменено».

const masha = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
const petya = { name: 'Петя', email: 'petya@example.com', password: 'petya-pass-2026' };
const QUESTION = 'Какой стороной ставить светодиод? <b>не жирный</b>';

describe.skipIf(!inject('chromium'))('comments', () => {
  const school = useSchool();

  beforeAll(async () => {
    await signUp(school.server, petya);
  });

  it('lets one pupil ask under guide 3 and another see it and vote the page up once', async () => {
    const mashaPage = await (await school.context(PHONE)).newPage();
    const errors: string[] = [];
    mashaPage.on('pageerror', (error) => errors.push(error.message));
    await logIn(mashaPage, masha);
    await mashaPage.goto('/main/project_electonic/3');
    const block = mashaPage.locator('#comments');
    await block.getByText('Нет комментариев').waitFor();
    // Empty first: the project page's own alert, and nothing is sent.
    await block.getByRole('button', { name: 'Отправить' }).click();
    await block.getByText('Напиши комментарий').waitFor();
    await block.getByLabel('Твой комментарий').fill(QUESTION);
    await block.getByText(`${QUESTION.length}/500`).waitFor();
    await block.getByRole('button', { name: 'Отправить' }).click();
    await block.getByText('Комментарий успешно добавлен!').waitFor();
    // The list reloads with the new comment, shown as text.
    await block.getByText(QUESTION).waitFor();
    expect(await block.locator('.comment__text b').count()).toBe(0);
    expect(await block.getByLabel('Твой комментарий').inputValue()).toBe('');

    const petyaPage = await (await school.context(DESKTOP)).newPage();
    petyaPage.on('pageerror', (error) => errors.push(error.message));
    await logIn(petyaPage, petya);
    await petyaPage.goto('/main/project_electonic/3');
    const seen = petyaPage.locator('#comments .comment').first();
    await seen.getByText(QUESTION).waitFor();
    expect(await seen.locator('.comment__name').textContent()).toBe(masha.name);
    expect(await seen.locator('.comment__date').textContent()).toMatch(/^\d{1,2} [а-я]+ \d{4} г\. в \d{2}:\d{2}$/);

    const votes = petyaPage.locator('#comments .votes');
    await votes.getByLabel('Рейтинг: 0').waitFor();
    await votes.getByRole('button', { name: 'Нравится', exact: true }).click();
    await votes.getByText('Изменено', { exact: true }).waitFor();
    await votes.getByLabel('Рейтинг: 1').waitFor();
    await votes.getByRole('button', { name: 'Нравится', exact: true }).click();
    await votes.getByText('Уже изменено').waitFor();
    expect(await votes.getByLabel(/Рейтинг:/).textContent()).toBe('1');

    // The author's avatar opens her public profile, with her profile's comments below it.
    await seen.getByRole('link', { name: `Профиль: ${masha.name}` }).click();
    await petyaPage.waitForURL('**/profile/*');
    await petyaPage.getByRole('heading', { name: masha.name }).waitFor();
    await petyaPage.locator('#comments[data-section="ProfileUser"]').getByText('Нет комментариев').waitFor();
    expect(errors).toEqual([]);
  });
});
