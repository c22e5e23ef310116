import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

// A minimal W3C WebDriver client over fetch, for Debian's WebKitWebDriver (WebKitGTK's
// MiniBrowser): a session, a page, scripts and screenshots are all the tests need.

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface WebKitSession {
  goto(url: string): Promise<void>;
  refresh(): Promise<void>;
  /** Runs a script body (`return …` may return a promise, which is awaited) with `arguments`. */
  execute<T>(body: string, ...args: unknown[]): Promise<T>;
  setWindowSize(width: number, height: number): Promise<void>;
  /** A PNG of the page. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** Starts WebKitWebDriver (under xvfb-run: MiniBrowser needs a display) and opens a session. */
export async function startWebKit(): Promise<WebKitSession> {
  const port = await freePort();
  // Its own process group, so closing takes Xvfb and MiniBrowser with it.
  const command = existsSync(XVFB_RUN) && !process.env.DISPLAY ? [XVFB_RUN, '-a', WEBKIT_DRIVER_PATH] : [WEBKIT_DRIVER_PATH];
  const driver: ChildProcess = spawn(command[0]!, [...command.slice(1), `--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore', detached: true });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const reply = (await answer.json()) as { value: T & { error?: string; message?: string } };
    if (!answer.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${reply.value?.error} ${reply.value?.message}`);
    return reply.value;
  };
  const kill = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    for (let tries = 0; ; tries += 1) {
      const ready = await fetch(`${base}/status`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 100) throw new Error('WebKitWebDriver did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] }, pageLoadStrategy: 'normal' } },
    });
    const session = `/session/${sessionId}`;
    await call('POST', `${session}/timeouts`, { script: 60_000, pageLoad: 60_000 });
    return {
      async goto(url) {
        await call('POST', `${session}/url`, { url });
      },
      async refresh() {
        await call('POST', `${session}/refresh`, {});
      },
      execute: (body, ...args) => call('POST', `${session}/execute/sync`, { script: body, args }),
      async setWindowSize(width, height) {
        await call('POST', `${session}/window/rect`, { width, height });
      },
      async screenshot() {
        return Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64');
      },
      async close() {
        await call('DELETE', session).catch(() => undefined);
        kill();
      },
    };
  } catch (error) {
    kill();
    throw error;
  }
}
