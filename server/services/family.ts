import { FAMILY_MSG, type ChildSummary, type ChildView, type FamilyLink } from '../../domain/family';
import { MEDAL_TITLES } from '../../domain/standing';
import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';
import { familiesRepository } from '../db/repositories/families';
import type { UserRow } from '../db/schema';
import { deleteAccount, type AccountFiles, type FilesLog } from './account-deletion';
import { recordAudit } from './audit-trail';
import type { Readable } from 'node:stream';
import type { AvatarStore } from './avatars';
import { familyCopyPage } from './family-copy-page';
import { archivePhotos, dataZip, myData, type ArchiveSlots } from './my-data';
import type { PhotoStore } from './photo-store';
import { fail, type Failure } from './outcome';
import { mySubmissions } from './pupil-history';
import { achievementsOf } from './standing';

// A parent's read-only view of their own children: nothing of any other child ever,
// and the review thread stays between the pupil and the staff (`messages: []`).

type NotYours = Failure<'NOT_FOUND'>;
const notYourChild = (): NotYours => fail('NOT_FOUND', { message: FAMILY_MSG.notYourChild });

function summary(child: UserRow): ChildSummary {
  return {
    id: child.id,
    firstName: child.first_name,
    lastName: child.last_name || null,
    photo: child.photo,
    level: Number(child.level),
    consent: child.consent_state,
  };
}

export async function myChildren(db: DB, parent: UserRow): Promise<ChildSummary[]> {
  return (await familiesRepository(db).childrenOf(parent.id)).map(summary);
}

export async function childView(db: DB, parent: UserRow, childId: number, now: number): Promise<{ ok: true; data: ChildView } | NotYours> {
  const child = await familiesRepository(db).childOf(parent.id, childId);
  if (!child) return notYourChild();
  const [history, medals, classRow] = await Promise.all([
    mySubmissions(db, child, now),
    achievementsOf(db, child.id, now),
    child.class_id === null ? undefined : classesRepository(db).findById(child.class_id),
  ]);
  return {
    ok: true,
    data: {
      ...summary(child),
      diamonds: Number(child.diamonds),
      rating: Number(child.rating),
      medals: medals.map((medal) => `${MEDAL_TITLES[medal.place]} · ${medal.date}`),
      className: classRow?.name ?? null,
      consentWay: child.consent_way,
      consentGivenAt: child.consent_given_at === null ? null : Number(child.consent_given_at),
      // The teacher's marks and words on a decision are the family's; the conversation is not.
      submissions: history.map((item) => ({ ...item, messages: [], undoUntil: null })),
      digest: parent.digest_enabled === 1,
    },
  };
}

/** The family copy: the child's own «Мои данные» without the private thread, which the parent's page hides too. */
/**
 * The family's copy of a child's data as a zip (docs/decisions/0253-the-familys-copy-is-a-zip-with-a-page.md):
 * a page to read («прочитайте-меня.html»), the photos it shows, and the same data as JSON — the
 * pupil's own copy without the private review thread. One copy per parent at a time, within the
 * process's archive slots, as the pupil's own archive.
 */
export async function childCopyArchive(
  db: DB,
  files: { photos: PhotoStore; avatars: AvatarStore },
  slots: ArchiveSlots,
  parent: UserRow,
  childId: number,
): Promise<{ ok: true; stream: Readable; child: UserRow } | NotYours | Failure<'RATE_LIMITED' | 'SERVER_BUSY'>> {
  const child = await familiesRepository(db).childOf(parent.id, childId);
  if (!child) return notYourChild();
  const slot = slots.take(parent.id);
  if (!slot.ok) return slot.error === 'RATE_LIMITED' ? { ...slot, message: FAMILY_MSG.copyInProgress } : slot;
  try {
    const { threadMessages: _private, ...copy } = await myData(db, child);
    const texts = [
      { name: 'прочитайте-меня.html', text: familyCopyPage(copy) },
      { name: 'данные.json', text: JSON.stringify(copy, null, 2) },
    ];
    const stream = dataZip(texts, archivePhotos(copy, child, files));
    stream.once('close', slot.release);
    return { ok: true, stream, child };
  } catch (error) {
    slot.release();
    throw error;
  }
}

/** The parent deletes the child's account: the pupil's own deletion (its family links and letters go with it), by the parent. */
export async function deleteChild(db: DB, parent: UserRow, childId: number, files: AccountFiles, log: FilesLog, now: number): Promise<{ ok: true } | NotYours> {
  const child = await familiesRepository(db).childOf(parent.id, childId);
  if (!child) return notYourChild();
  const { photos, avatar } = await deleteAccount(db, child, now, parent.id);
  await Promise.all([files.photos.remove(...photos), avatar ? files.avatars.remove(avatar) : undefined]).catch((error: unknown) =>
    log.warn({ err: error }, 'Файлы удалённого аккаунта удалены не все'),
  );
  return { ok: true };
}

export async function setDigest(db: DB, parent: UserRow, enabled: boolean): Promise<void> {
  await familiesRepository(db).setDigest(parent.id, enabled);
}

/** The admin's list of every parent ↔ child link. */
export async function familyLinks(db: DB): Promise<FamilyLink[]> {
  const rows = await familiesRepository(db).links();
  return rows.map((row) => ({
    parent: { id: row.parentId, firstName: row.parentFirstName, email: row.parentEmail },
    child: { id: row.childId, firstName: row.childFirstName, lastName: row.childLastName || null },
    consent: row.consent,
    createdAt: Number(row.createdAt),
  }));
}

export async function removeFamilyLink(db: DB, admin: UserRow, parentId: number, childId: number, now: number): Promise<{ ok: true } | Failure<'NOT_FOUND'>> {
  if (!(await familiesRepository(db).unlink(parentId, childId))) return fail('NOT_FOUND', { message: 'Такой связи нет' });
  await recordAudit(db, { actorId: admin.id, action: 'family_unlink', subjectId: childId, details: { parentId }, now });
  return { ok: true };
}
