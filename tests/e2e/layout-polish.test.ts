import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { noisyJpeg } from '../helpers/photos';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { useSchool } from './school';

// The frame around the pages on a phone, in real Chromium: the header keeps one row when the
// photo badge appears, the drawer closes on Escape, and a visitor sees no pupil's menu.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

/** The header's height and whether its title takes more than one line. */
function headerShape(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.header')!;
    const title = document.querySelector('.header__title')!;
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    return { height: header.getBoundingClientRect().height, titleLines: Math.round(title.getBoundingClientRect().height / lineHeight) };
  });
}

describe.skipIf(!inject('chromium'))('the phone frame, polished', () => {
  const school = useSchool();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await school.context(PHONE, WITH_WORKER);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.setOffline(false);
  });

  it('shows a visitor on the start page no side menu and no button for it', async () => {
    await page.goto('/starttraining');
    await page.getByRole('link', { name: 'Войти или зарегистрироваться' }).waitFor();
    // Before: the pupils' menu (courses, «Моя страница», «Настройки») behind a menu button.
    expect(await page.getByRole('navigation', { name: 'Меню', includeHidden: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Открыть меню' }).count()).toBe(0);
  });

  it('closes the drawer on Escape and gives the focus back to the menu button', async () => {
    await logIn(page, pupil);
    await waitForWorker(page);
    const toggle = page.getByRole('button', { name: 'Открыть меню' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await menu.getByRole('link', { name: 'Рейтинг' }).waitFor();
    await page.keyboard.press('Escape');
    // Before: Escape did nothing; only the backdrop or the button closed it.
    await page.getByRole('button', { name: 'Открыть меню' }).waitFor();
    expect(await menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Открыть меню');
  });

  it.each([1, 15])('keeps the header of guide %i on one row when the photo badge appears', async (projectId) => {
    await page.goto(`/main/project_electonic/${projectId}`);
    await page.locator('[data-status="not_submitted"]').waitFor();
    const before = await headerShape(page);
    expect(before.titleLines).toBe(1);

    await context.setOffline(true);
    await page.getByTestId('photo-input').setInputFiles({ name: 'build.jpg', mimeType: 'image/jpeg', buffer: await noisyJpeg(1200, 900) });
    await page.getByRole('button', { name: 'Отправить преподавателю' }).click();
    await page.getByRole('button', { name: /Фото ждут отправки: 1/ }).waitFor();
    // Before: «Проект №1» went onto two lines and the header grew.
    expect(await headerShape(page)).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await context.setOffline(false);
    await page.locator('[data-status="pending"]').waitFor();
  });
});
