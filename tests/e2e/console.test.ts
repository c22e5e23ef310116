import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn } from './browser';
import { useSchool } from './school';

// A signed-in page's first visit (no service worker yet: every navigation reaches the server, whose
// `Link` header names the page's modules and stylesheets) leaves no preload warnings. Before, every
// such guide page said «A preload for '/assets/shell-….css' is found, but is not used because the
// request credentials mode does not match»: the header preloaded the stylesheet without
// `crossorigin`, Vite's loader asked for it with, and Chromium fetched it twice.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

describe.skipIf(!inject('chromium'))('the console of a signed-in page', () => {
  const school = useSchool();

  it('holds no preload warnings on a guide page’s first visit and on the pages after it', async () => {
    const context = await school.context(DESKTOP);
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message: ConsoleMessage) => messages.push(`${message.type()}: ${message.text()}`));
    await logIn(page, pupil);

    for (const path of ['/main/project_electonic/3', '/main/profile', '/main/projects']) {
      const answer = await page.goto(path);
      if (path.includes('project_electonic')) expect(answer?.headers().link).toMatch(/\/assets\/shell-[\w-]+\.css>; rel=preload; as=style/);
      // The stylesheet the header preloaded is applied: the request that would not use the preload has been made.
      await page.waitForFunction(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/shell-')));
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(messages.filter((text) => /preload/i.test(text))).toEqual([]);
    await context.close();
  });
});
