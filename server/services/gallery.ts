import { isStaff } from '../../domain/constants';
import { consentAllowsSharing, type ConsentState } from '../../domain/family';
import { GALLERY_MSG, type GalleryItem, type GalleryReply, type ReactionReply, type ShownToClassReply } from '../../domain/gallery';
import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';
import { galleryRepository, type GalleryItemRow, type GalleryRow } from '../db/repositories/gallery';
import { submissionsRepository } from '../db/repositories/submissions';
import type { ClassRow, UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { projectTitle } from './approval';
import { recordAudit } from './audit-trail';
import { consentRefusal } from './consent-gate';
import { fail, type Failure } from './outcome';

// The class gallery (docs/decisions/0279-the-class-gallery.md): a pupil shows an approved work to
// their own class; the class's pupils and staff see it with «Я тоже собрал»; staff hide an item.
// Nothing leaves the class: a class one is not in is «not found», as is an item one may not see.

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The class whose gallery the viewer sees: a pupil's own class; staff: a class they teach (an admin: any). */
async function galleryClass(db: DB, viewer: UserRow, classId: number): Promise<ClassRow | undefined> {
  if (viewer.role === 'pupil' ? viewer.class_id !== classId : !isStaff(viewer.role)) return undefined;
  const row = await classesRepository(db).findById(classId);
  if (!row) return undefined;
  return viewer.role === 'pupil' || viewer.role === 'admin' || row.teacher_id === viewer.id ? row : undefined;
}

export async function classGallery(db: DB, viewer: UserRow, classId: number): Promise<{ ok: true; data: GalleryReply['data'] } | Failure<'NOT_FOUND'>> {
  const row = await galleryClass(db, viewer, classId);
  if (!row) return fail('NOT_FOUND', { message: GALLERY_MSG.noClassFound });
  const staff = isStaff(viewer.role);
  const rows = await galleryRepository(db).ofClass(classId, viewer.id, staff);
  return { ok: true, data: { classId, className: row.name, staff, items: rows.map((one) => galleryItem(one, viewer.id)) } };
}

function galleryItem(row: GalleryRow, viewerId: number): GalleryItem {
  return {
    id: row.submission_id,
    projectId: row.project_id,
    projectTitle: projectTitle(row.project_id),
    pupil: { id: row.pupil_id, firstName: row.first_name },
    photo: { width: row.width, height: row.height },
    shownAt: Number(row.shown_at),
    reactions: Number(row.reactions ?? 0),
    mine: row.mine !== null,
    own: row.pupil_id === viewerId,
    hidden: row.hidden_at !== null,
  };
}

/** Whether a classmate sees the item now: shown, approved, its pupil a live pupil who may share, not hidden. */
function visibleInClass(item: GalleryItemRow, classId: number | null): boolean {
  return (
    classId !== null &&
    item.class_id === classId &&
    item.shown_at !== null &&
    item.hidden_at === null &&
    item.status === 'approved' &&
    item.role === 'pupil' &&
    item.deleted_at === null &&
    consentAllowsSharing(item.consent_state as ConsentState)
  );
}

/**
 * A classmate may see this work's photos: the viewer is a pupil of the same class and the item is
 * in the gallery for them (server/services/submission-photos.ts asks this).
 */
export async function galleryShowsTo(db: DB, viewer: Pick<UserRow, 'id' | 'role' | 'class_id'>, submissionId: number): Promise<boolean> {
  if (viewer.role !== 'pupil' || viewer.class_id === null) return false;
  const item = await galleryRepository(db).find(submissionId);
  return item !== undefined && visibleInClass(item, viewer.class_id);
}

export type ShownFailure = Failure<'NOT_FOUND' | 'NOT_APPROVED' | 'FORBIDDEN' | 'CONSENT_REQUIRED'>;

/**
 * «Показать классу» on the pupil's own approved work, or taking it back. Taking back always works
 * (no consent, no class needed); showing needs the parent's consent, a class and an approved work.
 */
export async function setShownToClass(db: DB, pupil: UserRow, submissionId: number, shown: boolean, now = nowSeconds()): Promise<{ ok: true; data: ShownToClassReply } | ShownFailure> {
  const work = await submissionsRepository(db).findById(submissionId);
  if (!work || work.user_id !== pupil.id) return fail('NOT_FOUND', { message: GALLERY_MSG.noWork });
  const gallery = galleryRepository(db);
  if (shown) {
    const refused = consentRefusal(pupil);
    if (refused) return refused;
    if (pupil.class_id === null) return fail('FORBIDDEN', { message: GALLERY_MSG.noClass });
    if (work.status !== 'approved') return fail('NOT_APPROVED');
    await gallery.setShown(work.id, pupil.id, now);
  } else if (await gallery.find(work.id)) {
    await gallery.setShown(work.id, pupil.id, null);
  }
  const hidden = (await gallery.find(work.id))?.hidden_at != null;
  return { ok: true, data: { message: shown ? GALLERY_MSG.shown : GALLERY_MSG.takenBack, data: { submissionId: work.id, shown, hidden } } };
}

export type ReactionFailure = Failure<'NOT_FOUND' | 'FORBIDDEN' | 'CONSENT_REQUIRED'>;

/** «Я тоже собрал» set on or off by a classmate (a set, not a toggle: a repeat changes nothing). */
export async function setReaction(db: DB, viewer: UserRow, submissionId: number, reacted: boolean, now = nowSeconds()): Promise<{ ok: true; data: ReactionReply['data'] } | ReactionFailure> {
  const gallery = galleryRepository(db);
  const item = await gallery.find(submissionId);
  const staffOfClass = isStaff(viewer.role) && item !== undefined && item.class_id !== null && (await galleryClass(db, viewer, item.class_id)) !== undefined;
  if (staffOfClass) return fail('FORBIDDEN', { message: GALLERY_MSG.pupilsOnly });
  if (!item || !visibleInClass(item, viewer.role === 'pupil' ? viewer.class_id : null)) return fail('NOT_FOUND', { message: GALLERY_MSG.noItem });
  if (item.user_id === viewer.id) return fail('FORBIDDEN', { message: GALLERY_MSG.ownReaction });
  const refused = consentRefusal(viewer);
  if (refused) return refused;
  await gallery.setReaction(submissionId, viewer.id, reacted, now);
  return { ok: true, data: await gallery.reactionsOf(submissionId, viewer.id) };
}

/** The class's teacher or an admin hides an item from the class, or shows it again; audited. */
export async function setGalleryHidden(db: DB, staff: UserRow, submissionId: number, hidden: boolean, now = nowSeconds()): Promise<{ ok: true; message: string } | Failure<'NOT_FOUND'>> {
  const item = await galleryRepository(db).find(submissionId);
  if (!item || item.class_id === null || !(await galleryClass(db, staff, item.class_id))) return fail('NOT_FOUND', { message: GALLERY_MSG.noItem });
  await inWriteTransaction(db, async (trx) => {
    await galleryRepository(trx).setHidden(submissionId, hidden ? { by: staff.id, at: now } : null);
    await recordAudit(trx, { actorId: staff.id, action: hidden ? 'gallery_hide' : 'gallery_show', subjectId: item.user_id, details: { submissionId }, now });
  });
  return { ok: true, message: hidden ? GALLERY_MSG.itemHidden : GALLERY_MSG.itemShown };
}
