import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/services/seed';
import { noisyJpeg } from '../../helpers/photos';
import { startServer, submissionsOf, type RunningServer } from '../server';
import { startSwitch, type ServerSwitch } from './switch';
import { until, type Tab } from './tabs';

// The core loop in the two engines that are not Chromium (docs/decisions/0257-three-engines-and-what-each-cannot-do.md):
// Firefox ESR through WebDriver BiDi and WebKitGTK through WebKitWebDriver, at a phone's size. A
// pupil signs in, opens a guide, reads it again after a reload with the server gone, sends a photo
// while the server cannot be reached (the phone's network up: no `offline` event) and sees it
// delivered, once, without a touch when the server is back; the teacher approves, the pupil sees it.
// Neither engine has Background Sync: only the page's own retries (0256) bring the photo home.

const masha = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;

/** Helpers every expression below may use, in the page. */
const IN_PAGE = `
  const main = () => document.querySelector('main')?.textContent ?? '';
  const button = (name) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name && !b.disabled);
  const fill = (input, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
`;
const page = (body: string) => `(() => { ${IN_PAGE} ${body} })()`;

/** True once the page's outbox in IndexedDB holds nothing. */
const OUTBOX_EMPTY = `new Promise((resolve) => {
  const open = indexedDB.open('robotics-school');
  open.onerror = () => resolve(false);
  open.onsuccess = () => {
    const count = open.result.transaction('outbox').objectStore('outbox').count();
    count.onsuccess = () => { open.result.close(); resolve(count.result === 0); };
    count.onerror = () => { open.result.close(); resolve(false); };
  };
})`;

export interface Engine {
  name: string;
  /** The browser's program: without it the loop is skipped locally, and fails in CI. */
  binary: string;
  open(): Promise<Tab>;
}

async function approveAsTeacher(server: RunningServer, projectId: number) {
  const login = await fetch(`${server.baseURL}/api/v1/users/profile/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: teacher.email, password: teacher.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const row = await server.db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .select('submissions.id')
    .where('users.email', '=', masha.email)
    .where('submissions.project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  const answer = await fetch(`${server.baseURL}/api/v1/review/submissions/${row.id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  expect(answer.status).toBe(200);
}

/** The core loop in one engine: a file per engine, so CI runs them side by side. */
export function coreLoop(engine: Engine) {
  const project = 1;
  describe.skipIf(!inject('chromium') || (!existsSync(engine.binary) && !process.env.CI))(`the core loop in ${engine.name}`, () => {
    let server: RunningServer;
    let school: ServerSwitch;
    let tab: Tab;
    let photo: string;

    beforeAll(async () => {
      server = await startServer();
      school = await startSwitch(server.baseURL);
      photo = (await noisyJpeg(1200, 900)).toString('base64');
      tab = await engine.open();
    });
    afterAll(async () => {
      await tab?.close();
      await school?.close();
      await server?.close();
    });

    it('signs in, reads a guide with the server gone, sends a photo that leaves by itself once, and sees it approved', async () => {
      const guide = `${school.url}/main/project_electonic/${project}`;

      // Signs in as a pupil.
      await tab.goto(`${school.url}/login`);
      await until(tab, page(`return document.querySelector('input[type="email"]') && button('Войти');`), 'форма входа');
      await tab.screenshot('login');
      await tab.run(
        page(`
          fill(document.querySelector('input[type="email"]'), ${JSON.stringify(masha.email)});
          fill(document.querySelector('input[type="password"]'), ${JSON.stringify(masha.password)});
          button('Войти').click();
          return true;
        `),
      );
      await until(tab, `location.pathname === '/main'`, 'главная ученика');
      // A phone's page: 390×844, but MiniBrowser's window is never narrower than 447 (0257).
      const [width, height] = await tab.run<number[]>('[innerWidth, innerHeight]');
      expect(width).toBe(tab.engine === 'webkit' ? 447 : 390);
      expect(height).toBe(844);
      await tab.screenshot('main');

      // Opens a guide, and reads it again after a reload with the server gone: the worker keeps it.
      await until(tab, `navigator.serviceWorker.ready.then(() => true)`, 'установленный сервис-воркер', 60_000);
      await tab.goto(guide);
      await until(tab, page(`return /Шаг 1/.test(main()) && document.querySelector('[data-status="not_submitted"]');`), 'инструкция проекта');
      await until(tab, `navigator.serviceWorker.controller !== null`, 'сервис-воркер управляет страницей');
      await tab.screenshot('guide');
      // A first visit: nothing waits, so no update is offered (0258).
      expect(await tab.run<string>('document.body.textContent')).not.toContain('Доступна новая версия школы');
      await school.down();
      await tab.reload();
      await until(tab, page(`return /Шаг 1/.test(main());`), 'инструкция без сервера');

      // A photo sent while the server cannot be reached waits on the phone, with the network up.
      expect(await tab.run<boolean>('navigator.onLine')).toBe(true);
      await until(tab, page(`return document.querySelector('[data-testid="photo-input"]');`), 'выбор фото');
      await tab.run(
        page(`
          const bytes = Uint8Array.from(atob(${JSON.stringify(photo)}), (c) => c.charCodeAt(0));
          const files = new DataTransfer();
          files.items.add(new File([bytes], 'radio.jpg', { type: 'image/jpeg' }));
          const input = document.querySelector('[data-testid="photo-input"]');
          input.files = files.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
          return true;
        `),
      );
      await until(tab, page(`return button('Отправить преподавателю');`), 'кнопка отправки');
      await tab.run(page(`button('Отправить преподавателю').click(); return true;`));
      await until(
        tab,
        page(`
          const anyway = button('Отправить всё равно');
          if (anyway) anyway.click();
          return document.body.textContent.includes('Фото ждёт отправки') && document.body.textContent.includes('Школа сейчас не отвечает');
        `),
        'фото ждёт: школа не отвечает',
        30_000,
      );
      expect(await tab.run<string>('document.body.textContent')).not.toContain('Нет интернета');
      await tab.screenshot('waiting');
      expect(await submissionsOf(server, masha.email, project)).toBe(0);

      // The server comes back: the photo leaves by itself, with no touch, and only once.
      await school.up();
      const sentBy = Date.now() + 60_000;
      while ((await submissionsOf(server, masha.email, project)) === 0) {
        if (Date.now() > sentBy) throw new Error(`${engine.name}: фото не ушло за 60 с с открытой страницей`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await until(tab, page(`return document.querySelector('[data-status="pending"]') && !document.body.textContent.includes('Фото ждёт отправки');`), 'работа на проверке', 30_000);
      // The outbox empty, nothing is left to send again: the server holds the one work.
      await until(tab, OUTBOX_EMPTY, 'очередь отправки пуста', 30_000);
      expect(await submissionsOf(server, masha.email, project)).toBe(1);

      // The teacher approves; the pupil sees it.
      await approveAsTeacher(server, project);
      await tab.reload();
      await until(tab, page(`return document.querySelector('[data-status="approved"]');`), 'работа принята', 30_000);
      await tab.screenshot('approved');
    });
  });
}
