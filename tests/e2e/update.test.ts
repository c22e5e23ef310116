import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { noisyJpeg } from '../helpers/photos';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { useSchool } from './school';

// Updates (docs/decisions/0093-updates-reach-every-tab-the-outbox-stays.md): the school is deployed again while a pupil has it open in two tabs, with a
// photo waiting in the outbox. The banner offers the new version, its button brings it into both
// tabs (no tab keeps running the old code), and the waiting photo is still there.

const masha = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
const OLD_MARK = '© Школа робототехники';
const NEW_MARK = '© Школа робототехники, версия 2';

/** The second deploy: the same app with a visible change in the footer. */
const visibleChange: Plugin = {
  name: 'test:visible-change',
  enforce: 'pre',
  transform(code, id) {
    return id.endsWith('layout/footer.tsx') ? code.replace(OLD_MARK, NEW_MARK) : undefined;
  },
};

function deploy(from: string, to: string) {
  for (const entry of readdirSync(to)) rmSync(join(to, entry), { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

function outboxSize(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('robotics-school');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = await new Promise<number>((resolve) => {
      const request = db.transaction('outbox').objectStore('outbox').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return count;
  });
}

describe.skipIf(!inject('chromium'))('a new version of the school', () => {
  const secondBuild = mkdtempSync(join(tmpdir(), 'school-e2e-dist-v2-'));
  const live = mkdtempSync(join(tmpdir(), 'school-e2e-live-'));
  let context: BrowserContext;

  // Registered before the school's hooks: the builds are ready before its server starts on `live`,
  // and the folders go after it has closed (after-hooks run in reverse order).
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    process.env.SCHOOL_PRECOMPRESS = 'off';
    try {
      await build({ mode: 'production', logLevel: 'warn', plugins: [visibleChange], build: { outDir: secondBuild, emptyOutDir: true } });
    } finally {
      delete process.env.SCHOOL_PRECOMPRESS;
    }
    deploy(inject('distDir'), live);
  });
  afterAll(async () => {
    rmSync(secondBuild, { recursive: true, force: true });
    rmSync(live, { recursive: true, force: true });
  });
  const school = useSchool({ distDir: live });
  beforeAll(async () => {
    context = await school.context(PHONE, WITH_WORKER);
  });

  it('is offered by a banner, comes into every open tab at once, and keeps the photo waiting in the outbox', async () => {
    const page = await context.newPage();
    await logIn(page, masha);
    await waitForWorker(page);
    await page.getByText(OLD_MARK).waitFor();

    // The server takes no photo today: the photo waits in the outbox.
    await context.route('**/api/v1/projects/*/submission', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Сервер занят', code: 'SERVER_BUSY' }) }),
    );
    await page.goto('/main/project_electonic/2');
    await page.locator('[data-status="not_submitted"]').waitFor();
    await page.getByTestId('photo-input').setInputFiles({ name: 'wheel.jpg', mimeType: 'image/jpeg', buffer: await noisyJpeg(1200, 900) });
    await page.getByRole('button', { name: 'Отправить преподавателю' }).click();
    await page.getByText('Фото ждёт отправки').waitFor();
    expect(await outboxSize(page)).toBe(1);

    const other = await context.newPage();
    await other.goto('/main/projects');
    await other.getByText(OLD_MARK).waitFor();

    deploy(secondBuild, live);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'Доступна новая версия школы.' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Обновить' }).click();

    for (const tab of [page, other]) await tab.getByText(NEW_MARK).waitFor();
    // The tab reloaded where it was, the guide with the photo (no page.goto: with request routing
    // on, Chromium may drop a navigation the new worker answers).
    expect(new URL(page.url()).pathname).toBe('/main/project_electonic/2');
    await page.getByText('Фото ждёт отправки').waitFor();
    expect(await outboxSize(page)).toBe(1);
  });
});
