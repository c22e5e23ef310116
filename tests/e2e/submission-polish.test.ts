import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { MAX_PHOTO_BYTES, SUBMISSION_MSG } from '../../domain/submission';
import { cameraJpeg, noisyJpeg } from '../helpers/photos';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { submissionsOf } from './server';
import { useSchool } from './school';

// What a pupil tripped over while sending a photo, in real Chromium: a photo queued offline that
// arrived after a reload still looked unsent on every open page, a stale size error stayed under a
// good photo, and the card of a photo being sent said it was waiting.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
const QUEUED = 'Нет интернета. Фото сохранено на телефоне и уйдёт само, когда появится связь.';

describe.skipIf(!inject('chromium'))('sending a photo, polished', () => {
  const school = useSchool();
  let context: BrowserContext;
  let page: Page;
  let photo: Buffer;
  const files = mkdtempSync(join(tmpdir(), 'school-e2e-photos-'));

  beforeAll(async () => {
    context = await school.context(PHONE, WITH_WORKER);
    page = await context.newPage();
    await logIn(page, pupil);
    await waitForWorker(page);
    photo = await noisyJpeg(1200, 900);
  });
  afterAll(async () => {
    await context?.setOffline(false);
    rmSync(files, { recursive: true, force: true });
  });

  /**
   * Chooses the photo as a file on disk, which Chromium reads itself (its type from the name): a
   * buffer of 15–18 MB went to the page in base64 through the DevTools protocol, for many seconds.
   */
  async function choose(on: Page, name: string, buffer: Buffer) {
    const path = join(files, name);
    writeFileSync(path, buffer);
    await on.getByTestId('photo-input').setInputFiles(path);
  }

  it('shows a photo queued offline as sent on every open page once the outbox delivers it after a reload', async () => {
    await page.goto('/main/project_electonic/4');
    await page.locator('[data-status="not_submitted"]').waitFor();
    // Two more tabs of the same pupil: the same guide and the projects page.
    const sameGuide = await context.newPage();
    await sameGuide.goto('/main/project_electonic/4');
    await sameGuide.locator('[data-status="not_submitted"]').waitFor();
    const projects = await context.newPage();
    await projects.goto('/main/projects');
    const card = projects.locator('.project-card', { has: projects.getByRole('heading', { name: /^№4 / }) });
    await card.waitFor();

    await context.setOffline(true);
    await choose(page, 'robot.jpg', photo);
    await page.locator('.picker__name', { hasText: 'robot.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Отправить преподавателю' }).click();
    await page.getByText(QUEUED).waitFor();
    await page.reload();
    await page.getByText('Фото ждёт отправки').waitFor();
    expect(await submissionsOf(school.server, pupil.email, 4)).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => submissionsOf(school.server, pupil.email, 4)).toBe(1);
    // Before: every tab kept «Проект ещё не сдан» with the upload form, 20 s later too.
    for (const tab of [page, sameGuide]) {
      await tab.locator('[data-status="pending"]').waitFor();
      await tab.getByText('Файл: robot.jpg').waitFor();
      expect(await tab.getByText('Фото ждёт отправки').count()).toBe(0);
      expect(await tab.getByRole('button', { name: 'Отправить преподавателю' }).count()).toBe(0);
      expect(await tab.getByRole('button', { name: /Фото ждут отправки/ }).count()).toBe(0);
    }
    await card.locator('.status-tag--pending').waitFor();
    expect(await submissionsOf(school.server, pupil.email, 4)).toBe(1);
    await sameGuide.close();
    await projects.close();
  });

  it('clears the size error once a good photo is chosen', async () => {
    await page.goto('/main/project_electonic/5');
    await page.locator('[data-status="not_submitted"]').waitFor();
    // A camera photo over 10 MB is shrunk before sending; a GIF cannot be, and is refused at once.
    await choose(page, 'huge.gif', Buffer.alloc(18 * 1024 * 1024, 1));
    await page.getByText(SUBMISSION_MSG.gifTooBig).waitFor();
    await choose(page, 'good.jpg', photo);
    await page.locator('.picker__name', { hasText: 'good.jpg' }).waitFor();
    // Before: the red message stayed under the enabled button for 5 s.
    expect(await page.getByText(SUBMISSION_MSG.gifTooBig).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Отправить преподавателю' }).isEnabled()).toBe(true);
  });

  it('says the photo is being sent while it uploads, with no disabled buttons', async () => {
    await page.goto('/main/project_electonic/6');
    await page.locator('[data-status="not_submitted"]').waitFor();
    const held = new Promise<Route>((resolve) => {
      void page.route('**/api/v1/projects/6/submission', (route) => resolve(route));
    });
    await choose(page, 'torch.jpg', photo);
    await page.locator('.picker__name', { hasText: 'torch.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Отправить преподавателю' }).click();
    const route = await held;

    const card = page.locator('.outbox-item');
    await card.getByText('Фото отправляется…').waitFor();
    // Before: «Фото ждёт отправки» with disabled «Повторить» and «Удалить» above the bar.
    expect(await card.getByText('Фото ждёт отправки').count()).toBe(0);
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('progressbar', { name: 'Отправка фото' }).isVisible()).toBe(true);

    await route.continue();
    await page.locator('[data-status="pending"]').waitFor();
    expect(await page.locator('.outbox-item').count()).toBe(0);
    await page.unroute('**/api/v1/projects/6/submission');
  });

  it('takes a phone’s 48-megapixel photo of 15 MB: shrunk on the phone under 10 MB, then sent', async () => {
    // What a phone camera makes at 48 Mp: 6000×8000, about 15 MB as JPEG.
    const camera = await cameraJpeg(6000, 8000);
    expect(camera.length).toBeGreaterThan(MAX_PHOTO_BYTES);
    await page.goto('/main/project_electonic/7');
    await page.locator('[data-status="not_submitted"]').waitFor();
    let sentBytes = 0;
    await page.route('**/api/v1/projects/7/submission', (route) => {
      sentBytes = route.request().postDataBuffer()?.length ?? 0;
      return route.continue();
    });
    await choose(page, 'IMG_20261128_101500.jpg', camera);
    // Before: «Размер файла не должен превышать 10MB» at once, nothing sent.
    await page.locator('.picker__name', { hasText: 'IMG_20261128_101500.jpg' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Отправить преподавателю' }).click();
    await page.locator('[data-status="pending"]').waitFor({ timeout: 120_000 });
    expect(sentBytes).toBeGreaterThan(0);
    expect(sentBytes).toBeLessThan(MAX_PHOTO_BYTES);
    expect(await submissionsOf(school.server, pupil.email, 7)).toBe(1);
    await page.unroute('**/api/v1/projects/7/submission');
  });
});
