import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { useSchool } from './school';

const SHOTS = process.env.E2E_SCREENSHOTS;

describe.skipIf(!inject('chromium'))('reading the content on a phone in real Chromium', () => {
  const school = useSchool();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await school.context(PHONE, WITH_WORKER);
    page = await context.newPage();
    const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
    await logIn(page, pupil);
  });

  async function allImagesLoaded() {
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    return page.evaluate(() => Array.from(document.images).filter((img) => img.naturalWidth === 0).map((img) => img.src));
  }

  it('shows guide 7 with every picture and no sideways scrolling at 390×844', async () => {
    await page.goto('/main/project_electonic/7');
    await page.getByRole('heading', { level: 2, name: 'Шахтёрский факел' }).waitFor();
    expect(await allImagesLoaded()).toEqual([]);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    expect(await page.locator('.guide-step').count()).toBeGreaterThanOrEqual(6);
    if (SHOTS) {
      await page.locator('.guide-step').nth(2).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/guide-7-step.png` });
    }
    await page.getByRole('link', { name: /Следующий/ }).click();
    await page.waitForURL('**/project_electonic/8');
  });

  it('shows the fallback page for a project that does not exist', async () => {
    await page.goto('/main/project_electonic/16');
    await page.getByRole('heading', { name: 'Такого проекта нет' }).waitFor();
  });

  it('pages through the comic with wrap-around, zooms and pans', async () => {
    await page.goto('/main/what-is-payka');
    const counter = page.locator('.reader__counter');
    await expect.poll(() => counter.textContent()).toBe('1 / 8');
    await page.getByRole('button', { name: '← Назад' }).click();
    await expect.poll(() => counter.textContent()).toBe('8 / 8');
    await page.getByRole('button', { name: 'Вперёд →' }).click();
    await expect.poll(() => counter.textContent()).toBe('1 / 8');
    expect(await allImagesLoaded()).toEqual([]);

    const image = page.locator('.reader__image');
    const view = page.getByTestId('reader-view');
    await view.scrollIntoViewIfNeeded();
    let box = (await view.boundingBox())!;
    const transform = () => image.evaluate((el) => (el as HTMLElement).style.transform);
    // At zoom 1 a drag does nothing.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 20, { steps: 4 });
    await page.mouse.up();
    expect(await transform()).toBe('translate(0px, 0px) scale(1)');

    for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Увеличить' }).click({ force: true });
    expect(await page.getByRole('button', { name: 'Увеличить' }).isDisabled()).toBe(true);
    expect(await transform()).toContain('scale(2)');
    await view.scrollIntoViewIfNeeded();
    box = (await view.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 20, { steps: 4 });
    await page.mouse.up();
    expect(await transform()).toMatch(/^translate\(60px, 20px\) scale\(2\)$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/comic-reader.png` });

    // A finger pans too: touch events through the DevTools protocol, as a phone sends them.
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await touch('touchStart', cx, cy);
    for (let i = 1; i <= 4; i += 1) await touch('touchMove', cx - 10 * i, cy);
    await touch('touchEnd', cx - 40, cy);
    await expect.poll(transform).toMatch(/^translate\(20px, 20px\) scale\(2\)$/);

    for (let i = 0; i < 8; i += 1) await page.getByRole('button', { name: 'Уменьшить' }).click({ force: true });
    expect(await transform()).toBe('translate(0px, 0px) scale(0.5)');
  });

  it('opens a scheme reader with 83 sheets', async () => {
    await page.goto('/main/project_electrick_schem/2');
    await expect.poll(() => page.locator('.reader__counter').textContent()).toBe('1 / 83');
    expect(await page.getByRole('link', { name: 'Все схемы' }).getAttribute('href')).toBe('/main/electric-schemes');
    expect(await allImagesLoaded()).toEqual([]);
  });

  it('keeps guide 7 readable offline after the first visit', async () => {
    await page.goto('/main/projects');
    await waitForWorker(page);
    await context.setOffline(true);
    try {
      await page.goto('/main/project_electonic/7');
      await page.getByRole('heading', { level: 2, name: 'Шахтёрский факел' }).waitFor();
      expect(await allImagesLoaded()).toEqual([]);
      // A guide never opened online: its code and data came with the precache.
      await page.goto('/main/project_electonic/12');
      await page.getByRole('heading', { level: 2, name: 'Радио' }).waitFor();
      expect(await allImagesLoaded()).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });
});
