import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { lessonKeyById } from '../../server/content/lesson-keys';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { lessonById } from '../../src/content/lessons';
import { DESKTOP, logIn, PHONE } from './browser';
import { signUp } from './server';
import { useSchool } from './school';

// The club around the lessons on phones (390×844): a pupil of a new class answers a question of
// lesson 1 wrong; the teacher marks the meeting («Все пришли», «Сохранить») and sees the diamonds
// credited, then the question at the top of «Трудные вопросы»; the pupil spends the meeting's
// diamonds on the lesson's task and hands a solution in; the teacher accepts it on «Задачи» and the
// pupil reads «Принято».

const SHOTS = process.env.CLUB_SHOTS; // a folder: screenshots at 390×844 and 1280×800 to look at
const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const pupil = { name: 'Соня', email: `club-${Date.now()}@example.com`, password: 'sonya-pass-2026' };
const LESSON = lessonById(1)!;

/** A circuit drawn on paper, 1200×900, as a PNG a pupil might pick. */
function drawnCircuit(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#fbf8ef"/>
    <g stroke="#1d3a8a" stroke-width="8" fill="none"><rect x="250" y="200" width="700" height="500"/><circle cx="950" cy="450" r="70" fill="#fbf8ef"/>
    <line x1="230" y1="420" x2="270" y2="420"/><line x1="210" y1="480" x2="290" y2="480"/></g>
    <text x="600" y="820" font-size="60" text-anchor="middle" fill="#1d3a8a" font-family="sans-serif">9 В, лампочка</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A call of our API from the page, with its session: for what the test sets up rather than checks. */
async function api<T>(page: Page, method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, json }) => {
      const reply = await fetch(path, {
        method,
        headers: { Authorization: localStorage.getItem('Authorization') ?? '', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: reply.status, body: (await reply.json()) as T };
    },
    { method, path, json },
  );
}

/** The page at 390×844 and at 1280×800 into SHOTS (around `at` when given), then back to the phone. */
async function shoot(page: Page, name: string, at?: Locator) {
  if (!SHOTS) return;
  for (const size of [PHONE.viewport, DESKTOP.viewport]) {
    await page.setViewportSize(size);
    // The menu slides to its place for the new width: wait for it to stop.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    if (at) await at.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: !at });
  }
  await page.setViewportSize(PHONE.viewport);
}

describe.skipIf(!inject('chromium'))('the club: attendance, the lessons report, a task read by the teacher', () => {
  const school = useSchool();

  it('marks a meeting, shows the hardest question, and accepts a task the pupil then sees accepted', async () => {
    const errors: string[] = [];
    const open = async () => {
      const page = await (await school.context(PHONE)).newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    };

    // A new class, and a pupil in it.
    const teacherPage = await open();
    await logIn(teacherPage, teacher);
    const created = await api<{ data: { id: number; code: string } }>(teacherPage, 'POST', '/api/v1/classes', { name: 'Кружок, пятница' });
    expect(created.status).toBe(201);
    const classId = created.body.data.id;
    await signUp(school.server, pupil);
    const pupilPage = await open();
    await logIn(pupilPage, pupil);
    expect((await api(pupilPage, 'POST', '/api/v1/classes/join', { code: created.body.data.code, lastName: 'Смирнова' })).status).toBe(200);

    // The pupil answers lesson 1's first question wrong and every other one right, through the check.
    const first = LESSON.questions[0]!;
    expect(first.kind).toBe('choice');
    const answers = lessonKeyById(1)!.questions.map((key, index) => {
      if (index === 0 && key.kind === 'choice' && first.kind === 'choice') return (key.correct + 1) % first.options.length;
      return key.kind === 'choice' ? key.correct : key.kind === 'number' ? key.answer : key.kind === 'order' ? [...key.order] : key.area;
    });
    const checked = await api<{ data: { passed: boolean; results: { ok: boolean }[] } }>(pupilPage, 'POST', '/api/v1/courses/1/lessons/1/check', { answers });
    expect(checked.status).toBe(200);
    expect(checked.body.data.results[0]!.ok).toBe(false);

    // The teacher marks today's meeting: everyone came.
    await teacherPage.goto(`/main/classes/${classId}`);
    await teacherPage.getByRole('button', { name: 'Отметить занятие' }).click();
    const sheet = teacherPage.getByRole('region', { name: /^Занятие / });
    await sheet.getByRole('button', { name: 'Все пришли' }).click();
    expect(await sheet.getByRole('checkbox', { name: /Соня Смирнова/ }).isChecked()).toBe(true);
    await shoot(teacherPage, 'attendance-ticked', sheet);
    await sheet.getByRole('button', { name: 'Сохранить: 1 ученик' }).click();
    await sheet.getByRole('status').filter({ hasText: 'Соня Смирнова: +20 алмазов' }).waitFor();
    expect(await sheet.getByRole('checkbox', { name: /Соня Смирнова/ }).isDisabled()).toBe(true);
    await shoot(teacherPage, 'attendance-saved', sheet);

    // Opened again the same day, the pupil is already marked.
    await teacherPage.reload();
    await teacherPage.getByRole('button', { name: 'Отметить занятие' }).click();
    await sheet.getByText('Все ученики класса уже отмечены сегодня.').waitFor();
    expect(await sheet.getByRole('checkbox', { name: /Соня Смирнова/ }).textContent()).toBe('');
    await expect.poll(() => sheet.getByRole('checkbox', { name: /Соня Смирнова/ }).isChecked()).toBe(true);

    // The lessons report: the wrong question is the hardest, with its lesson and the share wrong.
    const hard = teacherPage.locator('.hard-questions');
    const top = hard.getByRole('listitem').first();
    await top.waitFor();
    expect(await top.textContent()).toContain(first.prompt);
    expect(await top.textContent()).toContain(`Урок «${LESSON.title}»`);
    expect(await top.textContent()).toContain('100 % ошибок · неверно 1 из 1');
    expect(await hard.getByRole('listitem').count()).toBe(1);
    await shoot(teacherPage, 'lessons-report', teacherPage.getByRole('heading', { name: 'Уроки' }));

    // The soldering permit: a guide with the iron asks the pupil to take lesson 13 first; the
    // teacher cannot grant it yet; after the lesson's check the teacher grants it, the banner goes.
    const me = await api<{ data: { id: number } }>(pupilPage, 'GET', '/api/v1/users/profile');
    await pupilPage.goto('/main/project_electonic/1');
    const banner = pupilPage.getByRole('complementary', { name: 'Здесь нужен паяльник' });
    await banner.getByText('Сначала пройди урок «Паяльник без ожогов»').waitFor();
    expect(await banner.getByRole('link', { name: 'Открыть урок' }).getAttribute('href')).toBe('/main/lessons/13');
    await shoot(pupilPage, 'guide-banner', banner);
    await teacherPage.goto(`/main/pupils/${me.body.data.id}`);
    const card = teacherPage.getByRole('region', { name: 'Допуск к пайке' });
    await card.getByText('Урок «Паяльник без ожогов» ещё не пройден').waitFor();
    expect(await card.getByRole('button', { name: 'Выдать допуск' }).isDisabled()).toBe(true);
    await shoot(teacherPage, 'permit-locked', card);
    const safety = lessonKeyById(13)!.questions.map((key) =>
      key.kind === 'choice' ? key.correct : key.kind === 'number' ? key.answer : key.kind === 'order' ? [...key.order] : key.area,
    );
    const passed = await api<{ data: { passed: boolean } }>(pupilPage, 'POST', '/api/v1/courses/1/lessons/13/check', { answers: safety });
    expect(passed.body.data.passed).toBe(true);
    await teacherPage.reload();
    await card.getByText('Урок «Паяльник без ожогов» пройден').waitFor();
    await card.getByRole('button', { name: 'Выдать допуск' }).click();
    await card.getByText(/Допуск выдан: Ирина Петровна, /).waitFor();
    await shoot(teacherPage, 'permit-granted', card);
    const permitRead = pupilPage.waitForResponse((reply) => reply.url().endsWith('/api/v1/users/learning/soldering-permit'));
    await pupilPage.reload();
    expect(((await (await permitRead).json()) as { data: { granted: boolean } }).data.granted).toBe(true);
    await pupilPage.locator('#project-status').waitFor();
    expect(await banner.count()).toBe(0);

    // The pupil spends the meeting's diamonds on lesson 1's task and hands a solution in.
    await pupilPage.goto('/main/lessons/1');
    const task = pupilPage.getByRole('article', { name: 'Батарейка и лампочка' });
    await task.getByRole('button', { name: /^Купить за/ }).click();
    await task.getByLabel('Твоё решение').fill('Лампочка будет гореть ярче: напряжение больше, значит и ток больше.');
    // With a photo of the circuit drawn on paper: shrunk in the page, sent with the form.
    await task.getByTestId(/^task-\d+-photo-input$/).setInputFiles({ name: 'схема.png', mimeType: 'image/png', buffer: await drawnCircuit() });
    await task.getByText('Фото: схема.png').waitFor();
    await shoot(pupilPage, 'task-photo-chosen', task);
    await task.getByRole('button', { name: 'Отправить учителю' }).click();
    await task.getByText('Ждёт учителя.').waitFor();
    await shoot(pupilPage, 'task-waiting', task);

    // The teacher accepts it on «Задачи»; a second tap changes nothing.
    await teacherPage.goto('/main/review?tab=tasks');
    const solution = teacherPage.getByRole('article', { name: /Соня Смирнова, задача «Батарейка и лампочка»/ });
    await solution.getByText('Лампочка будет гореть ярче').waitFor();
    const photo = solution.getByRole('img', { name: /^Фото решения: Соня Смирнова/ });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
    await shoot(teacherPage, 'review-tasks');
    await solution.getByRole('button', { name: /^Фото решения/ }).click();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
    await shoot(teacherPage, 'review-task-photo-large', solution);
    await solution.getByRole('button', { name: /^Принять \(\+\d+ алмаз/ }).dblclick();
    await teacherPage.getByRole('status').filter({ hasText: /^Принято! Соня Смирнова: \+\d+ алмаз/ }).waitFor();
    await teacherPage.getByRole('heading', { name: 'Все решения задач проверены.' }).waitFor();
    expect(await teacherPage.getByRole('alert').count()).toBe(0);

    // The pupil sees «Принято».
    await pupilPage.reload();
    await task.getByText('Принято!').waitFor();
    expect(await task.textContent()).toContain('Учитель принял решение: +30 алмазов.');
    await shoot(pupilPage, 'task-accepted', task);
    expect(errors).toEqual([]);
  });
});
