import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { familiesRepository } from '../../server/db/repositories/families';
import { usersRepository } from '../../server/db/repositories/users';
import { createAccount } from '../../server/services/registration';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn, newContext, PHONE } from './browser';
import { useSchool } from './school';

// The axe scan of every route (docs/product.md §3) for every role at both widths: the build fails
// on any serious or critical violation of WCAG 2.2 A/AA. One server, one Chromium, one sign-in per
// role (its storage reused at the other width), the service worker blocked so each page is what
// the network gives at once.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const VISITOR_ROUTES = ['/login', '/password', '/password?token=abc', '/starttraining', '/family/consent?token=abc'];
const LEARNING_ROUTES = [
  '/main',
  '/main/electronics',
  '/main/microcontrol',
  '/main/secret-course',
  '/main/lessons/1',
  '/main/lessons/3',
  '/main/projects',
  '/main/project_electonic/1',
  '/main/project_electonic/99',
  '/main/electric-schemes',
  '/main/project_electrick_schem/1',
  '/main/whatispayka',
  '/main/spora',
  '/main/lab',
  '/main/materials',
  '/main/pcbs',
  '/main/mcu/firmware/sand-clock',
  '/main/mcu/firmware/radio',
  '/main/mega-projects',
  '/main/3d-models',
  '/main/profile',
  '/main/myLevel',
  '/main/rating',
  '/main/feedback',
  '/main/settings',
  '/main/settingssecur',
  '/main/my-work',
  '/join?code=ABC123',
];
const STAFF_ROUTES = ['/main', '/main/review', '/main/pupils', '/main/classes', 'CLASS', 'GALLERY', 'PUPIL', '/main/moderation', '/main/rating', '/main/settings', '/main/settingssecur', '/main/profile', 'PROFILE'];
const ADMIN_ROUTES = [...STAFF_ROUTES, '/admin', '/zombiebot'];
const PARENT_ROUTES = ['/family', 'CHILD', '/main/settings', '/main/settingssecur', '/main/feedback', '/main/review', '/admin'];

interface Found {
  route: string;
  width: number;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical violations axe finds on the page as it stands. */
async function scan(page: Page): Promise<Omit<Found, 'route' | 'width'>[]> {
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 5).map((n) => String(n.target.join(' '))) }));
  }, TAGS);
}

/** Requests in flight on the page, to know when a route has its data. */
function inFlight(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}

/**
 * Opens the route inside the running app (the router follows popstate), so the app and axe load
 * once per width, and waits until nothing is in flight for 150 ms and no loader shows.
 */
async function open(page: Page, route: string, pending: () => number): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await settle(page, pending);
}

async function settle(page: Page, pending: () => number): Promise<void> {
  const until = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await page.waitForTimeout(50);
    const busy = pending() > 0 || (await page.locator('.loader').count()) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
  }
}

async function scanRoutes(browser: Browser, baseURL: string, storage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined, routes: string[]): Promise<Found[]> {
  const widths = [PHONE, DESKTOP].map(async (device) => {
    const found: Found[] = [];
    const context = await newContext(browser, baseURL, device, { reducedMotion: 'reduce', bypassCSP: true, ...(storage ? { storageState: storage } : {}) });
    const page = await context.newPage();
    const pending = inFlight(page);
    await page.goto(routes[0]!);
    await page.addScriptTag({ content: axeSource });
    for (const route of routes) {
      await open(page, route, pending);
      // Leaving a page inside the app once ended here (an effect whose arrow returned Chromium's
      // scrollTo promise, which React took for a clean-up): a page that fails is no page to scan.
      if ((await page.getByRole('heading', { name: 'Что-то пошло не так' }).count()) > 0) {
        found.push({ route, width: device.viewport.width, id: 'page-error', impact: 'critical', help: '«Что-то пошло не так» instead of the page', targets: [] });
        continue;
      }
      for (const v of await scan(page)) found.push({ route, width: device.viewport.width, ...v });
    }
    await context.close();
    return found;
  });
  return (await Promise.all(widths)).flat();
}

function report(found: Found[]): string {
  return found.map((f) => `${f.route} @${f.width}: ${f.id} (${f.impact}) ${f.help} — ${f.targets.join(' | ')}`).join('\n');
}

describe.skipIf(!inject('chromium'))('every route passes axe (WCAG 2.2 AA) for every role at 390 and 1280 px', () => {
  const school = useSchool();
  const [pupil, teacher, admin] = ['pupil', 'teacher', 'admin'].map((role) => DEMO_ACCOUNTS.find((a) => a.role === role)!);
  const parent = { email: 'mama-axe@example.com', password: 'mama-axe-2026-pass' };

  /** Signs in once as this account and gives back its storage for both widths. */
  async function signedIn(account: { email: string; password: string }, landing = '**/main') {
    const context = await school.context(DESKTOP);
    const page = await context.newPage();
    if (landing === '**/main') await logIn(page, account);
    else {
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Пароль').fill(account.password);
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.waitForURL(landing);
    }
    return { storage: await context.storageState(), page };
  }

  function fill(routes: string[], ids: Record<string, string>): string[] {
    return routes.map((r) => ids[r] ?? r);
  }

  async function ids(): Promise<Record<string, string>> {
    const users = usersRepository(school.server.db);
    const pupilRow = (await users.findByEmail(pupil!.email))!;
    const teacherRow = (await users.findByEmail(teacher!.email))!;
    return { PUPIL: `/main/pupils/${pupilRow.id}`, PROFILE: `/profile/${pupilRow.id}`, CHILD: `/family/children/${pupilRow.id}`, TEACHER_PROFILE: `/profile/${teacherRow.id}` };
  }

  it('as a visitor', async () => {
    const found = await scanRoutes(school.browser, school.server.baseURL, undefined, VISITOR_ROUTES);
    expect(report(found)).toBe('');
  });

  it('as a pupil', async () => {
    const { storage } = await signedIn(pupil!);
    const found = await scanRoutes(school.browser, school.server.baseURL, storage, [...LEARNING_ROUTES, (await ids()).TEACHER_PROFILE!]);
    expect(report(found)).toBe('');
  });

  it('as a teacher', async () => {
    const { storage, page } = await signedIn(teacher!);
    const made = await page.evaluate(async () => {
      const reply = await fetch('/api/v1/classes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: localStorage.getItem('Authorization') ?? '' },
        body: JSON.stringify({ name: '5 «А»' }),
      });
      return ((await reply.json()) as { data: { id: number } }).data.id;
    });
    const found = await scanRoutes(school.browser, school.server.baseURL, storage, fill(STAFF_ROUTES, { ...(await ids()), CLASS: `/main/classes/${made}`, GALLERY: `/main/classes/${made}/gallery` }));
    expect(report(found)).toBe('');
  });

  it('as an admin', async () => {
    const { storage } = await signedIn(admin!);
    const found = await scanRoutes(school.browser, school.server.baseURL, storage, fill(ADMIN_ROUTES, { ...(await ids()), CLASS: '/main/classes/1', GALLERY: '/main/classes/1/gallery' }));
    expect(report(found)).toBe('');
  });

  it('as a parent', async () => {
    const db = school.server.db;
    const made = await createAccount(db, { name: 'Мама', email: parent.email, password: parent.password, role: 'parent' }, undefined, school.server.config.passwordHashCost);
    if (!made.ok) throw new Error('parent not created');
    const child = (await usersRepository(db).findByEmail(pupil!.email))!;
    await familiesRepository(db).link(made.id, child.id, Math.floor(Date.now() / 1000));
    const { storage } = await signedIn(parent, '**/family/**');
    const found = await scanRoutes(school.browser, school.server.baseURL, storage, fill(PARENT_ROUTES, await ids()));
    expect(report(found)).toBe('');
  });
});
