import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_COUNT } from '../../domain/ids';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { useSchool } from './school';

// Offline reading: after one visit and the worker's install, with no
// network at all, every guide, the three scheme readers, the comic, the cheat-sheet, the materials and the boards open with
// their text, and every picture they show comes from the precache — also in a new tab. The pupil's
// own data seen before (figures, profile, comment lists) shows too, marked as a saved copy.

const masha = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

const PAGES: { path: string; text: RegExp }[] = [
  ...Array.from({ length: PROJECT_COUNT }, (_, i) => ({ path: `/main/project_electonic/${i + 1}`, text: /Шаг 1/ })),
  ...[1, 2, 3].map((id) => ({ path: `/main/project_electrick_schem/${id}`, text: /\d+ \/ \d+/ })),
  { path: '/main/what-is-payka', text: /Комикс: как паять/ },
  { path: '/main/spora', text: /Паяльник/ },
  { path: '/main/materials', text: /Закон Ома/ },
  { path: '/main/pcbs', text: /Травление: осторожно!/ },
];

/**
 * Every picture the page references and every file it offers to download (the boards' layouts),
 * asked for through the worker: the ones that did not come back. A file the page makes itself
 * (a data: link) needs no network.
 */
function missingPictures(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const sources = new Set<string>();
    for (const img of Array.from(document.images)) if (img.src) sources.add(img.src);
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[download]'))) if (link.href.startsWith(location.origin)) sources.add(link.href);
    const missing: string[] = [];
    for (const src of sources) {
      const answer = await fetch(src).catch(() => undefined);
      if (!answer?.ok) missing.push(src);
    }
    return missing;
  });
}

describe.skipIf(!inject('chromium'))('offline reading', () => {
  const school = useSchool();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await school.context(PHONE, WITH_WORKER);
  });
  afterAll(async () => {
    await context?.setOffline(false);
  });

  it('opens every guide, scheme reader, the comic, the cheat-sheet, the materials and the boards with no network, pictures included', async () => {
    const page = await context.newPage();
    await logIn(page, masha);
    await waitForWorker(page);

    await page.getByText('✓ Уроки доступны офлайн').waitFor();
    // Seen once online: the worker keeps the last answers of the pupil's own data.
    await page.goto('/main/project_electonic/3');
    await page.getByText('Нет комментариев').waitFor();

    await context.setOffline(true);
    await page.getByText('Нет сети.').waitFor();
    const failures: string[] = [];
    for (const { path, text } of PAGES) {
      await page.goto(path);
      const main = page.locator('main');
      try {
        await expect.poll(() => main.textContent()).toMatch(text);
      } catch {
        failures.push(`${path}: no text ${text}`);
        continue;
      }
      for (const src of await missingPictures(page)) failures.push(`${path}: ${src}`);
    }
    expect(failures).toEqual([]);
    // The boards page offered its layouts (1:1, mirrored, the parts side of two-sided boards).
    await page.goto('/main/pcbs');
    await page.locator('main').getByText('Травление: осторожно!').first().waitFor();
    const layouts = await page.locator('a[download$=".svg"]').count();
    expect(layouts).toBe(12);
    expect(await missingPictures(page)).toEqual([]);

    // The lesson video in byte ranges from the precache, as Safari asks for it (sw/media.ts).
    const part = await page.evaluate(async () => {
      const answer = await fetch('/content/soldering/video.mp4', { headers: { Range: 'bytes=0-1' } });
      return { status: answer.status, range: answer.headers.get('Content-Range'), bytes: (await answer.arrayBuffer()).byteLength };
    });
    expect(part).toEqual({ status: 206, range: expect.stringMatching(/^bytes 0-1\/\d+$/), bytes: 2 });

    // The pupil's own figures and a comment list seen before, marked as a saved copy.
    await page.goto('/main/project_electonic/3');
    await page.getByText('Нет комментариев').waitFor();
    await page.getByText(/Алмазы, рейтинг и комментарии — как были \d+ \S+ в \d\d:\d\d/).waitFor();
    await page.goto('/main/profile');
    await page.locator('main').getByText(masha.name).first().waitFor();

    // A cold start with no network: a new tab opens a guide straight away.
    const fresh = await context.newPage();
    await fresh.goto('/main/project_electonic/12');
    await expect.poll(() => fresh.locator('main').textContent()).toMatch(/Шаг 1/);
    expect(await missingPictures(fresh)).toEqual([]);
    await context.setOffline(false);
  });
});
