import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn, PHONE } from './browser';
import { useSchool } from './school';

// The whole loop of the product in real Chromium with the seeded demo accounts: the
// pupil sends a photo of the radio, the teacher approves it from the keyboard, the pupil comes
// back and sees it approved, with the reward in diamonds and rating.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const RADIO = 12;
const REWARD = 16;

function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c9b28a', noise: { type: 'gaussian', mean: 140, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function figures(page: Page) {
  const label = await page.getByTestId('figures').getAttribute('aria-label');
  const [, diamonds, rating] = /Алмазы: (\d+), рейтинг: (\d+)/.exec(label ?? '') ?? [];
  return { diamonds: Number(diamonds), rating: Number(rating) };
}

describe.skipIf(!inject('chromium'))('build, photograph, submit, review, reward', () => {
  const school = useSchool();

  it('goes round the whole loop with the demo pupil and the demo teacher', async () => {
    const pupilContext = await school.context(PHONE);
    const pupilPage = await pupilContext.newPage();
    await logIn(pupilPage, pupil);
    await pupilPage.getByTestId('figures').waitFor();
    const before = await figures(pupilPage);

    await pupilPage.goto(`/main/project_electonic/${RADIO}`);
    await pupilPage.locator('[data-status="not_submitted"]').waitFor();
    await pupilPage.getByTestId('photo-input').setInputFiles({ name: 'radio.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await pupilPage.getByRole('button', { name: 'Отправить преподавателю' }).click();
    await pupilPage.locator('[data-status="pending"]').waitFor();
    // The button went away with the form: the result has the focus, not the page (decision 0274).
    expect(await pupilPage.evaluate(() => document.activeElement?.className)).toContain('submission__message--success');

    const teacherContext = await school.context(DESKTOP);
    const teacherPage = await teacherContext.newPage();
    const errors: string[] = [];
    teacherPage.on('pageerror', (error) => errors.push(error.message));
    await logIn(teacherPage, teacher);
    // The teacher's menu shows the queue and how much waits in it.
    const queueLink = teacherPage.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: /Проверка работ/ });
    await queueLink.getByText('1').waitFor();
    await queueLink.click();
    await teacherPage.waitForURL('**/main/review');
    await teacherPage.getByText('Ждут проверки: 1').waitFor();
    expect(await teacherPage.locator('.queue-card').first().textContent()).toContain('Радио');

    // Keyboard only: Enter opens the selected work, A approves it.
    await teacherPage.keyboard.press('Enter');
    await teacherPage.getByRole('img', { name: 'Фото проекта «Радио»' }).waitFor();
    await teacherPage.keyboard.press('a');
    await teacherPage.getByText(`Принято! ${pupil.name}: +${REWARD} алмазов и +${REWARD} очков рейтинга.`).waitFor();
    await teacherPage.getByText('Все работы проверены. Отличная работа!').waitFor();
    expect(errors).toEqual([]);

    // Back on the pupil's tab, with no reload: the status and the figures are asked again.
    const cameBack = () => pupilPage.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect
      .poll(async () => (await cameBack(), pupilPage.locator('[data-status="approved"]').count()))
      .toBe(1);
    await expect
      .poll(async () => (await cameBack(), figures(pupilPage)))
      .toEqual({ diamonds: before.diamonds + REWARD, rating: before.rating + REWARD });

    await pupilPage.reload();
    const notice = pupilPage.getByRole('dialog');
    await notice.getByRole('heading', { name: 'Проект «Радио» принят!' }).waitFor();
    expect(await notice.textContent()).toContain(`+${REWARD} алмазов, +${REWARD} очков рейтинга`);
    await notice.getByRole('button', { name: 'Ура!' }).click();
    await pupilPage.locator('[data-status="approved"]').waitFor();
    await expect.poll(() => figures(pupilPage)).toEqual({ diamonds: before.diamonds + REWARD, rating: before.rating + REWARD });

    // The notice was shown once; the projects page shows the project as approved.
    await pupilPage.goto('/main/projects');
    await pupilPage.locator('.project-card', { hasText: 'Радио' }).getByText('Принят').waitFor();
    expect(await pupilPage.getByRole('dialog').count()).toBe(0);
    await pupilContext.close();
    await teacherContext.close();
  });

  it('tells a pupil who opens the review queue that it is for teachers, with a way back', async () => {
    const context = await school.context(PHONE);
    const page = await context.newPage();
    await logIn(page, pupil);
    await page.goto('/main/review');
    await page.getByRole('heading', { name: 'Этот раздел только для учителей' }).waitFor();
    expect(await page.getByText('Если ты учитель', { exact: false }).count()).toBe(0);
    await page.getByRole('link', { name: 'К проектам' }).click();
    await page.waitForURL('**/main/projects');
    await context.close();
  });
});
