import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { twelveMegapixelPhoto } from '../helpers/photos';
import { submissionsOf } from './server';
import { useSchool } from './school';

// Submission in real Chromium: the photo check, and a photo that never gets lost — queued offline,
// kept through a reload, sent by the service worker's Background Sync, stored exactly once.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

/** A photo taken with the light off. */
function darkPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0b0b0b', noise: { type: 'gaussian', mean: 10, sigma: 4 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe.skipIf(!inject('chromium'))('sending a photo of the build in real Chromium', () => {
  const school = useSchool();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await school.context(PHONE, WITH_WORKER);
    page = await context.newPage();
    await logIn(page, pupil);
    await waitForWorker(page);
  });

  async function choose(name: string, buffer: Buffer) {
    await page.getByTestId('photo-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
    await page.locator('.picker__name', { hasText: name }).waitFor();
  }

  it('warns about a nearly black photo, and sends it anyway when asked', async () => {
    await page.goto('/main/project_electonic/1');
    await page.locator('[data-status="not_submitted"]').waitFor();
    await choose('dark.jpg', await darkPhoto());
    await page.getByRole('button', { name: 'Отправить преподавателю' }).click();
    const warning = page.getByRole('alertdialog');
    await warning.getByRole('heading', { name: /Фото получилось тёмным/ }).waitFor();
    expect(await warning.getByRole('img', { name: 'Выбранное фото' }).isVisible()).toBe(true);
    await warning.getByRole('button', { name: 'Отправить всё равно' }).click();
    await page.getByText('Проект отправлен на проверку!').waitFor();
    await page.locator('[data-status="pending"]').waitFor();
    expect(await submissionsOf(school.server, pupil.email, 1)).toBe(1);
  });

  it('queues a 12-megapixel photo offline, keeps it through a reload, and the worker sends it once when the network returns', async () => {
    await page.goto('/main/project_electonic/4');
    await page.locator('[data-status="not_submitted"]').waitFor();
    await context.setOffline(true);
    const photo = await twelveMegapixelPhoto();
    expect(photo.length).toBeGreaterThan(2_500_000);
    await choose('bug-robot.jpg', photo);
    await page.getByRole('button', { name: 'Отправить преподавателю' }).click();
    await page.getByText('Нет интернета. Фото сохранено на телефоне и уйдёт само, когда появится связь.').waitFor();
    await page.getByText('Фото ждёт отправки').waitFor();
    expect(await page.getByRole('button', { name: /Фото ждут отправки: 1/ }).isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Жук-робот' }).waitFor();
    await page.getByText('Фото ждёт отправки').waitFor();
    // What waits is the compressed photo, not the 12-megapixel original.
    const queued = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('robotics-school');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const records = await new Promise<{ bytes: ArrayBuffer; mime: string }[]>((resolve) => {
        const request = db.transaction('outbox').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result as { bytes: ArrayBuffer; mime: string }[]);
      });
      db.close();
      return records.map((r) => ({ size: r.bytes.byteLength, mime: r.mime }));
    });
    expect(queued).toHaveLength(1);
    expect(queued[0]!.mime).toBe('image/jpeg');
    expect(queued[0]!.size).toBeLessThan(photo.length);
    expect(await submissionsOf(school.server, pupil.email, 4)).toBe(0);

    // Only the worker is left to send it: the page is gone when the network returns.
    const watcher = await context.newPage();
    await page.close();
    const cdp: CDPSession = await context.newCDPSession(watcher);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(school.server.baseURL) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: school.server.baseURL, registrationId, tag: 'outbox', lastChance: false });
    await expect.poll(() => submissionsOf(school.server, pupil.email, 4)).toBe(1);

    page = watcher;
    await page.goto('/main/project_electonic/4');
    await page.locator('[data-status="pending"]').waitFor();
    await page.getByText('Файл: bug-robot.jpg').waitFor();
    expect(await page.getByText('Фото ждёт отправки').count()).toBe(0);
    expect(await submissionsOf(school.server, pupil.email, 4)).toBe(1);
  });
});
