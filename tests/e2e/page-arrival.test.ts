import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE } from './browser';
import { useSchool } from './school';

// A screen reader's pupil on a phone: a link to another page puts the focus on that page's heading
// and says which page opened, instead of the focus falling to the body with nothing said.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

describe.skipIf(!inject('chromium'))('arriving at a new page', () => {
  const school = useSchool();

  it('focuses the new page’s heading and announces it', async () => {
    const context = await school.context(PHONE);
    const page = await context.newPage();
    await logIn(page, pupil);
    await page.goto('/main/profile');
    await page.locator('a[href="/main/myLevel"]').first().waitFor();
    await page.locator('a[href="/main/myLevel"]').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/main/myLevel');
    // The tab link pressed reads «Уровень» too: wait for the heading itself, then see it keeps the focus.
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    await expect.poll(focused).toBe('H1 Уровень');
    await expect.poll(() => page.locator('[aria-live="polite"].visually-hidden').textContent()).toBe('Открыта страница «Уровень»');
    expect(await focused()).toBe('H1 Уровень');
    // No «Что-то пошло не так» on the way (leaving «Моя страница» once ended there).
    expect(await page.getByRole('heading', { name: 'Что-то пошло не так' }).count()).toBe(0);
  });
});
