import type { Role } from '../../src/domain/constants';
import { MSG } from '../../src/domain/messages';
import { normalizeEmail, validateEmail, validatePassword, validateUsername } from '../../src/domain/validation';
import type { DB } from '../db/database';
import { usersRepository } from '../db/repositories/users';
import { hashPassword } from './passwords';

export interface AccountInput {
  email: string;
  password: string;
  name: string;
  role: Role;
  journalLinked?: boolean;
}

export type AccountResult =
  | { ok: true; id: number }
  | { ok: false; status: 400 | 409; code: string; message: string };

/** Sign-up, the operator command and the demo seed all make accounts here, with the client's rules. */
export async function createAccount(db: DB, input: AccountInput): Promise<AccountResult> {
  const problem = validateUsername(input.name) ?? validateEmail(input.email) ?? validatePassword(input.password);
  if (problem) return { ok: false, status: 400, code: 'VALIDATION_ERROR', message: problem };

  const users = usersRepository(db);
  const result = await users.create({
    email: normalizeEmail(input.email),
    passwordHash: await hashPassword(input.password),
    firstName: input.name.trim(),
    role: input.role,
    journalLinked: input.journalLinked,
    now: Math.floor(Date.now() / 1000),
  });
  if (!result.ok) return { ok: false, status: 409, code: 'EMAIL_TAKEN', message: MSG.emailTaken };
  return result;
}
