import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchChromium, newContext } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

// Every end-to-end file needs the same pair: the real server and one Chromium, started before its
// tests and closed after them with every context it opened. Twenty-one files wrote that out by
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

/** The server (with these options) and Chromium for the tests of the enclosing describe. */
export function useSchool(options: ServerOptions = {}): School {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
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
      const context = await newContext(started(browser, 'Chromium'), started(server, 'The server').baseURL, device, more);
      contexts.push(context);
      return context;
    },
  };
}
