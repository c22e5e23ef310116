import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { engineOf } from '../database';

// Frozen like the migrations that use it: to change an id column, add a new helper.

/**
 * The one place (with blobs) where a migration branches on the engine: an integer
 * primary key numbered by the database. Declare the column as 'integer'.
 */
export function primaryId(db: Kysely<unknown>) {
  const postgres = engineOf(db) === 'postgres';
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
