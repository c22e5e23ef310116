import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { useSchool } from './school';

// One pupil, two devices, one guide, no network on either: each ticks its own step, and when the
// network returns both ticks are kept, on the server and on both devices; a later untick on one
// reaches the other (docs/decisions/0187-build-progress-merges-per-tick.md).

const GUIDE = 12;

/** The steps the server keeps for the signed-in pupil. */
function serverSteps(page: Page): Promise<number[]> {
  return page.evaluate(async (id) => {
    const reply = await fetch(`/api/v1/projects/${id}/progress`, { headers: { Authorization: localStorage.getItem('Authorization') ?? '' } });
    return ((await reply.json()) as { data: { steps: number[] } }).data.steps;
  }, GUIDE);
}

const step = (page: Page, n: number) => page.getByRole('checkbox', { name: `Шаг ${n} готов` });

describe.skipIf(!inject('chromium'))('build progress on two devices', () => {
  const school = useSchool();

  it('keeps the steps two devices ticked offline, and carries a later untick across', async () => {
    const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
    const devices: { context: BrowserContext; page: Page }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const context = await school.context(PHONE, WITH_WORKER);
      const page = await context.newPage();
      await logIn(page, pupil);
      await page.goto(`/main/project_electonic/${GUIDE}`);
      // The guide was opened online before: the worker holds the app, so the page's later parts
      // (photo form, comments) load offline too. Without it they failed and the page showed its error.
      await waitForWorker(page);
      await step(page, 1).waitFor();
      devices.push({ context, page });
    }
    const [a, b] = devices as [(typeof devices)[0], (typeof devices)[0]];

    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await step(a.page, 1).check();
    await step(b.page, 3).check();
    // Nothing has reached the server yet.
    expect(await serverSteps(await anyOnlinePage())).toEqual([]);

    // A comes back first, then B, whose record is newer and lacks A's step: both are kept.
    await a.context.setOffline(false);
    await expect.poll(() => serverSteps(a.page)).toEqual([0]);
    await b.context.setOffline(false);
    await expect.poll(() => serverSteps(b.page)).toEqual([0, 2]);
    // B took the server's merge at once; A sees it when the guide opens again.
    await expect.poll(() => step(b.page, 1).isChecked()).toBe(true);
    await a.page.reload();
    await expect.poll(() => step(a.page, 3).isChecked()).toBe(true);
    expect(await step(a.page, 1).isChecked()).toBe(true);

    // A unticks step 1 later than B took it: B opens the guide again and step 1 is unticked there too.
    await step(a.page, 1).uncheck();
    await expect.poll(() => serverSteps(a.page)).toEqual([2]);
    await b.page.reload();
    await expect.poll(() => step(b.page, 3).isChecked()).toBe(true);
    await expect.poll(() => step(b.page, 1).isChecked()).toBe(false);

    /** A page of a third, online context: what the server holds before either device comes back. */
    async function anyOnlinePage(): Promise<Page> {
      const context = await school.context(PHONE);
      const page = await context.newPage();
      await logIn(page, pupil);
      return page;
    }
  });
});
