import { ACCOUNT_MESSAGES } from '../../domain/account';
import type { DB } from '../db/database';
import { accountErasureRepository } from '../db/repositories/account-erasure';
import { familiesRepository } from '../db/repositories/families';
import type { UserRow } from '../db/schema';
import { eraseFreedBytes } from '../db/storage';
import { inWriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import type { AvatarStore } from './avatars';
import { fail, type Failure } from './outcome';
import { BUSY_RETRY_AFTER, type PasswordHasher } from './passwords';
import type { PhotoStore } from './photo-store';
import { busyAsOutcome } from './work-gate';

// Deleting one's account (with the password): the work, purchases, attempts, reports, reset links,
// family links, consent letters and files go; the comments stay under «Удалённый ученик»
// (docs/decisions/0228-a-deleted-child-leaves-nothing.md).

/** Where a deleted account's files are. */
export interface AccountFiles {
  photos: PhotoStore;
  avatars: AvatarStore;
}

/** Where a file that could not be removed is told. */
export interface FilesLog {
  warn(details: object, message: string): void;
}

export type CloseResult = { ok: true } | Failure<'WRONG_PASSWORD' | 'SERVER_BUSY'>;

/**
 * The account goes when the password is right: the rows in one transaction, then the files that
 * transaction found. A file that cannot be removed is logged; the account is gone either way.
 */
export async function closeAccount(
  db: DB,
  hasher: PasswordHasher,
  files: AccountFiles,
  log: FilesLog,
  attempt: { user: UserRow; password: string; client: string },
  now: number,
): Promise<CloseResult> {
  const { user, password, client } = attempt;
  const verified = await busyAsOutcome(() => hasher.verify(password, user.password_hash, client), BUSY_RETRY_AFTER);
  if (!verified.ok) return verified;
  if (!verified.value) return fail('WRONG_PASSWORD');
  const { photos, avatar } = await deleteAccount(db, user, now);
  await Promise.all([files.photos.remove(...photos), avatar ? files.avatars.remove(avatar) : undefined]).catch((error: unknown) =>
    log.warn({ err: error }, 'Файлы удалённого аккаунта удалены не все'),
  );
  return { ok: true };
}

/**
 * Removes the account in one transaction: its work, purchases, attempts, reports, reset links,
 * permit, meetings, family links and consent letters go; the row stays scrubbed («Удалённый
 * ученик», no e-mail, no password, no figures, no birth year or parent's address, role pupil,
 * default language, hidden from leaderboards) so the comments it wrote still read and the votes it
 * cast still count. The audit trail keeps who deleted it (the pupil, or `actorId`: their parent).
 * The files to remove once the transaction has committed are the ones the transaction itself
 * deleted: the submissions' photos from the delete, the avatar from the row as it is inside the
 * transaction (not as the request read it before). Then the freed bytes are erased from the
 * database files (SQLite; server/db/storage.ts).
 */
export async function deleteAccount(db: DB, user: UserRow, now: number, actorId = user.id): Promise<{ photos: string[]; avatar: string | undefined }> {
  const removed = await inWriteTransaction(db, async (trx) => {
    const erasure = accountErasureRepository(trx);
    const row = await erasure.lockPhoto(user.id);
    const { submissions, solutionPhotos } = await erasure.removeOwnRows(user.id);
    await familiesRepository(trx).forget(user.id);
    await erasure.scrub(user.id, ACCOUNT_MESSAGES.deletedName, now);
    await recordAudit(trx, { actorId, action: actorId === user.id ? 'account_delete' : 'child_delete', subjectId: user.id, now });
    const photos = [
      ...submissions.flatMap((gone) => [gone.photo, gone.thumb]),
      ...solutionPhotos.flatMap((gone) => [gone.photo, gone.photo_thumb]).filter((name): name is string => name !== null),
    ];
    return { photos, avatar: row?.photo || undefined };
  });
  await eraseFreedBytes(db);
  return removed;
}
