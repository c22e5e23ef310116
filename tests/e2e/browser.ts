import { STORAGE_KEY } from '../../domain/constants';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that work on this machine's closed network.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * What a context needs to run the school's service worker. Without it a context blocks service
 * workers: a worker that installs downloads and stores the whole precache (4.7 MB), work that only
 * the tests of the offline app, the outbox's worker and updates need.
 */
export const WITH_WORKER: BrowserContextOptions = { serviceWorkers: 'allow' };

/** A context on the server at baseURL, as this device, in Russian, with no service worker unless `options` has WITH_WORKER (and Playwright's own options). */
export async function newContext(browser: Browser, baseURL: string, device: BrowserContextOptions = DESKTOP, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, baseURL, locale: 'ru-RU', serviceWorkers: 'block', ...options });
  // Each wait ends when its event comes; the limit, Playwright's 30 s by default, leaves room for
  // a slow host (docs/decisions/0305-time-limits-for-a-slow-host.md).
  context.setDefaultTimeout(90_000);
  return context;
}

/**
 * Signs in through the API, keeps the token where the login page keeps it, and opens /main: what
 * the login form does, without loading the login page first. The form itself is tested by
 * tests/e2e/auth.test.ts and with logInThroughForm.
 */
export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const answer = await page.request.post('/api/v1/users/profile/login', { data: { email: account.email, password: account.password } });
  if (!answer.ok()) throw new Error(`Вход ${account.email} не удался: ${answer.status()} ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  // A light document of the school's origin, to reach its localStorage.
  await page.goto('/api/health');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEY, value: token });
  await page.goto('/main');
  await page.waitForURL('**/main');
}

/** Logs in through the login page and waits for /main. */
export async function logInThroughForm(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Пароль').fill(account.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/main');
}

/**
 * Waits until the service worker has installed (its precache complete) and controls the page:
 * it takes control after one reload. The context must have been opened WITH_WORKER.
 */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
