import { lastNameProblem } from '../../domain/classes';
import type { Role } from '../../domain/constants';
import { normalizeEmail, signupProblem } from '../../domain/validation';
import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';
import { usersRepository } from '../db/repositories/users';
import { fail, type Failure } from './outcome';
import { BUSY_RETRY_AFTER, hashPassword, PRODUCTION_COST, type PasswordCost, type PasswordHasher } from './passwords';
import { busyAsOutcome } from './work-gate';

export interface AccountInput {
  email: string;
  password: string;
  name: string;
  role: Role;
  journalLinked?: boolean;
  /** Optional at sign-up; staff see it beside the first name (docs/decisions/0131-who-sees-surnames.md). */
  lastName?: string;
}

/** Where a request came from: the server's gated hasher and the client's address. */
export interface HashingContext {
  passwords: PasswordHasher;
  client: string;
}

export type AccountResult = { ok: true; id: number } | Failure<'VALIDATION_ERROR' | 'EMAIL_TAKEN' | 'SERVER_BUSY'>;

/**
 * Sign-up, the operator command and the demo seed all make accounts here, with the client's rules.
 * Without a hashing context (the operator command, the seed) the hash runs at once, ungated, at `cost`.
 */
export async function createAccount(db: DB, input: AccountInput, hashing?: HashingContext, cost: PasswordCost = PRODUCTION_COST): Promise<AccountResult> {
  const problem = signupProblem({ firstName: input.name, email: input.email, password: input.password }) ?? lastNameProblem(input.lastName);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });

  const users = usersRepository(db);
  const email = normalizeEmail(input.email);
  // A taken e-mail costs no hash (the 409 tells no more than the slow path would); the unique
  // index below still decides between two sign-ups racing.
  if (await users.findByEmail(email)) return fail('EMAIL_TAKEN');

  const hashed = await busyAsOutcome(
    () => (hashing ? hashing.passwords.hash(input.password, hashing.client) : hashPassword(input.password, cost)),
    BUSY_RETRY_AFTER,
  );
  if (!hashed.ok) return hashed;

  const result = await users.create({
    email,
    passwordHash: hashed.value,
    firstName: input.name.trim(),
    role: input.role,
    journalLinked: input.journalLinked,
    now: Math.floor(Date.now() / 1000),
  });
  if (!result.ok) return fail('EMAIL_TAKEN');
  const lastName = input.lastName?.trim();
  if (lastName) await classesRepository(db).setLastName(result.id, lastName);
  return result;
}
