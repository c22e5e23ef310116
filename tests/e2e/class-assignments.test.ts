import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { dayText, schoolDay } from '../../domain/class-life';
import { DESKTOP, PHONE } from './browser';
import { signUp } from './server';
import { useSchool } from './school';

// A pupil on a phone (390×844) sees the class's assignment with its days left and the teacher's
// announcement on «Главная» (docs/decisions/0281-…, 0282-…). Set up through the API, signed in by
// the stored token, without the service worker: the test is about the page.

const SHOTS = process.env.CLASS_LIFE_SHOTS; // a folder: screenshots at 390×844 and 1280×800 to look at
const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const pupil = { name: 'Тимур', email: `assign-${Date.now()}@example.com`, password: 'timur-pass-2026' };
const DAY = 86_400;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const size of [PHONE.viewport, DESKTOP.viewport]) {
    await page.setViewportSize(size);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE.viewport);
}

describe.skipIf(!inject('chromium'))('a class’s assignments and announcements', () => {
  const school = useSchool();

  async function apiCall<T>(token: string | undefined, method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
    const reply = await fetch(`${school.server.baseURL}${path}`, {
      method,
      headers: { ...(token ? { authorization: token } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: reply.status, body: (await reply.json()) as T };
  }
  const tokenOf = async (account: { email: string; password: string }) =>
    (await apiCall<{ token: string }>(undefined, 'POST', '/api/v1/users/profile/login', { email: account.email, password: account.password })).body.token;

  it('a pupil sees the assignment with its days left and the announcement on the home page', async () => {
    const teacherToken = await tokenOf(teacher);
    const created = await apiCall<{ data: { id: number; code: string } }>(teacherToken, 'POST', '/api/v1/classes', { name: '5 «Б», среда' });
    expect(created.status).toBe(201);
    const classId = created.body.data.id;
    await signUp(school.server, pupil);
    const pupilToken = await tokenOf(pupil);
    expect((await apiCall(pupilToken, 'POST', '/api/v1/classes/join', { code: created.body.data.code })).status).toBe(200);
    const due = schoolDay(Math.floor(Date.now() / 1000) + 3 * DAY);
    expect((await apiCall(teacherToken, 'POST', `/api/v1/classes/${classId}/assignments`, { projectId: 4, due })).status).toBe(201);
    expect((await apiCall(teacherToken, 'POST', `/api/v1/classes/${classId}/assignments`, { lessonId: 1, due: schoolDay(Math.floor(Date.now() / 1000)) })).status).toBe(201);
    expect((await apiCall(teacherToken, 'POST', `/api/v1/classes/${classId}/announcements`, { text: 'В среду паяем жука — возьмите батарейки!' })).status).toBe(201);

    // The device counts days in the school's time zone, as a pupil in Moscow does.
    const context = await school.context(PHONE, {
      serviceWorkers: 'block',
      timezoneId: 'Europe/Moscow',
      storageState: { cookies: [], origins: [{ origin: school.server.baseURL, localStorage: [{ name: 'Authorization', value: pupilToken }] }] },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/main');

    const news = page.getByRole('region', { name: 'Класс «5 «Б», среда»' });
    const project = news.getByRole('listitem').filter({ hasText: 'Проект №4 «Жук-робот»' });
    await project.waitFor();
    expect(await project.count()).toBe(1);
    expect(await project.textContent()).toContain(`к ${dayText(due)}`);
    expect(await project.textContent()).toContain('осталось 3 дня');
    expect(await news.getByRole('listitem').filter({ hasText: 'Урок «' }).textContent()).toContain('сдать сегодня');
    expect(await news.getByRole('link', { name: 'Проект №4 «Жук-робот»' }).getAttribute('href')).toBe('/main/project_electonic/4');
    expect(await news.getByRole('list', { name: 'Объявления учителя' }).textContent()).toContain('В среду паяем жука — возьмите батарейки!');
    await shoot(page, 'pupil-home');

    if (SHOTS) {
      // The teacher's class page and the settings' notifications card, to look at.
      const teacherToken2 = teacherToken;
      const staff = await school.context(PHONE, {
        serviceWorkers: 'block',
        timezoneId: 'Europe/Moscow',
        storageState: { cookies: [], origins: [{ origin: school.server.baseURL, localStorage: [{ name: 'Authorization', value: teacherToken2 }] }] },
      });
      const desk = await staff.newPage();
      await desk.goto(`/main/classes/${classId}`);
      await desk.getByRole('heading', { name: 'Задания', level: 3 }).waitFor();
      await desk.getByRole('region', { name: 'Кто сдал задания' }).waitFor();
      await shoot(desk, 'teacher-class');
      await page.goto('/main/settings');
      await page.getByRole('heading', { name: 'Уведомления' }).waitFor();
      await shoot(page, 'pupil-settings');
    }
    expect(errors).toEqual([]);
  });
});
