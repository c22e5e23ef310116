import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDatabaseConfig } from '../../server/config';
import { createDatabase, SQLITE_FILE } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { foldText } from '../../server/db/search-fold';

// The database file opens with the tools an operator has: Debian 12's sqlite3 (3.40) parses every
// trigger, view and index before `.tables`, `.backup` or `PRAGMA integrity_check`; 0016's triggers
// stopped it (docs/decisions/0196-the-database-opens-in-debians-sqlite3.md). SQLite only: the file
// is the embedded engine's.

const SQLITE3 = '/usr/bin/sqlite3';
// Locally it may be missing; CI installs it (.ci/run), and there a missing one fails.
const missing = !existsSync(SQLITE3) && process.env.CI !== 'true';

function sqlite3(file: string, ...commands: string[]) {
  const run = spawnSync(SQLITE3, [file, ...commands], { encoding: 'utf8' });
  if (run.error) throw run.error;
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

describe.skipIf(missing)("Debian's sqlite3 on a migrated database", () => {
  let dataDir: string;
  let file: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'school-sqlite3-'));
    const db = createDatabase(loadDatabaseConfig({ DATA_DIR: dataDir }));
    await migrateToLatest(db);
    await db.destroy();
    file = join(dataDir, SQLITE_FILE);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('checks it: integrity_check prints ok and .tables lists the tables', () => {
    // Before 0019: «Error: malformed database schema (user_words_insert) - near "order": syntax error», exit 1.
    expect(sqlite3(file, 'PRAGMA integrity_check')).toEqual({ status: 0, out: 'ok', err: '' });
    const tables = sqlite3(file, '.tables');
    expect(tables.status).toBe(0);
    expect(tables.out.split(/\s+/)).toEqual(expect.arrayContaining(['users', 'submissions', 'user_words', 'ledger']));
  });

  it('keeps the search words when an operator fixes a name with it', () => {
    const insert = sqlite3(
      file,
      `insert into users (email, password_hash, first_name, last_name, role, created_at) values ('Ivan@School.RU', 'x', ' Ёжик  Иван ', 'ПЕТРОВ', 'pupil', 1700000000)`,
    );
    expect(insert).toMatchObject({ status: 0, err: '' });
    const words = () => sqlite3(file, "select kind || ':' || word from user_words where user_id = (select id from users where email = 'Ivan@School.RU') order by 1").out.split('\n');
    expect(words()).toEqual(
      ['email:ivan@school.ru', 'email:school.ru', 'full:ежик иван петров', 'full:иван петров', 'full:петров', 'name:ежик иван', 'name:иван'].sort(),
    );
    expect(sqlite3(file, "update users set last_name = 'Сидоров-Ёлкин' where email = 'Ivan@School.RU'").status).toBe(0);
    expect(words()).toContain(`full:${foldText('Ёжик Иван Сидоров-Ёлкин')}`);
    expect(words()).not.toContain('full:петров');
  });
});
