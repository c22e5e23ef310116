import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE } from './browser';
import { useSchool } from './school';

// The smallest phones (320 px wide, WCAG 1.4.10): a page scrolls only up and down.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

describe.skipIf(!inject('chromium'))('a 320 px phone', () => {
  const school = useSchool();

  it('shows «Рейтинг» without sideways scrolling', async () => {
    const context = await school.context({ ...PHONE, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await logIn(page, pupil);
    await page.goto('/main/rating');
    await page.getByRole('heading', { name: /Найти ученика/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > 321)
        .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')} ${Math.round(e.getBoundingClientRect().right)}`)
        .slice(0, 12),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
});
