import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn, PHONE } from './browser';
import type { RunningServer } from './server';
import { useSchool } from './school';

// A teacher goes through a class's works on a laptop (1280×800): the pupil's name, the photo and
// «Принять» on one screen without scrolling; the photo stays in sight while the comment is typed;
// after a return the next work opens at its top, its pupil's name in sight (docs/product.md,
// «Проверка работ»). Before, «Принять» was below the fold and the next work opened scrolled past
// its name.

const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const SHOTS = process.env.SCREENSHOTS_DIR;
const PUPILS = ['Анна', 'Борис', 'Вера', 'Глеб'];

async function api(server: RunningServer, path: string, init: { method?: string; token?: string; json?: object; body?: FormData; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = init.token;
  if (init.json) headers['content-type'] = 'application/json';
  const answer = await fetch(`${server.baseURL}/api/v1${path}`, { method: init.method ?? 'GET', headers, body: init.json ? JSON.stringify(init.json) : init.body });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** A class, and each pupil's portrait phone photo of project 12 waiting for the teacher. */
async function classWithWorks(server: RunningServer): Promise<void> {
  const { token } = (await api(server, '/users/profile/login', { method: 'POST', json: { email: teacher.email, password: teacher.password } })) as { token: string };
  const { data } = (await api(server, '/classes', { method: 'POST', token, json: { name: '6 «А»' } })) as { data: { code: string } };
  const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#c9b28a', noise: { type: 'gaussian', mean: 140, sigma: 40 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  for (const [index, firstName] of PUPILS.entries()) {
    const email = `laptop-${index}-${Date.now()}@example.com`;
    const password = 'correct-horse-42';
    await api(server, '/users/profile/signup', { method: 'POST', json: { firstName, email, password, birthYear: new Date().getUTCFullYear() - 15, classCode: data.code } });
    const pupil = (await api(server, '/users/profile/login', { method: 'POST', json: { email, password } })) as { token: string };
    await api(server, '/classes/join', { method: 'POST', token: pupil.token, json: { code: data.code, lastName: 'Смирнов' } });
    const form = new FormData();
    form.append('project_id', '12');
    form.append('project_photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'radio.jpg');
    await api(server, '/projects/12/submission', { method: 'POST', token: pupil.token, body: form, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  }
}

/** Where an element is on the screen: its top and bottom in viewport pixels. */
const box = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom) };
  });

const photoLoaded = (page: Page) => page.waitForFunction(() => (document.querySelector('.review-detail .photo-zoom img') as HTMLImageElement | null)?.complete === true);

describe.skipIf(!inject('chromium'))('reviewing a class on a laptop', () => {
  const school = useSchool();
  beforeAll(async () => {
    await classWithWorks(school.server);
  });

  it('shows the pupil, the photo and «Принять» on one 1280×800 screen; the photo stays while the comment is typed; the next work opens at its top', async () => {
    const context = await school.context(DESKTOP);
    const page = await context.newPage();
    await logIn(page, teacher);
    await page.goto('/main/review');
    await page.locator('.queue-card').first().click();
    await page.getByRole('article', { name: /Анна/ }).waitFor();
    await photoLoaded(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-1280-open.png` });
    const height = DESKTOP.viewport.height;
    for (const selector of ['.review-detail__head h2', '.review-detail .photo-zoom img', '.review-detail__approve']) {
      const { top, bottom } = await box(page, selector);
      expect(top, selector).toBeGreaterThanOrEqual(0);
      expect(bottom, selector).toBeLessThanOrEqual(height);
    }

    // R goes to the comment; while it is typed the photo is still in sight.
    await page.keyboard.press('KeyR');
    await page.keyboard.type('Перепаяй минус светодиода: пайка не блестит. Проверь, что ножка не касается соседней.');
    const photo = await box(page, '.review-detail .photo-zoom img');
    expect(photo.top).toBeGreaterThanOrEqual(0);
    expect(photo.bottom).toBeLessThanOrEqual(height);
    const comment = await box(page, '.review-detail__return textarea');
    expect(comment.bottom).toBeLessThanOrEqual(height);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-1280-typing.png` });

    // Ctrl+Enter returns it; the next work opens with its pupil's name at the top of the screen.
    await page.keyboard.press('Control+Enter');
    await page.getByRole('article', { name: /Борис/ }).waitFor();
    await photoLoaded(page);
    const head = await box(page, '.review-detail__head h2');
    // Below the app's sticky header, not under it.
    expect(head.top).toBeGreaterThanOrEqual((await box(page, '.header')).bottom);
    expect(head.bottom).toBeLessThanOrEqual(height);
    expect(await page.getByRole('button', { name: /^Принять/ }).isVisible()).toBe(true);
    const approve = await box(page, '.review-detail__approve');
    expect(approve.bottom).toBeLessThanOrEqual(height);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-1280-next.png` });
    await context.close();
  });

  it('on a phone (390×844) the next work after a return opens at its top too', async () => {
    const context = await school.context(PHONE);
    const page = await context.newPage();
    await logIn(page, teacher);
    await page.goto('/main/review');
    await page.locator('.queue-card').first().click();
    const first = page.getByRole('article', { name: /Работа/ });
    await first.waitFor();
    await photoLoaded(page);
    const name = (await page.locator('.review-detail__head h2').textContent()) ?? '';
    await page.getByLabel(/Что исправить/).fill('Сфотографируй плату ближе, пайку не видно.');
    await page.getByRole('button', { name: 'Вернуть на доработку' }).click();
    await page.waitForFunction((before) => {
      const heading = document.querySelector('.review-detail__head h2');
      return heading !== null && heading.textContent !== before;
    }, name);
    await photoLoaded(page);
    const head = await box(page, '.review-detail__head h2');
    expect(head.top).toBeGreaterThanOrEqual((await box(page, '.header')).bottom);
    expect(head.bottom).toBeLessThanOrEqual(PHONE.viewport.height);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-390-next.png` });
    await context.close();
  });
});
