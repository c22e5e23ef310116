import { FAMILY_MSG, type ChildSummary, type ChildView, type FamilyLink } from '../../src/domain/family';
import { MEDAL_TITLES } from '../../src/domain/progress';
import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';
import { familiesRepository } from '../db/repositories/families';
import type { UserRow } from '../db/schema';
import { deleteAccount, type AccountFiles, type FilesLog } from './account-deletion';
import { recordAudit } from './audit-trail';
import { myData, type MyData } from './my-data';
import { fail, type Failure } from './outcome';
import { mySubmissions } from './pupil-history';
import { achievementsOf } from './progress';

// A parent's read-only view of their own children (issue 27): nothing of any other child ever,
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
export async function childExport(db: DB, parent: UserRow, childId: number): Promise<{ ok: true; data: FamilyCopy } | NotYours> {
  const child = await familiesRepository(db).childOf(parent.id, childId);
  if (!child) return notYourChild();
  const { threadMessages: _private, ...copy } = await myData(db, child);
  return { ok: true, data: copy };
}

export type FamilyCopy = Omit<MyData, 'threadMessages'>;

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
