import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchChromium, newContext } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

// Every end-to-end file needs the same pair: the real server and Chromium, ready before its tests;
// after them the server closes, and so does every context the file opened. Twenty-one files wrote that out by
// hand (a few closing their contexts, most leaving them to the browser); this is the one copy.
// Call it inside the describe (or at the top of a file without one): it registers its own
// beforeAll/afterAll. A file's own beforeAll registered after it runs once the server and Chromium
// are up; a file's own afterAll registered after it runs before they close (vitest runs after-hooks
// in reverse order), and one registered before it runs after they have closed.

export interface School {
  /** The running server; set by the beforeAll, so read it inside hooks and tests. */
  readonly server: RunningServer;
  /** The running Chromium; set by the beforeAll. */
  readonly browser: Browser;
  /**
   * A new context on the server (a desktop by default, Russian locale), closed by the afterAll if the
   * test has not closed it; `options` adds Playwright's own (serviceWorkers, storageState...).
   */
  context(device?: BrowserContextOptions, options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * One Chromium for all the files a test worker runs one after another (the e2e project does not
 * isolate them), each file with contexts of its own: a launch cost a busy core one to two seconds,
 * forty times a run. Launched again if it went away; Playwright closes it when the worker exits.
 */
let chromiumOfWorker: Promise<Browser> | undefined;

function workersChromium(): Promise<Browser> {
  chromiumOfWorker ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (chromiumOfWorker = undefined));
    return browser;
  });
  return chromiumOfWorker;
}

/** The server (with these options) and Chromium for the tests of the enclosing describe. */
export function useSchool(options: ServerOptions = {}): School {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer(options);
    browser = await workersChromium();
  });
  afterAll(async () => {
    // Every context of this file, also those a test opened on the browser itself: the next file
    // of this worker gets the browser as the launch gave it.
    for (const context of browser?.contexts() ?? []) await context.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} ещё не запущен: он есть только в хуках и тестах`);
    return value;
  };
  return {
    get server() {
      return started(server, 'The server');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    async context(device = DESKTOP, more = {}) {
      return newContext(started(browser, 'Chromium'), started(server, 'The server').baseURL, device, more);
    },
  };
}
