import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { ROOT_DIR } from '../../server/config';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far, for failure messages. */
  output(): string;
  /** Resolves once the process has printed `text` (everything printed so far). */
  printed(text: string): Promise<string>;
  /** SIGTERM waits for a clean shutdown; SIGKILL is a crash. Resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

// Settings the test does not pass must not leak in from the shell running the tests.
const OWN_SETTINGS = ['PASSWORD_HASH_COST', 'DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'JWT_SECRET', 'DATA_DIR', 'UPLOADS_DIR', 'PORT', 'HOST', 'TRUST_PROXY', 'DIST_DIR'];

/** The server run from its TypeScript sources, as `npm run serve` does (tsx compiles it at every start). */
export const SOURCE_ENTRY = ['--import', 'tsx', 'server/main.ts'];

/**
 * The compiled server, as `npm start` runs it: the bundle the server projects' global setup built
 * once for the run (tests/helpers/server-build.ts). It starts without compiling TypeScript.
 */
export function compiledServerEntry(): string[] {
  const build = inject('serverBuild');
  if (!build) throw new Error('Сборки сервера нет: файл запущен в проекте без глобальной настройки tests/helpers/server-build.ts');
  if ('error' in build) throw new Error(`Сервер не собрался (tests/helpers/server-build.ts):\n${build.error}`);
  return [build.entry];
}

/** The compiled users command (`npm run users`, dist-server/cli/users.js), from the same build. */
export function compiledUsersCli(): string {
  return join(dirname(compiledServerEntry()[0]!), 'cli', 'users.js');
}

/** The compiled server (or `entry`, e.g. SOURCE_ENTRY) in a process of its own, on a free port of 127.0.0.1. */
export async function startServerProcess(env: NodeJS.ProcessEnv, timeoutMs = 90_000, entry = compiledServerEntry()): Promise<ServerProcess> {
  const base = { ...process.env };
  for (const key of OWN_SETTINGS) delete base[key];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT_DIR,
    env: { ...base, HOST: '127.0.0.1', PORT: '0', DEMO_ACCOUNTS: 'off', LOG_LEVEL: 'info', PASSWORD_HASH_COST: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`сервер не запустился за ${timeoutMs} мс:\n${output}`)), timeoutMs);
    const check = () => {
      const found = /Сервер слушает (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`сервер завершился с кодом ${code} до запуска:\n${output}`));
    });
  });

  return {
    url,
    child,
    output: () => output,
    printed: (text) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return;
          child.stdout.off('data', check);
          resolve(output);
        };
        child.stdout.on('data', check);
        check();
        void exited.then(() => reject(new Error(`процесс завершился, не напечатав «${text}»:\n${output}`)));
      }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Answer {
  status: number;
  body: { message?: string; code?: string; token?: string; data?: { email?: string } };
}

export async function call(baseUrl: string, method: string, path: string, body?: object, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const response = await fetch(baseUrl + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}
