// What the benchmarks share: starting our production server and the bare floors as processes,
// waiting for them to answer, reading their CPU time and memory from /proc, building the bare
// React floor app.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { precompressDir } from '../build/precompress.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const tempDir = (name) => mkdtempSync(join(tmpdir(), `school-bench-${name}-`));

/** Settings of the calling shell that must not leak into a measured server. */
const CLEARED = ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'JWT_SECRET', 'TRUST_PROXY', 'UPLOADS_DIR', 'LOG_FORMAT', 'NODE_OPTIONS'];

/** Starts `node args...` with `env`; the caller waits for it with `waitForHealth`. */
export function startNode(args, env) {
  const base = { ...process.env };
  for (const key of CLEARED) delete base[key];
  const child = spawn(process.execPath, args, { cwd: root, env: { ...base, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Our production entry, compiled (dist-server/main.js; built first when its sources are newer). */
export async function startSchool(env) {
  const { buildServer, SERVER_ENTRY, serverNeedsBuild } = await import('../build/server.mjs');
  if (serverNeedsBuild()) await buildServer();
  return startNode([SERVER_ENTRY], { DEMO_ACCOUNTS: 'off', ...env });
}

/** The floor: a bare Fastify process (scripts/bench/bare-fastify.mjs). */
export function startBare(env) {
  return startNode([join(root, 'scripts', 'bench', 'bare-fastify.mjs')], env);
}

/** Polls GET /api/health every 5 ms until it answers 200; resolves with the milliseconds since `since`. */
export async function waitForHealth(port, process, since, timeoutMs = 30_000) {
  const url = `http://127.0.0.1:${port}/api/health`;
  while (performance.now() - since < timeoutMs) {
    if (process.child.exitCode !== null) throw new Error(`процесс завершился:\n${process.output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  throw new Error(`${url} не ответил за ${timeoutMs} мс:\n${process.output()}`);
}

/** Resident memory of a process in MB. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Resident memory of a process in MB: now, and the peak since it started (VmHWM). */
export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * One request on its own connection from the loopback address `from` (all of 127/8 is loopback on
 * Linux, so each address counts as another client); resolves with status, body and milliseconds.
 */
export function sendFrom(port, from, method, path, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** CPU time (user + system, all threads) a process has used, in microseconds. */
export function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A pupil signed up and logged in on a running server: its token. */
export async function pupilToken(baseUrl, email = `bench-${Date.now()}@example.com`, password = 'bench-password-1') {
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(`${baseUrl}/api/v1/users/profile/signup`, { method: 'POST', headers: json, body: JSON.stringify({ firstName: 'Маша', email, password }) });
  if (signup.status !== 201) throw new Error(`регистрация: ${signup.status} ${await signup.text()}`);
  const login = await fetch(`${baseUrl}/api/v1/users/profile/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`вход: ${login.status} ${await login.text()}`);
  return (await login.json()).token;
}

/**
 * A pupil as a real school has them: signed up, then linked to the journal by the demo teacher
 * (the server must have been started with DEMO_ACCOUNTS=on). Returns the pupil's token.
 */
export async function linkedPupilToken(baseUrl) {
  const json = { 'content-type': 'application/json' };
  const token = await pupilToken(baseUrl);
  const teacher = await fetch(`${baseUrl}/api/v1/users/profile/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'teacher@demo.school', password: 'demo-teacher-2026' }) });
  if (teacher.status !== 200) throw new Error(`вход учителя: ${teacher.status} ${await teacher.text()}`);
  const teacherToken = (await teacher.json()).token;
  const profile = await (await fetch(`${baseUrl}/api/v1/users/profile`, { headers: { authorization: token } })).json();
  const linked = await fetch(`${baseUrl}/api/v1/review/pupils/${profile.data.id}/journal`, { method: 'PUT', headers: { ...json, authorization: teacherToken }, body: JSON.stringify({ linked: true }) });
  if (linked.status !== 200) throw new Error(`привязка к журналу: ${linked.status} ${await linked.text()}`);
  return token;
}

// --- The bare React floor: React 19 + react-router-dom 7 and one login form, nothing else. ---

const FLOOR_FILES = {
  'index.html': `<!doctype html>
<html lang="ru"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="description" content="Floor" /><title>Floor</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>
`,
  'src/main.tsx': `import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';

function Login() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const response = await fetch('/api/v1/users/profile/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    setMessage(response.ok ? 'ok' : 'error');
  }
  return (
    <main>
      <h1>Вход</h1>
      <form onSubmit={submit}>
        <label>Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></label>
        <label>Пароль <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} /></label>
        <button type="submit">Войти</button>
        <p>{message}</p>
      </form>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/login', element: <Login /> },
  { path: '*', element: <Navigate to="/login" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
`,
  'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'esnext', target: 'es2022', moduleResolution: 'bundler', strict: true } }),
};

/** Builds the floor app with our Vite and our node_modules into `dir/dist`; returns that folder. */
export async function buildFloorApp(dir) {
  process.env.NODE_ENV = 'production';
  const { build } = await import(join(root, 'node_modules', 'vite', 'dist', 'node', 'index.js'));
  const { default: react } = await import(join(root, 'node_modules', '@vitejs', 'plugin-react', 'dist', 'index.js'));
  for (const [name, text] of Object.entries(FLOOR_FILES)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  return outDir;
}

/** Builds our app with our vite.config.ts into `outDir` (as the e2e setup does). */
export async function buildOurApp(outDir, extra = {}) {
  process.env.NODE_ENV = 'production';
  const { build } = await import(join(root, 'node_modules', 'vite', 'dist', 'node', 'index.js'));
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true, ...extra } });
  return outDir;
}

/**
 * The first screens' benches (lighthouse.mjs, main-thread.mjs): our build served by the compiled
 * server with the demo accounts, a linked pupil's token, and the floor app served by a bare Fastify,
 * each on a free port. Each process goes into `started` as soon as it runs, so the caller stops it
 * even when a later step fails. Gives the three pages to measure: /login, the guide signed in, the floor.
 */
export async function startFirstScreens(work, guide, started) {
  const ours = await buildOurApp(join(work, 'ours'));
  const floorDir = await buildFloorApp(join(work, 'floor'));
  await precompressDir(floorDir);

  const schoolPort = await freePort();
  const school = await startSchool({ DATA_DIR: join(work, 'data'), DIST_DIR: ours, PORT: String(schoolPort), LOG_LEVEL: 'warn', DEMO_ACCOUNTS: 'on' });
  started.push(school);
  await waitForHealth(schoolPort, school, performance.now());
  const base = `http://127.0.0.1:${schoolPort}`;
  const token = await linkedPupilToken(base);

  const barePort = await freePort();
  const bare = startBare({ PORT: String(barePort), STATIC_DIR: floorDir });
  started.push(bare);
  await waitForHealth(barePort, bare, performance.now());

  return {
    login: { name: '/login', url: `${base}/login` },
    guide: { name: `/main/project_electonic/${guide} (ученик вошёл)`, url: `${base}/main/project_electonic/${guide}`, token },
    floor: { name: 'пол: голое React-приложение /login', url: `http://127.0.0.1:${barePort}/login` },
  };
}

/** Stops what startFirstScreens started, the last first. */
export async function stopAll(started) {
  for (const process of started.reverse()) await process.stop();
}
