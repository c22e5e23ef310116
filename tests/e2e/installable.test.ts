import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForWorker } from './browser';
import { startServer, type RunningServer } from './server';

// Installable: Chromium finds nothing that stops installing the school on a phone's home
// screen, and the manifest's icons and screenshots are there in the sizes it names. A normal
// context always reports `in-incognito`: this one keeps a profile folder.

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe.skipIf(!inject('chromium'))('installing the school', () => {
  let server: RunningServer;
  let context: BrowserContext;
  const profile = mkdtempSync(join(tmpdir(), 'school-e2e-profile-'));

  beforeAll(async () => {
    server = await startServer();
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      baseURL: server.baseURL,
      locale: 'ru-RU',
    });
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('has no installability errors once the worker runs', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
  });

  it('names its icons and screenshots in Russian, each there in the size the manifest says', async () => {
    const manifest = (await (await fetch(`${server.baseURL}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: ManifestImage[];
      screenshots: (ManifestImage & { form_factor: string; label: string })[];
    };
    expect(manifest).toMatchObject({ name: 'Школа робототехники', short_name: 'Робошкола', lang: 'ru', start_url: '/main', display: 'standalone' });
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(await (await fetch(`${server.baseURL}/login`)).text())?.[1];
    const images = [...manifest.icons, ...manifest.screenshots, { src: apple ?? 'missing', sizes: '180x180', type: 'image/png' }];
    for (const image of images) {
      const answer = await fetch(new URL(image.src, server.baseURL));
      expect(answer.status, image.src).toBe(200);
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`, image.src).toBe(image.sizes);
      expect(meta.format, image.src).toBe('png');
    }
  });
});
