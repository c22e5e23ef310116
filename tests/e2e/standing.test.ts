import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PROGRESS_MESSAGES } from '../../domain/standing';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE } from './browser';
import { useSchool } from './school';

// Progress in real Chromium against the real server: the demo pupil (300 diamonds) opens «Уровень»,
// buys level 1 (100) and level 2 (200), the figures and the frame follow, level 3 (300) is too
// dear and says so kindly; the rating page shows her own row, and her page says she has no medals.

const masha = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

async function diamonds(page: Page): Promise<number> {
  const label = await page.getByTestId('figures').first().getAttribute('aria-label');
  return Number(/Алмазы: (\d+)/.exec(label ?? '')?.[1]);
}

describe.skipIf(!inject('chromium'))('progress', () => {
  const school = useSchool();

  it('lets the demo pupil buy levels 1 and 2 in order, refuses level 3 kindly, and shows her place and medals', async () => {
    const page = await (await school.context(PHONE)).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page, masha);
    await page.goto('/main/myLevel');
    await expect.poll(() => diamonds(page)).toBe(300);

    // The avatar's own frame (not the price list, which always shows frames 1–5): none at level 0.
    const frame = page.locator('.own-profile .level-avatar__frame');
    await page.locator('.own-profile .level-avatar__photo').waitFor();
    expect(await frame.count()).toBe(0);

    const buy = page.getByRole('button', { name: /Купить уровень/ });
    await expect.poll(() => buy.textContent()).toContain('1');
    await buy.click();
    await page.getByText(PROGRESS_MESSAGES.bought).waitFor();
    await expect.poll(() => diamonds(page)).toBe(200);
    await expect.poll(() => frame.getAttribute('src')).toMatch(/\/icons\/frames\/1\.svg$/);
    expect(await frame.count()).toBe(1);

    await expect.poll(() => buy.textContent()).toContain('2');
    await buy.click();
    await expect.poll(() => diamonds(page)).toBe(0);
    await expect.poll(() => page.locator('img[src$="/icons/frames/2.svg"]').count()).toBeGreaterThan(0);
    await expect.poll(() => frame.getAttribute('src')).toMatch(/\/icons\/frames\/2\.svg$/);
    expect(await frame.count()).toBe(1);
    // The frame image is really served and drawn, not a broken picture.
    await expect.poll(() => frame.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await expect.poll(() => buy.textContent()).toContain('3');
    // Short of diamonds: the shop says how many are missing, and the server refuses kindly.
    await page.getByText('До уровня 3 не хватает 300 алмазов.', { exact: false }).waitFor();
    await buy.click();
    await page.getByText(PROGRESS_MESSAGES.notEnough).waitFor();
    const levelNow = await school.server.db.selectFrom('users').select(['level', 'diamonds']).where('email', '=', masha.email).executeTakeFirstOrThrow();
    expect(levelNow).toEqual({ level: 2, diamonds: 0 });

    await page.goto('/main/rating');
    const mine = page.locator('[aria-current="true"], .is-me').first();
    await mine.waitFor();
    expect(await mine.textContent()).toContain(masha.name);

    await page.goto('/main/profile');
    await page.getByText(PROGRESS_MESSAGES.noMedals).waitFor();
    expect(errors).toEqual([]);
  });
});
