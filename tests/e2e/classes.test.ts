import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE } from './browser';
import { useSchool } from './school';

// A class from the first day, on phones: the teacher makes a class and shows its code; a new pupil
// signs up, joins with the code, ticks two steps of guide 1 and sends a photo; the teacher's
// matrix shows the step, then the photo waiting; the teacher returns it with a comment, the pupil
// sends it again, the teacher accepts; «Мои работы» shows both photos and the comment.

const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const FLASHLIGHT = 1;
const COMMENT = 'Перепаяй минус светодиода: пайка не блестит';

function photo(shade: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: shade, noise: { type: 'gaussian', mean: 140, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The pupil's cell of guide 1 in the teacher's matrix (at `matrixUrl`), opened again until it says `text`. */
async function cellSays(page: Page, matrixUrl: string, pupilName: string, text: string): Promise<void> {
  const cell = page.getByRole('row', { name: new RegExp(pupilName) }).locator(`td[data-project="${FLASHLIGHT}"]`);
  await expect
    .poll(async () => {
      await page.goto(matrixUrl);
      await page.locator('.matrix').waitFor();
      return cell.textContent();
    })
    .toContain(text);
}

async function sendPhoto(page: Page, shade: string): Promise<void> {
  await page.goto(`/main/project_electonic/${FLASHLIGHT}`);
  await page.getByTestId('photo-input').setInputFiles({ name: 'flashlight.jpg', mimeType: 'image/jpeg', buffer: await photo(shade) });
  await page.getByRole('button', { name: 'Отправить преподавателю' }).click();
  await page.locator('[data-status="pending"]').waitFor();
}

/** The pupil's diamonds as the server counts them. */
function diamondsOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const reply = await fetch('/api/v1/users/profile', { headers: { Authorization: localStorage.getItem('Authorization') ?? '' } });
    return ((await reply.json()) as { data: { diamonds: number } }).data.diamonds;
  });
}

/** Opens the one work in the teacher's queue; the page then offers «Принять» and «Вернуть». */
async function openQueue(page: Page): Promise<void> {
  await page.goto('/main/review');
  await page.getByText('Ждут проверки: 1').waitFor();
  await page.locator('.queue-card').first().click();
  await page.getByRole('img', { name: /Фото проекта «Фонарик-брелок»/ }).waitFor();
}

describe.skipIf(!inject('chromium'))('a class: join by code, the matrix, review, «Мои работы»', () => {
  const school = useSchool();

  it('goes from a new class to an accepted build at 390×844', async () => {
    const errors: string[] = [];
    const open = async () => {
      const context = await school.context(PHONE);
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    };

    // The teacher makes a class and shows its code.
    const teacherPage = await open();
    await logIn(teacherPage, teacher);
    await teacherPage.goto('/main/classes');
    await teacherPage.getByLabel('Новый класс').fill('Кружок, среда');
    await teacherPage.getByRole('button', { name: 'Создать класс' }).click();
    const card = teacherPage.getByRole('article', { name: 'Класс «Кружок, среда»' });
    const code = (await card.getByTestId('join-code').textContent())!.trim();
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    // The QR code is drawn once the server has said which address the class reaches (decision 0233).
    await card.getByRole('img', { name: /QR-код/ }).waitFor({ state: 'visible' });
    await card.getByRole('button', { name: 'Показать на весь экран' }).click();
    await teacherPage.getByRole('dialog').getByTestId('join-code').filter({ hasText: code }).waitFor();
    await teacherPage.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();

    // A new pupil signs up and joins with the code, typed in lower case.
    const pupilPage = await open();
    const email = `class-${Date.now()}@example.com`;
    await pupilPage.goto('/login');
    await pupilPage.getByRole('tab', { name: 'Регистрация' }).click();
    await pupilPage.getByLabel('Логин').fill('Маша');
    await pupilPage.getByLabel('Email').fill(email);
    await pupilPage.getByLabel('Пароль', { exact: true }).fill('masha-pass-2026');
    await pupilPage.getByLabel('Повторите пароль').fill('masha-pass-2026');
    await pupilPage.getByLabel('Год рождения').selectOption(String(new Date().getUTCFullYear() - 15));
    await pupilPage.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await pupilPage.getByRole('tab', { name: 'Вход', selected: true }).waitFor();
    await pupilPage.getByLabel('Пароль').fill('masha-pass-2026');
    await pupilPage.getByRole('button', { name: 'Войти' }).click();
    await pupilPage.waitForURL('**/main');
    const prompt = pupilPage.getByRole('region', { name: 'Ты занимаешься в классе?' });
    await prompt.getByLabel('Код класса').fill(code.toLowerCase());
    await prompt.getByLabel('Фамилия (по желанию)').fill('Иванова');
    await prompt.getByRole('button', { name: 'Войти в класс' }).click();
    await prompt.getByText('Ты в классе «Кружок, среда»!').waitFor();

    // Two steps of guide 1 ticked: the teacher's matrix shows the step.
    await pupilPage.goto(`/main/project_electonic/${FLASHLIGHT}`);
    for (const step of [1, 2]) await pupilPage.getByRole('checkbox', { name: `Шаг ${step} готов` }).check();
    await teacherPage.goto('/main/classes');
    await card.getByRole('link', { name: 'Открыть класс' }).click();
    // The list's card has the class's name as a heading too: wait for the matrix's own address.
    await teacherPage.waitForURL(/\/main\/classes\/\d+$/);
    const matrixUrl = teacherPage.url();
    await cellSays(teacherPage, matrixUrl, 'Маша Иванова', 'шаг 2/');

    // A photo: the matrix shows it waiting.
    await sendPhoto(pupilPage, '#c9b28a');
    await cellSays(teacherPage, matrixUrl, 'Маша Иванова', 'сдан');

    // Returned with a comment, sent again, accepted.
    await openQueue(teacherPage);
    await teacherPage.getByLabel(/Что исправить/).fill(COMMENT);
    await teacherPage.getByRole('button', { name: 'Вернуть на доработку' }).click();
    await teacherPage.getByText(/Возвращено на доработку/).waitFor();
    await sendPhoto(pupilPage, '#b9a27a');
    await openQueue(teacherPage);
    await teacherPage.getByRole('button', { name: /^Принять/ }).click();
    await teacherPage.getByText(/^Принято! Маша/).waitFor();
    await cellSays(teacherPage, matrixUrl, 'Маша Иванова', 'принят');
    const rewarded = await diamondsOf(pupilPage);

    // A misclick: the teacher takes the approval back, the reward goes with it, then approves again.
    // A misclick: from the matrix the teacher opens the work and takes the approval back (the
    // reward goes with it), then approves again from the queue, where it is waiting once more.
    await teacherPage.locator(`.matrix td[data-project="${FLASHLIGHT}"] a`).click();
    await teacherPage.getByRole('button', { name: 'Отменить решение' }).click();
    await teacherPage.locator('.work-item[data-status="pending"]').waitFor();
    expect(await diamondsOf(pupilPage)).toBeLessThan(rewarded);
    await cellSays(teacherPage, matrixUrl, 'Маша Иванова', 'сдан');
    await openQueue(teacherPage);
    await teacherPage.getByRole('button', { name: /^Принять/ }).click();
    await teacherPage.getByText(/^Принято! Маша/).waitFor();
    // Straight after, the queue offers the undo too: Z takes the approval back, A gives it again.
    await teacherPage.getByRole('button', { name: 'Отменить решение' }).click();
    await teacherPage.getByText('Решение отменено: работа снова ждёт проверки').waitFor();
    await teacherPage.getByRole('article', { name: /Маша Иванова/ }).waitFor();
    await teacherPage.keyboard.press('KeyA');
    await teacherPage.getByText(/^Принято! Маша/).waitFor();
    await cellSays(teacherPage, matrixUrl, 'Маша Иванова', 'принят');
    expect(await diamondsOf(pupilPage)).toBe(rewarded);

    // «Мои работы»: newest first, both photos, the teacher's words on the returned one.
    await pupilPage.goto('/main/my-work');
    const works = pupilPage.locator('.work-item');
    await works.first().waitFor();
    expect(await works.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual(['approved', 'returned']);
    expect(await works.nth(1).locator('.work-item__comment').textContent()).toContain(COMMENT);
    for (const index of [0, 1]) {
      const image = works.nth(index).getByRole('img', { name: 'Фото проекта «Фонарик-брелок»' });
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
