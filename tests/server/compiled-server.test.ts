import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build/server.mjs';
import { ROOT_DIR } from '../../server/config';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { testEngine } from '../helpers/test-database';

// Production runs plain JavaScript built by esbuild (npm start, the systemd unit of docs/operations.md): the same
// bundle, built here into a folder of the repository (so it finds node_modules as dist-server/
// does), must start and serve the API and the precompressed app.

const PAGE = '<!doctype html><div id="root"></div>';

// One engine is enough: the bundle is the same on both; the PostgreSQL run skips this file.
describe.skipIf(testEngine() !== 'sqlite')('the compiled server', () => {
  const outdir = join(ROOT_DIR, '.test-data', `compiled-${process.pid}`, 'dist-server');
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'school-compiled-'));
    const distDir = join(dataDir, 'dist');
    await buildServer(outdir);
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), PAGE);
    writeFileSync(join(distDir, 'index.html.br'), brotliCompressSync(PAGE));
    server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: distDir }, undefined, [join(outdir, 'main.js')]);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(join(outdir, '..'), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, answers health, signs a pupil up and serves the app precompressed', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok', mail: { waiting: 0, failing: 0 } });
    const signup = await fetch(`${server.url}/api/v1/users/profile/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Маша', email: 'masha@example.com', password: 'correct-horse-42' }),
    });
    expect(signup.status).toBe(201);
    const page = await fetch(`${server.url}/login`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toBe(PAGE);
  });

  it('makes an account with the compiled users CLI (npm run users), which the server then signs in', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const printed = execFileSync(
      process.execPath,
      [join(outdir, 'cli', 'users.js'), 'add', '--email', 'director@example.com', '--password', 'long-enough-1', '--name', 'Директор', '--role', 'admin'],
      { cwd: ROOT_DIR, env, encoding: 'utf8' },
    );
    expect(printed).toMatch(/^Аккаунт создан: id \d+, director@example\.com, роль admin$/m);
    const login = await fetch(`${server.url}/api/v1/users/profile/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'director@example.com', password: 'long-enough-1' }),
    });
    expect(login.status).toBe(200);
    expect(readFileSync(join(outdir, 'cli', 'users.js'), 'utf8')).not.toMatch(/from "tsx"|from "esbuild"/);
  });

  it('needs no TypeScript at run time and loads sharp only with the first photo', () => {
    const main = readFileSync(join(outdir, 'main.js'), 'utf8');
    expect(main).not.toMatch(/from "sharp"|from "tsx"|from "pg"|from "ioredis"/);
  });
});

// `npm start` then README's `npm run users -- add …`: without DATA_DIR both must use the project's
// data/ folder, wherever the bundle lies (dist-server/cli/ is one folder deeper than main.js) and
// whatever folder the command is typed in (docs/decisions/0232-one-data-folder-for-the-server-and-its-commands.md).
describe.skipIf(testEngine() !== 'sqlite')('the server and its commands without DATA_DIR', () => {
  let project: string;
  let server: ServerProcess;

  beforeAll(async () => {
    // A project folder of its own (its package.json, the repository's node_modules), so the
    // default data folder is a throwaway one and never the repository's data/.
    project = mkdtempSync(join(tmpdir(), 'school-project-'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'robotics-school', private: true, type: 'module' }));
    symlinkSync(join(ROOT_DIR, 'node_modules'), join(project, 'node_modules'), 'dir');
    await buildServer(join(project, 'dist-server'));
    server = await startServerProcess({}, undefined, [join(project, 'dist-server', 'main.js')]);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(project, { recursive: true, force: true });
  });

  function runCli(name: string, args: string[]): string {
    const env: NodeJS.ProcessEnv = { ...process.env, PASSWORD_HASH_COST: 'test' };
    for (const key of ['DATA_DIR', 'DATABASE_URL', 'UPLOADS_DIR', 'JWT_SECRET', 'SMTP_URL']) delete env[key];
    // Typed in another folder than the project's: the default must not depend on it.
    return execFileSync(process.execPath, [join(project, 'dist-server', 'cli', `${name}.js`), ...args], { cwd: tmpdir(), env, encoding: 'utf8' });
  }

  it('the server says its data folder is the project\'s data/', async () => {
    expect(await server.printed('Данные:')).toContain(`Данные: ${join(project, 'data')}`);
    expect(existsSync(join(project, 'data', 'jwt-secret'))).toBe(true);
  });

  it('npm run users makes an admin in the server\'s folder, says which, and the server signs them in', async () => {
    const printed = runCli('users', ['add', '--email', 'head@example.com', '--password', 'long-enough-1', '--name', 'Завуч', '--role', 'admin']);
    expect(printed).toContain(`Данные: ${join(project, 'data')}\n`);
    expect(existsSync(join(project, 'dist-server', 'data'))).toBe(false);
    const login = await fetch(`${server.url}/api/v1/users/profile/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'head@example.com', password: 'long-enough-1' }),
    });
    expect(login.status).toBe(200);
  });

  it('npm run digest reads the same school and says so', () => {
    expect(runCli('digest', [])).toContain(`Данные: ${join(project, 'data')}\n`);
    expect(existsSync(join(project, 'dist-server', 'data'))).toBe(false);
  });
});
