import type { DB } from '../database';

// The class gallery (docs/decisions/0279-the-class-gallery.md). What a classmate may see is one
// rule, `visible` below: shown and not taken back, the work still approved, its pupil a live pupil
// whose parent allows sharing (src/domain/family.ts consentAllowsSharing), and not hidden by staff.

/** The consent states that let a pupil's work be seen by others (src/domain/family.ts consentAllowsSharing). */
const SHARING = ['not_needed', 'given'] as const;

/** One build of a class's gallery, as one query reads it. */
export interface GalleryRow {
  submission_id: number;
  project_id: number;
  width: number;
  height: number;
  shown_at: number;
  hidden_at: number | null;
  pupil_id: number;
  first_name: string;
  reactions: number | string;
  mine: number | string | null;
}

/** The item, its pupil and class, as the checks of a reaction, a hiding or a photo read it. */
export interface GalleryItemRow {
  submission_id: number;
  user_id: number;
  class_id: number | null;
  shown_at: number | null;
  hidden_at: number | null;
  status: string;
  role: string;
  consent_state: string;
  deleted_at: number | null;
}

export function galleryRepository(db: DB) {
  return {
    /**
     * A class's gallery in one query, newest shown first: from the class's pupils (users_class) to
     * their shown items (gallery_items_user) and the work; the reactions counted and the viewer's
     * own looked up per item by their primary key. Staff get hidden items too; a pupil their own.
     */
    ofClass(classId: number, viewerId: number, withHidden: boolean): Promise<GalleryRow[]> {
      return db
        .selectFrom('users')
        .innerJoin('gallery_items as item', 'item.user_id', 'users.id')
        .innerJoin('submissions', 'submissions.id', 'item.submission_id')
        .select((eb) => [
          'item.submission_id',
          'submissions.project_id',
          'submissions.width',
          'submissions.height',
          'item.shown_at',
          'item.hidden_at',
          'users.id as pupil_id',
          'users.first_name',
          eb.selectFrom('gallery_reactions').select((sub) => sub.fn.countAll<number>().as('n')).whereRef('gallery_reactions.submission_id', '=', 'item.submission_id').as('reactions'),
          eb
            .selectFrom('gallery_reactions as own')
            .select('own.user_id')
            .whereRef('own.submission_id', '=', 'item.submission_id')
            .where('own.user_id', '=', viewerId)
            .as('mine'),
        ])
        .where('users.class_id', '=', classId)
        .where('users.role', '=', 'pupil')
        .where('users.deleted_at', 'is', null)
        .where('users.consent_state', 'in', SHARING)
        .where('item.shown_at', 'is not', null)
        .where('submissions.status', '=', 'approved')
        .$if(!withHidden, (qb) => qb.where((eb) => eb.or([eb('item.hidden_at', 'is', null), eb('users.id', '=', viewerId)])))
        .orderBy('item.shown_at', 'desc')
        .orderBy('item.submission_id', 'desc')
        .execute() as Promise<GalleryRow[]>;
    },

    /** The item with what every check needs about its work and pupil; undefined when it was never shown. */
    find(submissionId: number): Promise<GalleryItemRow | undefined> {
      return db
        .selectFrom('gallery_items as item')
        .innerJoin('submissions', 'submissions.id', 'item.submission_id')
        .innerJoin('users', 'users.id', 'item.user_id')
        .select([
          'item.submission_id',
          'item.user_id',
          'users.class_id',
          'item.shown_at',
          'item.hidden_at',
          'submissions.status',
          'users.role',
          'users.consent_state',
          'users.deleted_at',
        ])
        .where('item.submission_id', '=', submissionId)
        .executeTakeFirst() as Promise<GalleryItemRow | undefined>;
    },

    /** Shows the work (again) or takes it back; the staff's hiding is left as it is. */
    async setShown(submissionId: number, userId: number, shownAt: number | null): Promise<void> {
      await db
        .insertInto('gallery_items')
        .values({ submission_id: submissionId, user_id: userId, shown_at: shownAt, hidden_at: null, hidden_by: null })
        .onConflict((oc) => oc.column('submission_id').doUpdateSet({ shown_at: shownAt }))
        .execute();
    },

    /** Hides (who and when) or shows again; false when the work was never shown. */
    async setHidden(submissionId: number, hidden: { by: number; at: number } | null): Promise<boolean> {
      const result = await db
        .updateTable('gallery_items')
        .set({ hidden_at: hidden?.at ?? null, hidden_by: hidden?.by ?? null })
        .where('submission_id', '=', submissionId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Sets the user's «Я тоже собрал» on or off; a repeat changes nothing (the primary key decides). */
    async setReaction(submissionId: number, userId: number, on: boolean, now: number): Promise<void> {
      if (on) {
        await db.insertInto('gallery_reactions').values({ submission_id: submissionId, user_id: userId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
      } else {
        await db.deleteFrom('gallery_reactions').where('submission_id', '=', submissionId).where('user_id', '=', userId).execute();
      }
    },

    async reactionsOf(submissionId: number, userId: number): Promise<{ reactions: number; mine: boolean }> {
      const row = await db
        .selectFrom('gallery_reactions')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(eb.case().when('user_id', '=', userId).then(1).else(0).end()).as('own')])
        .where('submission_id', '=', submissionId)
        .executeTakeFirst();
      return { reactions: Number(row?.n ?? 0), mine: Number(row?.own ?? 0) > 0 };
    },

    /** Whether each of these works is in the gallery now (shown and not taken back), for «Мои работы». */
    async shownOf(submissionIds: readonly number[]): Promise<Map<number, { shown: boolean; hidden: boolean }>> {
      if (submissionIds.length === 0) return new Map();
      const rows = await db.selectFrom('gallery_items').select(['submission_id', 'shown_at', 'hidden_at']).where('submission_id', 'in', submissionIds).execute();
      return new Map(rows.map((row) => [row.submission_id, { shown: row.shown_at !== null, hidden: row.hidden_at !== null }]));
    },
  };
}
