import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, PHONE } from './browser';
import { startServer, type RunningServer } from './server';

// Issue 9 in a real browser, on the build the global setup made: what /login downloads, and how.
// (The figures beside their floors are scripts/bench/*.mjs; this only guards the shape.)

describe.skipIf(!inject('chromium'))('the first screen, light and compressed', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('gets every script, style and the page brotli-compressed, loads no guide, reader, comic or outbox code, and blocks no paint', async () => {
    const context = await newContext(browser, server.baseURL, PHONE);
    const page = await context.newPage();
    const answers: { path: string; type: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== server.baseURL || url.pathname.startsWith('/api/')) return;
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
    // The stylesheet arrives as a preload and is applied by the app: nothing render-blocking in the page.
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBeGreaterThan(0);
    const html = await (await fetch(`${server.baseURL}/login`)).text();
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
});
