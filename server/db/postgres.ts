import { PostgresDialect } from 'kysely';
import { createRequire } from 'node:module';
import type Pg from 'pg';
import { logOutsideApp } from '../logger';

// Loaded only with DATABASE_URL, and synchronously (createDatabase is): the embedded SQLite setup
// never pays pg's start-up time and memory.
const load = () => createRequire(import.meta.url)('pg') as typeof Pg;

// pg hands int8 (count(*), sum of integers, bigint columns) and numeric (sum of bigints) back as
// strings; our numbers stay far below 2^53, so they come back as JS numbers, and anything larger
// fails loudly.
function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`Число ${value} не помещается в JavaScript number`);
  return number;
}

/** numeric: what sum() of a bigint column gives; whole values as above, fractions (avg) as floats. */
function parseNumeric(value: string): number {
  return /^-?\d+$/.test(value) ? parseInt8(value) : Number(value);
}

function typeParsers(pg: typeof Pg) {
  const parsers = new Map<number, (value: string) => number>([
    [pg.types.builtins.INT8, parseInt8],
    [pg.types.builtins.NUMERIC, parseNumeric],
  ]);
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      (format !== 'binary' && parsers.get(oid)) || pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
}

export function postgresDialect(connectionString: string): PostgresDialect {
  const pg = load();
  const pool = new pg.Pool({ connectionString, types: typeParsers(pg), max: 10 });
  // An idle connection dropped by a database restart must not take the whole process down;
  // the pool opens a new one on the next query.
  pool.on('error', (error) => logOutsideApp('error', `PostgreSQL: соединение потеряно: ${error.message}`));
  return new PostgresDialect({ pool });
}
