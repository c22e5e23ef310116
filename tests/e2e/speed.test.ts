import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { PHONE } from './browser';
import { useSchool } from './school';

// Speed in a real browser, on the build the global setup made: what /login downloads, and how.
// (The figures beside their floors are scripts/bench/*.mjs; this only guards the shape.)

describe.skipIf(!inject('chromium'))('the first screen, light and compressed', () => {
  const school = useSchool();

  it('gets every script, style and the page brotli-compressed, loads no guide, reader, comic or outbox code, and blocks no paint', async () => {
    const context = await school.context(PHONE);
    const page = await context.newPage();
    const answers: { path: string; type: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== school.server.baseURL || url.pathname.startsWith('/api/')) return;
      const headers = response.headers();
      answers.push({ path: url.pathname, type: headers['content-type'] ?? '', encoding: headers['content-encoding'] });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await page.waitForLoadState('networkidle');

    const text = answers.filter((answer) => /javascript|css|html/.test(answer.type));
    expect(text.length).toBeGreaterThan(2);
    expect(text.filter((answer) => answer.encoding !== 'br')).toEqual([]);
    const scripts = answers.filter((answer) => answer.type.includes('javascript')).map((answer) => answer.path);
    expect(scripts.filter((path) => /\/(guide|scheme|soldering|cheat-sheet|outbox|image-reader|browser-image-compression)[-.]/.test(path))).toEqual([]);
    // The entry, React, the HTTP client and the sign-in chunk (scripts/build/page-chunks.mjs), the
    // page, and the worker's registration once the page is up: it was 9 files.
    expect(scripts.length).toBeLessThanOrEqual(6);
    // The stylesheet arrives as a preload and is applied by the app: nothing render-blocking in the page.
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBeGreaterThan(0);
    const html = await (await fetch(`${school.server.baseURL}/login`)).text();
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<link rel="preload" as="style"/);
    // The primary button: dark ink on the friendly orange.
    const colours = await page.getByRole('button', { name: 'Войти' }).evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.color, style.backgroundColor];
    });
    expect(colours).toEqual(['rgb(27, 37, 89)', 'rgb(255, 138, 0)']);
    await context.close();
  });

  it('opens a guide from a few files, each named in the page’s Link header, the text in the first of them', async () => {
    const pupil = DEMO_ACCOUNTS.find((account) => account.role === 'pupil')!;
    const login = await fetch(`${school.server.baseURL}/api/v1/users/profile/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: pupil.email, password: pupil.password }),
    });
    const { token } = (await login.json()) as { token: string };
    // A first visit: nothing cached, no service worker answering.
    const context = await school.context(PHONE);
    await context.addInitScript((value) => {
      localStorage.setItem('Authorization', value);
      // When the guide's text first reached the page.
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.guide__intro')) return;
        (window as unknown as { textAt: number }).textAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, token);
    const page = await context.newPage();
    const answer = await page.goto('/main/project_electonic/1');
    await page.locator('.guide__intro').waitFor();

    const before = await page.evaluate(() => {
      const textAt = (window as unknown as { textAt: number }).textAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < textAt && /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => new URL(entry.name).pathname.slice(1));
    });
    // The entry and what it imports come with index.html; everything else the text waited for is
    // named in the Link header, so it was fetched beside the entry rather than after it.
    const html = readFileSync(join(inject('distDir'), 'index.html'), 'utf8');
    const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const link = answer?.headers()['link'] ?? '';
    expect(before.filter((file) => !entry.includes(file) && !link.includes(`</${file}>; rel=modulepreload`))).toEqual([]);
    // One file for what every signed-in page shares (scripts/build/page-chunks.mjs): it was 17.
    expect(before.length).toBeLessThanOrEqual(6);
    expect(before.some((file) => /^assets\/guide-01-/.test(file))).toBe(true);
    await context.close();
  });

  it('shows a page’s loader only when the wait lasts, so a quick page paints no loader first', async () => {
    const context = await school.context(PHONE);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    // The same element the router shows while a page's code arrives (src/app/root.tsx).
    const atFirst = await page.evaluate(() => {
      const loader = document.createElement('div');
      loader.className = 'loader loader--large loader--delayed';
      loader.textContent = 'Загрузка...';
      document.body.append(loader);
      return getComputedStyle(loader).visibility;
    });
    expect(atFirst).toBe('hidden');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.loader--delayed')!).visibility === 'visible');
    await context.close();
  });
});
