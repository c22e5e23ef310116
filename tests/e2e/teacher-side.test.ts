import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn, logInThroughForm, PHONE } from './browser';
import type { RunningServer } from './server';
import { useSchool } from './school';

// The teacher's side of a class of 30, in the real browser at 390×844 and 1280×800
// (docs/product.md, «Главная», «Проверка работ», «Классы»): the home says what waits and no
// pupil's menu flashes after the login; a double click on «Принять» decides one work with one
// success; the queue filters by class, names each card's class and keeps «Отменить решение»
// after a reload; the matrix finds who has not started a project, marks missing consent and
// reaches the other class; «Новый код» asks first.

const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const SHOTS = process.env.SCREENSHOTS_DIR;
const year = new Date().getUTCFullYear();

async function api(server: RunningServer, path: string, init: { method?: string; token?: string; json?: object; body?: FormData; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = init.token;
  if (init.json) headers['content-type'] = 'application/json';
  const answer = await fetch(`${server.baseURL}/api/v1${path}`, { method: init.method ?? 'GET', headers, body: init.json ? JSON.stringify(init.json) : init.body });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

interface Setup {
  classes: { id: number; code: string; name: string }[];
  /** Each pupil's token and work, by first name. */
  pupils: Map<string, { token: string; submissionId: number }>;
}

/** Two classes of the demo teacher; in each, pupils with a photo of a project waiting, and one child whose parent has not agreed yet. */
async function twoClasses(server: RunningServer, tag: string): Promise<Setup> {
  const { token } = (await api(server, '/users/profile/login', { method: 'POST', json: { email: teacher.email, password: teacher.password } })) as { token: string };
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c9b28a', noise: { type: 'gaussian', mean: 140, sigma: 40 } } }).jpeg({ quality: 70 }).toBuffer();
  const classes: Setup['classes'] = [];
  const pupils: Setup['pupils'] = new Map();
  const plan = [
    { name: `Среда ${tag}`, pupils: [['Анна', 12], ['Борис', 12]] as const },
    { name: `Пятница ${tag}`, pupils: [['Вера', 3], ['Глеб', 12]] as const },
  ];
  for (const [c, entry] of plan.entries()) {
    const { data } = (await api(server, '/classes', { method: 'POST', token, json: { name: entry.name } })) as { data: { id: number; code: string } };
    classes.push({ id: data.id, code: data.code, name: entry.name });
    for (const [index, [firstName, project]] of entry.pupils.entries()) {
      const email = `t-${tag}-${c}-${index}-${Date.now()}@example.com`;
      const password = 'correct-horse-42';
      await api(server, '/users/profile/signup', { method: 'POST', json: { firstName, email, password, birthYear: year - 15, classCode: data.code } });
      const pupil = (await api(server, '/users/profile/login', { method: 'POST', json: { email, password } })) as { token: string };
      await api(server, '/classes/join', { method: 'POST', token: pupil.token, json: { code: data.code, lastName: 'Смирнов' } });
      const form = new FormData();
      form.append('project_id', String(project));
      form.append('project_photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'build.jpg');
      await api(server, `/projects/${project}/submission`, { method: 'POST', token: pupil.token, body: form, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      const mine = (await api(server, '/users/my-submissions', { token: pupil.token })) as { data: { id: number }[] };
      pupils.set(firstName, { token: pupil.token, submissionId: mine.data[0]!.id });
    }
    // A child of 10 whose parent has not answered the letter yet.
    const email = `young-${tag}-${c}-${Date.now()}@example.com`;
    await api(server, '/users/profile/signup', { method: 'POST', json: { firstName: 'Дима', email, password: 'correct-horse-42', birthYear: year - 10, parentEmail: `parent-${tag}-${c}@example.com`, classCode: data.code } });
    const young = (await api(server, '/users/profile/login', { method: 'POST', json: { email, password: 'correct-horse-42' } })) as { token: string };
    await api(server, '/classes/join', { method: 'POST', token: young.token, json: { code: data.code } });
  }
  return { classes, pupils };
}

/** Records whether a pupil's menu item («Мои работы») or the children's story ever appeared in the page. */
async function watchForPupilScreens(page: Page) {
  await page.addInitScript(() => {
    const seen = { pupilMenu: false, story: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (Array.from(document.querySelectorAll('a')).some((a) => a.textContent?.trim() === 'Мои работы')) seen.pupilMenu = true;
      if (document.body?.textContent?.includes('Давным-давно')) seen.story = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const seenPupilScreens = (page: Page) => page.evaluate(() => (window as unknown as { __seen: { pupilMenu: boolean; story: boolean } }).__seen);

/** Nothing runs off the screen sideways (a long comment in the bank once widened the phone's page). */
async function noSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

const photoLoaded = (page: Page) => page.waitForFunction(() => (document.querySelector('.review-detail .photo-zoom img') as HTMLImageElement | null)?.complete === true);

for (const [device, label] of [
  [DESKTOP, '1280'],
  [PHONE, '390'],
] as const) {
  describe.skipIf(!inject('chromium'))(`the teacher’s side at ${label}`, () => {
    const school = useSchool();
    let setup: Setup;
    beforeAll(async () => {
      setup = await twoClasses(school.server, label);
    });

    it('home: what waits, no pupil menu or story after the login', async () => {
      const context = await school.context(device);
      const page = await context.newPage();
      await watchForPupilScreens(page);
      await logInThroughForm(page, teacher);
      const waiting = page.getByRole('region', { name: 'Что ждёт вас' });
      await waiting.waitFor();
      await page.getByRole('link', { name: 'Работы на проверке: 4' }).waitFor();
      await page.getByText('Согласия родителей: ждут 2').waitFor();
      expect(await page.getByRole('region', { name: /Согласия родителей/ }).getByText('ждёт согласия').count()).toBe(2);
      await page.waitForTimeout(300);
      expect(await seenPupilScreens(page)).toEqual({ pupilMenu: false, story: false });
      await noSideScroll(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/teacher-home-${label}.png`, fullPage: true });
      await context.close();
    });

    it('review: filters by class, a double click on «Принять» gives one success, and «Отменить решение» survives a reload', async () => {
      const context = await school.context(device);
      const page = await context.newPage();
      await logIn(page, teacher);
      await page.goto('/main/review');
      await page.getByText('Ждут проверки: 4').waitFor();
      const wednesday = setup.classes[0]!;
      expect(await page.locator('.queue-card__class', { hasText: wednesday.name }).count()).toBe(2);
      await page.getByLabel('Класс').selectOption(String(wednesday.id));
      await page.getByText('Ждут проверки: 2 из 4').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-filter-${label}.png` });
      await page.locator('.queue-card').first().click();
      await page.getByRole('article', { name: /Анна/ }).waitFor();
      await photoLoaded(page);

      const approvals: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/approve')) approvals.push(request.url());
      });
      await page.locator('.review-detail__approve').dblclick();
      await page.getByText(/^Принято! Анна Смирнов/).waitFor();
      await page.getByRole('article', { name: /Борис/ }).waitFor();
      await page.waitForTimeout(800);
      expect(approvals).toHaveLength(1);
      expect(await page.getByText('Эту работу уже проверили').count()).toBe(0);
      expect(await page.locator('.review__notice--error').count()).toBe(0);
      expect(await page.getByRole('article', { name: /Борис/ }).isVisible()).toBe(true);

      // A return with words: they are in the comment bank next time.
      await photoLoaded(page);
      await page.getByLabel(/Что исправить/).fill('Пайка не блестит. Перепаяй минус светодиода: капля олова легла рядом с площадкой и ножка не касается соседней.');
      await page.getByRole('button', { name: 'Вернуть на доработку' }).click();
      await page.getByText(/^Возвращено на доработку: Борис/).waitFor();

      await page.reload();
      await page.getByText('Ждут проверки: 2').waitFor();
      await page.getByText(/Возвращено: Борис Смирнов, №12\./).waitFor();
      await page.getByRole('button', { name: 'Ещё решения за 10 минут: 1' }).click();
      const older = page.getByRole('list', { name: 'Решения за 10 минут' });
      await older.getByText(/Принято: Анна Смирнов/).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-recent-${label}.png` });
      await older.getByRole('button', { name: 'Отменить решение' }).click();
      await page.getByText('Решение отменено: работа снова ждёт проверки').waitFor();
      await page.getByRole('article', { name: /Анна/ }).waitFor();
      // On a phone the list hides while a work is open: the count is there all the same.
      await page.getByText('Ждут проверки: 3').waitFor({ state: 'attached' });
      const bank = page.getByRole('group', { name: 'Частые комментарии' });
      await bank.getByRole('button', { name: /^Пайка не блестит/ }).click();
      expect(await page.getByLabel(/Что исправить/).inputValue()).toMatch(/^Пайка не блестит\. Перепаяй минус/);
      await photoLoaded(page);
      await noSideScroll(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-bank-${label}.png` });
      await context.close();
    });

    it('matrix: who has not started a project, consent marks, and the other class one tap away', async () => {
      const context = await school.context(device);
      const page = await context.newPage();
      await logIn(page, teacher);
      const [wednesday, friday] = setup.classes;
      await page.goto(`/main/classes/${wednesday!.id}`);
      await page.getByRole('heading', { name: wednesday!.name }).waitFor();
      expect(await page.locator('.matrix tbody th', { hasText: 'Дима' }).getByText('ждёт согласия').count()).toBe(1);
      await page.getByRole('button', { name: 'Не начали проект' }).click();
      await page.getByLabel('Какой проект').selectOption('12');
      await page.getByText(/Не начали №12: 1 из 3/).waitFor();
      expect(await page.locator('.matrix tbody th').allTextContents()).toEqual([expect.stringContaining('Дима')]);
      await noSideScroll(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/matrix-not-started-${label}.png`, fullPage: label === '390' });
      await page.getByRole('navigation', { name: 'Мои классы' }).getByRole('link', { name: friday!.name }).click();
      await page.getByRole('heading', { name: friday!.name }).waitFor();
      expect(page.url()).toContain(`/main/classes/${friday!.id}`);
      await context.close();
    });

    it('classes: «Новый код» asks first, «Отмена» keeps the code', async () => {
      const context = await school.context(device);
      const page = await context.newPage();
      await logIn(page, teacher);
      await page.goto('/main/classes');
      const wednesday = setup.classes[0]!;
      const card = page.getByRole('article', { name: `Класс «${wednesday.name}»` });
      await card.getByRole('button', { name: 'Новый код' }).click();
      const question = card.getByRole('group', { name: /Поменять код/ });
      await question.waitFor();
      await question.scrollIntoViewIfNeeded();
      if (SHOTS) await card.screenshot({ path: `${SHOTS}/classes-new-code-${label}.png` });
      await noSideScroll(page);
      await question.getByRole('button', { name: 'Отмена' }).click();
      expect(await card.getByTestId('join-code').textContent()).toBe(wednesday.code);
      await context.close();
    });

    it('answers: a pupil’s message is read and answered from the queue', async () => {
      const server = school.server;
      const { token } = (await api(server, '/users/profile/login', { method: 'POST', json: { email: teacher.email, password: teacher.password } })) as { token: string };
      const gleb = setup.pupils.get('Глеб')!;
      await api(server, `/review/submissions/${gleb.submissionId}/return`, { method: 'POST', token, json: { comment: 'Сфотографируй плату ближе' } });
      await api(server, `/review/submissions/${gleb.submissionId}/messages`, { method: 'POST', token: gleb.token, json: { text: 'А так видно? Я переснял сбоку.' } });
      const context = await school.context(device);
      const page = await context.newPage();
      await logIn(page, teacher);
      await page.goto('/main/review');
      const answers = page.getByRole('region', { name: 'Новые ответы учеников' });
      await answers.getByRole('button', { name: 'Прочитать и ответить' }).click();
      const conversation = page.getByRole('region', { name: /Переписка: Глеб Смирнов, №12/ });
      await conversation.getByText('А так видно? Я переснял сбоку.').waitFor();
      await conversation.getByLabel('Ответить').fill('Да, теперь видно. Пришли снова.');
      await conversation.getByRole('button', { name: 'Отправить' }).click();
      await conversation.getByText('Да, теперь видно. Пришли снова.').waitFor();
      await noSideScroll(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-answer-${label}.png` });
      // The page shows the answer as it sends it: the server has it a moment later.
      const thread = async () => ((await api(server, `/review/submissions/${gleb.submissionId}/messages`, { token: gleb.token })) as { data: { text: string }[] }).data.map((m) => m.text);
      await expect.poll(thread).toContain('Да, теперь видно. Пришли снова.');
      await context.close();
    });
  });
}
