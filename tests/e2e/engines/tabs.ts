import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startWebKit } from './webdriver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** One page of a phone's browser, driven the same way in every engine: by scripts in the page. */
export interface Tab {
  readonly engine: 'firefox' | 'webkit';
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The value of a JavaScript expression in the page (a promise is awaited). */
  run<T>(expression: string): Promise<T>;
  /** Saves a PNG of the page into SCREENSHOT_DIR, when it is set (docs/decisions/0257-three-engines-and-what-each-cannot-do.md). */
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

const PHONE = { width: 390, height: 844 };

function save(engine: string, name: string, png: Uint8Array) {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) writeFileSync(join(folder, `${engine}-${name}.png`), png);
}

/** Firefox ESR through WebDriver BiDi (puppeteer-core), at a phone's size. */
export async function openFirefox(): Promise<Tab> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: PHONE,
    extraPrefsFirefox: { 'intl.accept_languages': 'ru-RU' },
  });
  const page = await browser.newPage();
  await page.setViewport(PHONE);
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async screenshot(name) {
      if (process.env.SCREENSHOT_DIR) save('firefox', name, await page.screenshot({ type: 'png' }));
    },
    async close() {
      await browser.close();
    },
  };
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, its window at a phone's size (447 wide at least). */
export async function openWebKit(): Promise<Tab> {
  const session = await startWebKit();
  try {
    // The window has its frame around the page: set it so the page is a phone's, as far as it goes.
    await session.setWindowSize(PHONE.width, PHONE.height);
    const [width, height] = await session.execute<[number, number]>('return [innerWidth, innerHeight];');
    await session.setWindowSize(2 * PHONE.width - width, 2 * PHONE.height - height);
  } catch (error) {
    await session.close();
    throw error;
  }
  return {
    engine: 'webkit',
    goto: (url) => session.goto(url),
    reload: () => session.refresh(),
    run: <T>(expression: string) => session.execute<T>(`return (${expression});`),
    async screenshot(name) {
      if (process.env.SCREENSHOT_DIR) save('webkit', name, await session.screenshot());
    },
    close: () => session.close(),
  };
}

/** Waits until the expression (or the promise it gives) is truthy in the page; a page on its way is asked again. */
export async function until(tab: Tab, expression: string, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      // As a boolean: an element found is not a value every engine sends back.
      const value = await tab.run<boolean>(`Promise.resolve(${expression}).then(Boolean)`);
      if (value) return;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`${tab.engine}: не дождались «${what}» за ${timeoutMs} мс (последнее: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
