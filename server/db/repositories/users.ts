import type { Role } from '../../../src/domain/constants';
import type { DB } from '../database';
import type { UserRow } from '../schema';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  role: Role;
  journalLinked?: boolean;
  now: number;
}

export type CreateResult = { ok: true; id: number } | { ok: false; reason: 'email-taken' };

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

// Ids are 32-bit integers on PostgreSQL; a larger number can name no user (and would be an error).
const MAX_ID = 2_147_483_647;

export function usersRepository(db: DB) {
  return {
    async create(account: NewAccount): Promise<CreateResult> {
      try {
        // The unique index decides, not a read-before-write: two sign-ups racing get one account.
        const row = await db
          .insertInto('users')
          .values({
            email: account.email,
            password_hash: account.passwordHash,
            first_name: account.firstName,
            role: account.role,
            journal_linked: account.journalLinked ? 1 : 0,
            created_at: account.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, id: row.id };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'email-taken' };
        throw error;
      }
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async findById(id: number): Promise<UserRow | undefined> {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    count(): Promise<number> {
      return db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
