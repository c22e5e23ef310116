import type { Role } from '../../domain/constants';
import { isStaff } from '../../domain/constants';
import { USERS_PAGE_SIZE } from '../../domain/review';
import type { DB } from '../db/database';
import { peopleSearchRepository, type Counted, type FoundUser, type ListedUser } from '../db/repositories/people-search';
import { pushSubscriptionsRepository } from '../db/repositories/push-subscriptions';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import { fail, type Failure } from './outcome';

export type { ListedUser };

// Finding people, and what staff change about them. Who sees what
// (docs/decisions/0046-who-sees-whom.md): e-mails and figures only for staff and for oneself; a
// pupil finds others by name only.

const SEARCH_LIMIT = 20;

/** The staff's list of users, 20 a page, filtered by a fragment of name or e-mail and by role. */
export function peoplePage(db: DB, { query, role, page }: { query: string; role?: Role; page: number }): Promise<Counted<ListedUser>> {
  return peopleSearchRepository(db).page({ query, role, offset: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE });
}

/**
 * People whose name has the fragment, 20 of them and whether there are more; a blank fragment finds
 * nobody. Staff find everyone; anyone else does not find pupils waiting for a parent's consent, who
 * are off the boards too (docs/decisions/0170, 0188).
 */
export async function searchPeople(db: DB, viewer: Pick<UserRow, 'role'>, query: string): Promise<Counted<FoundUser>> {
  if (!query) return { rows: [], count: 0, countCapped: false };
  return peopleSearchRepository(db).search(query, SEARCH_LIMIT, { leaveOutWaiting: !isStaff(viewer.role) });
}

/** A user's own data, to themself or to staff; a pupil asking about someone else is refused. */
export async function personData(db: DB, viewer: UserRow, id: number): Promise<{ ok: true; user: UserRow } | Failure<'FORBIDDEN' | 'USER_NOT_FOUND'>> {
  if (id !== viewer.id && !isStaff(viewer.role)) return fail('FORBIDDEN');
  const user = id === viewer.id ? viewer : await usersRepository(db).findById(id);
  return user ? { ok: true, user } : fail('USER_NOT_FOUND');
}

/**
 * An admin gives a user a role; the user's sessions end with it (usersRepository.setRole), and their
 * devices' notifications with them. The
 * school must never be left without the admin who could undo it: one's own role is not changed.
 */
export async function changeRole(db: DB, admin: UserRow, id: number, role: Role): Promise<{ ok: true } | Failure<'VALIDATION_ERROR' | 'USER_NOT_FOUND'>> {
  if (id === admin.id) return fail('VALIDATION_ERROR', { message: 'Свою роль поменять нельзя: попросите другого администратора' });
  const users = usersRepository(db);
  const before = await users.findById(id);
  if (!before) return fail('USER_NOT_FOUND');
  // The ended sessions' devices get no more notices (docs/decisions/0301-log-out-everywhere-turns-push-off.md).
  await inWriteTransaction(db, async (trx) => {
    if (await usersRepository(trx).setRole(id, role)) await pushSubscriptionsRepository(trx).removeAllOf(id);
  });
  await recordAudit(db, { actorId: admin.id, action: 'role', subjectId: id, details: { from: before.role, to: role } });
  return { ok: true };
}

/** Staff link a pupil to the school's journal (only linked pupils submit work) or unlink them. */
export async function setJournalLinked(db: DB, id: number, linked: boolean, actorId: number | null = null): Promise<{ ok: true } | Failure<'USER_NOT_FOUND'>> {
  if (!(await usersRepository(db).setJournalLinked(id, linked))) return fail('USER_NOT_FOUND');
  await recordAudit(db, { actorId, action: linked ? 'link' : 'unlink', subjectId: id });
  return { ok: true };
}
