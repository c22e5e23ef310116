import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
