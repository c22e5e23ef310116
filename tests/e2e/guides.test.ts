import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { useSchool } from './school';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** How many progress records this device keeps (read straight from the app's IndexedDB). */
function storedSteps(page: Page, projectId: number): Promise<number[] | null> {
  return page.evaluate(
    (id) =>
      new Promise<number[] | null>((resolve, reject) => {
        const open = indexedDB.open('robotics-school');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('progress')) return resolve(null);
          const all = db.transaction('progress').objectStore('progress').getAll();
          all.onsuccess = () => {
            const found = (all.result as { projectId: number; steps: number[] }[]).find((r) => r.projectId === id);
            db.close();
            resolve(found ? found.steps : null);
          };
        };
      }),
    projectId,
  );
}

describe.skipIf(!inject('chromium'))('building from a guide, the reader and the lesson video in real Chromium', () => {
  const school = useSchool();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await school.context(PHONE, WITH_WORKER);
    page = await context.newPage();
    const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
    await logIn(page, pupil);
  });

  it('shows guide 15 with its values, tools, schematic and every picture, without sideways scrolling', async () => {
    await page.goto('/main/project_electonic/15');
    await page.getByRole('heading', { level: 2, name: 'Колесо-крикун' }).waitFor();
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    expect(await page.evaluate(() => Array.from(document.images).filter((img) => img.naturalWidth === 0).map((img) => img.src))).toEqual([]);
    const parts = page.locator('.guide__parts');
    expect(await parts.textContent()).toContain('CD4017B');
    expect(await parts.textContent()).toContain('красный, красный, красный'); // R1 2,2 кОм
    expect(await page.locator('.guide__tools li').allTextContents()).toContain('Паяльник с подставкой');
    expect(await page.getByAltText(/^Схема колеса-крикуна/).count()).toBe(1);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
  });

  it('keeps ticked parts and steps through a reload with no network, and the projects page shows them', async () => {
    // The worker controls the page after one reload.
    await page.goto('/main/project_electonic/10');
    await waitForWorker(page);
    await page.getByRole('heading', { level: 2, name: 'Мультивибратор' }).waitFor();
    expect(await page.getByRole('button', { name: /Продолжить с шага/ }).count()).toBe(0);

    await page.locator('.guide__parts input[type=checkbox]').nth(0).check();
    await page.locator('.guide__parts input[type=checkbox]').nth(3).check();
    for (const step of [1, 2]) await page.getByRole('checkbox', { name: `Шаг ${step} готов` }).check();
    await expect.poll(() => storedSteps(page, 10)).toEqual([0, 1]);

    await context.setOffline(true);
    try {
      await page.reload();
      const resume = page.getByRole('button', { name: 'Продолжить с шага 3' });
      await resume.waitFor();
      expect(await page.getByRole('checkbox', { name: 'Шаг 2 готов' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Шаг 3 готов' }).isChecked()).toBe(false);
      expect(await page.locator('.guide__parts input[type=checkbox]').nth(3).isChecked()).toBe(true);
      await resume.click();
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('step-3')!.getBoundingClientRect().top))).toBeLessThan(200);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/guide-10-resume.png` });

      await page.goto('/main/projects');
      const tag = page.getByTestId('build-progress-10');
      await tag.waitFor();
      expect(await tag.textContent()).toContain('Готово шагов: 2 из 9');
      expect(await page.getByTestId('build-progress-1').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });

  it('turns the 83 sheets with the arrow keys, a jump and a swipe, starting each sheet at 100 %', async () => {
    await page.goto('/main/project_electrick_schem/2');
    const counter = page.locator('.reader__counter');
    await expect.poll(() => counter.textContent()).toBe('1 / 83');

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe('2 / 83');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe('83 / 83');

    await page.getByLabel('Лист №').fill('40');
    await page.getByRole('button', { name: 'Перейти' }).click();
    await expect.poll(() => counter.textContent()).toBe('40 / 83');
    await page.getByLabel('Лист №').fill('90');
    await page.getByRole('button', { name: 'Перейти' }).click();
    await page.getByRole('alert').filter({ hasText: 'Введи номер от 1 до 83' }).waitFor();
    // typing in the field does not turn pages
    await page.getByLabel('Лист №').press('ArrowLeft');
    expect(await counter.textContent()).toBe('40 / 83');

    // zoom, then a new sheet starts at 100 %
    await page.getByRole('button', { name: 'Увеличить' }).click();
    expect(await page.locator('.reader__zoom-value').textContent()).toBe('125%');
    await page.getByRole('button', { name: 'Вперёд →' }).click();
    await expect.poll(() => counter.textContent()).toBe('41 / 83');
    expect(await page.locator('.reader__zoom-value').textContent()).toBe('100%');
    expect(await page.locator('.reader__image').evaluate((el) => (el as HTMLElement).style.transform)).toBe('translate(0px, 0px) scale(1)');

    // a finger swipes to the left: the next sheet; to the right: back
    const view = page.getByTestId('reader-view');
    await view.scrollIntoViewIfNeeded();
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromShare: number, toShare: number) => {
      const box = (await view.boundingBox())!;
      const from = box.x + box.width * fromShare;
      const to = box.x + box.width * toShare;
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 5; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(0.8, 0.2);
    await expect.poll(() => counter.textContent()).toBe('42 / 83');
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await swipe(0.2, 0.8);
    await expect.poll(() => counter.textContent()).toBe('41 / 83');
    await cdp.detach();
  });

  it('keeps the page-turn buttons on a 1366 × 768 screen with the sheet', async () => {
    const desk = await school.context({ viewport: { width: 1366, height: 768 } }, { storageState: await context.storageState() });
    try {
      const d = await desk.newPage();
      await d.goto('/main/project_electrick_schem/2');
      await d.locator('.reader__counter').waitFor();
      const next = await d.getByRole('button', { name: 'Вперёд →' }).boundingBox();
      expect(next && next.y + next.height).toBeLessThanOrEqual(768);
      // scrolled to the sheet, the buttons and the whole sheet fit on the screen together
      await d.locator('.reader').evaluate((el) => el.scrollIntoView());
      await d.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
      const buttons = (await d.getByRole('button', { name: '← Назад' }).boundingBox())!;
      const image = (await d.locator('.reader__image').boundingBox())!;
      expect(buttons.y).toBeGreaterThanOrEqual(0);
      expect(image.y + image.height).toBeLessThanOrEqual(768);
      if (SHOTS) await d.screenshot({ path: `${SHOTS}/reader-1366.png` });
    } finally {
      await desk.close();
    }
  });

  it('shows the lesson video with Russian captions from a WebVTT track, and the five steps as a list', async () => {
    await page.goto('/main/whatispayka');
    const video = page.locator('video.soldering__video');
    await video.waitFor();
    expect(await page.locator('.soldering__steps li').count()).toBe(5);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.textTracks[0] ? `${v.textTracks[0].kind}/${v.textTracks[0].language}/${v.textTracks[0].mode}` : '')))
      .toBe('captions/ru/showing');
    await video.evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1) await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }));
      v.currentTime = 5;
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.textTracks[0]?.activeCues?.[0] as VTTCue | undefined)?.text ?? ''))
      .toMatch(/^Шаг 3\. Прижми жало/);
    expect(await video.evaluate((v: HTMLVideoElement) => (v.textTracks[0]?.activeCues?.[0] as VTTCue | undefined)?.line)).toBe(-4);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/soldering-captions.png` });
  });

  it.each(['16', '0', 'abc'])('does not title the missing guide /%s «Проект №…»', async (id) => {
    await page.goto(`/main/project_electonic/${id}`);
    await page.getByRole('heading', { name: 'Такого проекта нет' }).waitFor();
    const title = await page.title();
    expect(title).toMatch(/^Проект не найден/);
    expect(title).not.toMatch(/Проект №/);
  });
});
