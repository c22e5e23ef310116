import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { guides } from '../../src/content/guides';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn, PHONE } from './browser';
import type { RunningServer } from './server';
import { useSchool } from './school';

// Fingers and long words, in real Chromium: on a phone (390×844) every link of the footer and the
// breadcrumbs, the menu button and «Собери проект» are at least 44 px high; «шаг 2/10» fits its
// cell of the class matrix at 390 and at 1280; a long first name on the profile button
// (1280×800) is shown whole, not cut to «Александ…». Before: 19–24 px links, a 40 px menu button,
// «Собери проект» a word in a sentence, a 58 px cell for 59 px of text, and «…» mid-word.

const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const SHOTS = process.env.SCREENSHOTS_DIR;
const LONG_NAME = 'Александра-Виктория';
const pupil = { email: `long-${Date.now()}@example.com`, password: 'correct-horse-42' };
// A guide of at least 10 steps: the cell says «шаг 2/N» with a two-digit N.
const LONG_GUIDE = guides.find((guide) => guide.steps.length >= 10)!;

async function api(server: RunningServer, path: string, init: { method?: string; token?: string; json?: object } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = init.token;
  if (init.json) headers['content-type'] = 'application/json';
  const answer = await fetch(`${server.baseURL}/api/v1${path}`, { method: init.method ?? 'GET', headers, body: init.json ? JSON.stringify(init.json) : undefined });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** A class with one pupil of a long name, at step 2 of a long guide; the class's id. */
async function classWithABuilder(server: RunningServer): Promise<number> {
  const { token } = (await api(server, '/users/profile/login', { method: 'POST', json: { email: teacher.email, password: teacher.password } })) as { token: string };
  const { data } = (await api(server, '/classes', { method: 'POST', token, json: { name: 'Кружок, пятница' } })) as { data: { id: number; code: string } };
  await api(server, '/users/profile/signup', { method: 'POST', json: { firstName: LONG_NAME, ...pupil, birthYear: new Date().getUTCFullYear() - 15, classCode: data.code } });
  const own = (await api(server, '/users/profile/login', { method: 'POST', json: pupil })) as { token: string };
  await api(server, '/classes/join', { method: 'POST', token: own.token, json: { code: data.code } });
  await api(server, `/projects/${LONG_GUIDE.id}/progress`, { method: 'PUT', token: own.token, json: { parts: [], steps: [0, 1] } });
  return data.id;
}

/** Height and width of each element the locator finds, with its text. */
const sizes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { text: element.textContent?.trim() ?? '', height: Math.round(rect.height), width: Math.round(rect.width) };
    }),
  );

/** Text that does not fit its box: wider (or taller) inside than shown. */
const cut = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1).map((element) => element.textContent),
  );

describe.skipIf(!inject('chromium'))('targets for a finger and words that fit', () => {
  const school = useSchool();
  let classId: number;
  beforeAll(async () => {
    classId = await classWithABuilder(school.server);
  });

  it('on a phone: footer, breadcrumbs, the menu button and «Собери проект» are at least 44 px high', async () => {
    const context = await school.context(PHONE);
    const page = await context.newPage();
    await logIn(page, pupil);
    await page.goto('/main/project_electonic/1');
    await page.locator('[data-status="not_submitted"]').waitFor();
    const crumbs = await sizes(page, '.crumbs a');
    const footer = await sizes(page, '.footer a');
    const toggle = await sizes(page, '.header__toggle');
    expect(crumbs.map((link) => link.text)).toEqual(['Все проекты', 'Шпора']);
    expect(footer.length).toBeGreaterThan(0);
    for (const target of [...crumbs, ...footer, ...toggle]) {
      expect(target.height, target.text).toBeGreaterThanOrEqual(44);
      expect(target.width, target.text).toBeGreaterThanOrEqual(44);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/guide-crumbs-390.png` });
    await page.locator('.footer').scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/footer-390.png` });

    await page.goto('/main/myLevel');
    const build = page.getByRole('link', { name: 'Собери проект' });
    await build.waitFor();
    expect((await build.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await build.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/level-390.png` });
    await context.close();
  });

  it('on a laptop: a long first name on the profile button is shown whole', async () => {
    const context = await school.context(DESKTOP);
    const page = await context.newPage();
    await logIn(page, pupil);
    // «Профиль» until the profile has come.
    await page.locator('.profile-menu__name', { hasText: LONG_NAME }).waitFor();
    expect(await cut(page, '.profile-menu__name')).toEqual([]);
    // It breaks at its hyphen, a whole word on each line, inside the header.
    const header = (await page.locator('.header').boundingBox())!;
    const button = (await page.locator('.profile-menu__button').boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(header.y + header.height);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/header-long-name-1280.png` });
    await context.close();
  });

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)('at %s px «шаг 2/N» fits its cell of the matrix', async (width, device) => {
    const context = await school.context(device);
    const page = await context.newPage();
    await logIn(page, teacher);
    await page.goto(`/main/classes/${classId}`);
    const cell = page.locator(`td[data-project="${LONG_GUIDE.id}"] a`).first();
    await cell.waitFor();
    expect(await cell.textContent()).toContain(`шаг 2/${LONG_GUIDE.steps.length}`);
    // The text's own box (a Range around it) inside the cell's box: a centred line that is too wide spills out on both sides.
    const spill = await page.locator('.matrix__cell a').evaluateAll((links) =>
      links.flatMap((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const text = range.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return text.left < box.left - 0.5 || text.right > box.right + 0.5 ? [`${link.textContent}: ${Math.round(text.width)} > ${Math.round(box.width)}`] : [];
      }),
    );
    expect(spill).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/matrix-${width}.png` });
    await context.close();
  });
});
