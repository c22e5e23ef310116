import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { usersRepository } from '../../server/db/repositories/users';
import type { UserRow } from '../../server/db/schema';
import { withStatementCache } from '../../server/db/sqlite';
import { UserCache, userCacheOf } from '../../server/db/user-cache';
import { readableLine, RequestLog, SLOW_REQUEST_MS } from '../../server/logger';
import { createTokenService, MAX_TOKEN_LENGTH } from '../../server/services/tokens';
import { makeJwt, nowSeconds } from '../helpers/jwt';
import { TEST_SECRET } from '../helpers/test-app';

describe('the statement cache of SQLite', () => {
  it('prepares each SQL text once and keeps at most its size, the least recently used out first', () => {
    const raw = new SQLite(':memory:');
    let prepared = 0;
    const counting = new Proxy(raw, {
      get: (target, key) => (key === 'prepare' ? (sql: string) => ((prepared += 1), target.prepare(sql)) : Reflect.get(target, key)),
    });
    const cached = withStatementCache(counting, 2);
    const one = cached.prepare('select 1');
    expect(cached.prepare('select 1')).toBe(one);
    cached.prepare('select 2');
    cached.prepare('select 1'); // now the most recent
    cached.prepare('select 3'); // drops `select 2`
    expect(cached.prepare('select 1')).toBe(one);
    cached.prepare('select 2');
    expect(prepared).toBe(4);
    raw.close();
  });

  it('runs Kysely reads and writes through the same statements', async () => {
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(new SQLite(':memory:')) }) });
    await db.schema.createTable('t').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    for (const name of ['a', 'b', 'c']) await db.insertInto('t').values({ name }).execute();
    const update = await db.updateTable('t').set({ name: 'z' }).where('id', '=', 2).executeTakeFirst();
    expect(update.numUpdatedRows).toBe(1n);
    for (let i = 0; i < 3; i += 1) expect(await db.selectFrom('t').select('name').orderBy('id').execute()).toEqual([{ name: 'a' }, { name: 'z' }, { name: 'c' }]);
    await db.destroy();
  });
});

describe('the user cache of the embedded database', () => {
  const row = (firstName: string) => ({ id: 1, first_name: firstName }) as UserRow;

  it('keeps a row until a write, and never a row whose read began before a write', () => {
    const cache = new UserCache();
    const before = cache.generation;
    cache.set(1, row('Маша'), before);
    expect(cache.get(1)?.first_name).toBe('Маша');
    cache.invalidate();
    expect(cache.get(1)).toBeUndefined();
    // Read at `before`, a write ran meanwhile: the row may be the old one, so it is not kept.
    cache.set(1, row('Маша'), before);
    expect(cache.get(1)).toBeUndefined();
  });

  it('forgets a row after its time, for a hand edit from another process', () => {
    let now = 0;
    const cache = new UserCache(() => now);
    cache.set(1, row('Маша'), cache.generation);
    now = UserCache.TTL_MS;
    expect(cache.get(1)).toBeDefined();
    now = UserCache.TTL_MS + 1;
    expect(cache.get(1)).toBeUndefined();
  });

  it('serves the users of SQLite from memory and reads them again after any write, inside a transaction too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'user-cache-'));
    const db = createDatabase({ dataDir } as Parameters<typeof createDatabase>[0]);
    const other = createDatabase({ dataDir } as Parameters<typeof createDatabase>[0]);
    try {
      await migrateToLatest(db);
      const users = usersRepository(db);
      const created = await users.create({ email: 'masha@example.com', passwordHash: 'x', firstName: 'Маша', role: 'pupil', now: 1 });
      if (!created.ok) throw new Error('not created');
      expect((await users.findById(created.id))?.first_name).toBe('Маша');
      // Another process's write is not seen at once: this is the cache answering.
      await other.updateTable('users').set({ first_name: 'Чужая' }).where('id', '=', created.id).execute();
      expect((await users.findById(created.id))?.first_name).toBe('Маша');
      // Any write of this process, here one in a transaction, is seen by the next read.
      await db.transaction().execute((trx) => trx.updateTable('users').set({ first_name: 'Даша' }).where('id', '=', created.id).execute());
      expect((await users.findById(created.id))?.first_name).toBe('Даша');
      // A write that returns rows (SQLite calls it a reader) is a write too.
      await db.updateTable('users').set({ first_name: 'Глаша' }).where('id', '=', created.id).returning('id').execute();
      expect((await users.findById(created.id))?.first_name).toBe('Глаша');
      expect(userCacheOf(db)).toBeDefined();
    } finally {
      await db.destroy();
      await other.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the token check', () => {
  const tokens = createTokenService(TEST_SECRET, 3600);

  it('takes a good token again from memory, with the same claims', () => {
    const token = tokens.issue({ id: 7, token_version: 2 });
    const first = tokens.check(token);
    expect(first).toMatchObject({ ok: true, claims: { id: 7, ver: 2 } });
    expect(tokens.check(token)).toEqual(first);
  });

  it('still refuses a forged, an expired and an overlong token', () => {
    const now = nowSeconds();
    expect(tokens.check(makeJwt({ id: 7, ver: 0, iat: now, exp: now + 60 }, 'another-secret-that-is-long-enough-000'))).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.check(makeJwt({ id: 7, ver: 0, iat: now - 120, exp: now - 60 }, TEST_SECRET))).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.check('a'.repeat(MAX_TOKEN_LENGTH + 1))).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('the request log', () => {
  async function logOf(level: string) {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({ logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } }, logController: new RequestLog() });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('сломалось');
    });
    app.get('/slow', async () => {
      // Slow without waiting: the clock Fastify times requests with (performance.now) jumps past
      // SLOW_REQUEST_MS while this request is being answered.
      const realNow = performance.now.bind(performance);
      vi.spyOn(performance, 'now').mockImplementation(() => realNow() + SLOW_REQUEST_MS + 50);
      return { ok: true };
    });
    await app.ready();
    return { app, lines };
  }

  it('writes nothing for a quick good answer, one line for an error and for a slow answer', async () => {
    const { app, lines } = await logOf('info');
    await app.inject('/ok');
    await app.inject('/missing');
    expect(lines).toEqual([]);
    await app.inject('/broken');
    await app.inject('/slow');
    vi.restoreAllMocks();
    const requests = lines.filter((line) => line.url);
    expect(requests.map((line) => [line.url, line.status, line.level])).toEqual([
      ['/broken', 500, 50],
      ['/slow', 200, 40],
    ]);
    expect(requests[1]!.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    await app.close();
  });

  it('writes a line for every request at LOG_LEVEL=debug', async () => {
    const { app, lines } = await logOf('debug');
    await app.inject('/ok');
    expect(lines.filter((line) => line.url === '/ok')).toHaveLength(1);
    await app.close();
  });

  it('reads as a line of text in a terminal', () => {
    const line = readableLine(JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 1, 9, 5, 7), msg: 'медленный запрос', method: 'GET', url: '/api/v1/users/profile', status: 200, ms: 1234 }));
    expect(line).toMatch(/^\d\d:\d\d:\d\d WARN {2}медленный запрос {2}method=GET url=\/api\/v1\/users\/profile status=200 ms=1234\n$/);
    expect(readableLine(JSON.stringify({ level: 50, msg: 'x', err: { stack: 'Error: x\n    at y' } }))).toContain('\n    Error: x\n        at y');
  });
});
