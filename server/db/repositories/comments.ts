import type { ExpressionBuilder } from 'kysely';
import { FEEDBACK_ID, HELP_IDS, LECTURE_IDS, NOTE_IDS, type Section } from '../../../domain/comments';
import type { Role } from '../../../domain/constants';
import type { DB } from '../database';
import type { CommentRow, Database } from '../schema';

// Ids are 32-bit integers on PostgreSQL; a larger number can name no row (and would be an error).
const MAX_ID = 2_147_483_647;
const isId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

export interface NewComment {
  section: Section;
  itemId: number;
  userId: number;
  /** Trimmed, and passed `commentProblem`. */
  text: string;
  textHash: string;
  now: number;
}

/** What one section item's list shows. */
export interface CommentsQuery {
  section: Section;
  itemId: number;
  /** Whose `reported_by_me` this is. */
  viewerId: number;
  /** Staff: hidden comments too, and each comment's report count. */
  staff: boolean;
  limit: number;
}

/** A comment with its author from the same query. */
export interface CommentListRow {
  id: number;
  user_id: number;
  text: string;
  created_at: number;
  hidden_at: number | null;
  author_first_name: string;
  author_photo: string;
  author_level: number;
  author_role: Role;
  /** The viewer's id when the viewer reported it, else null. */
  reported_by: number | null;
  /** Only counted for staff. */
  reports?: number;
}

/** A comment on «Жалобы», with its author, its reports and who hid it, from one query. */
export interface ModerationRow {
  id: number;
  section: Section;
  item_id: number;
  text: string;
  created_at: number;
  hidden_at: number | null;
  hidden_by: number | null;
  author_id: number;
  author_first_name: string;
  author_last_name: string;
  hider_first_name: string | null;
  hider_last_name: string | null;
  reports: number | string;
  last_report_at: number | string | null;
}

/**
 * The comments «Жалобы» lists: reported ones, and those on items no page shows
 * (domain/comments.ts itemOnPage, as SQL: a section with no ids on pages is wholly a corner).
 */
function forModeration(eb: ExpressionBuilder<Database, 'comments'>) {
  const offPage = (section: Section, onPage: ReadonlySet<number>) =>
    onPage.size === 0
      ? eb('comments.section', '=', section)
      : eb.and([eb('comments.section', '=', section), eb('comments.item_id', 'not in', [...onPage])]);
  return eb.or([
    eb.exists(eb.selectFrom('comment_reports').select('comment_reports.comment_id').whereRef('comment_reports.comment_id', '=', 'comments.id')),
    offPage('lecture', LECTURE_IDS),
    offPage('Feedback', new Set([FEEDBACK_ID])),
    offPage('Notes', NOTE_IDS),
    offPage('help', HELP_IDS),
  ]);
}

/** Comments and their reports; built from the database or a write transaction. */
export function commentsRepository(db: DB) {
  return {
    /**
     * The new comment's id, or undefined when the author wrote this text on this item before: the
     * unique (user, section, item, text hash) decides, so two identical posts racing get one row on
     * both engines. `do nothing` (no error) keeps a PostgreSQL transaction usable.
     */
    async create(comment: NewComment): Promise<number | undefined> {
      const row = await db
        .insertInto('comments')
        .values({
          section: comment.section,
          item_id: comment.itemId,
          user_id: comment.userId,
          text: comment.text,
          text_hash: comment.textHash,
          created_at: comment.now,
          hidden_at: null,
          hidden_by: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async findById(id: number): Promise<CommentRow | undefined> {
      if (!isId(id)) return undefined;
      return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Newest first (ties: the later id first), each with its author; the page is read down
     * comments_visible_page (pupils) or comments_page (staff). Which of them the viewer reported is
     * a second read of the viewer's own reports among the page's ids (comment_reports_user), not a
     * probe per comment (docs/decisions/0291-fewer-rows-for-a-staff-search-and-a-busy-comment-page.md).
     */
    async list({ section, itemId, viewerId, staff, limit }: CommentsQuery): Promise<CommentListRow[]> {
      const rows = await db
        .selectFrom('comments')
        .innerJoin('users as author', 'author.id', 'comments.user_id')
        .select([
          'comments.id',
          'comments.user_id',
          'comments.text',
          'comments.created_at',
          'comments.hidden_at',
          'author.first_name as author_first_name',
          'author.photo as author_photo',
          'author.level as author_level',
          'author.role as author_role',
        ])
        .$if(staff, (qb) =>
          qb.select((eb) =>
            eb
              .selectFrom('comment_reports')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('comment_reports.comment_id', '=', 'comments.id')
              .as('reports'),
          ),
        )
        .where('comments.section', '=', section)
        .where('comments.item_id', '=', itemId)
        .$if(!staff, (qb) => qb.where('comments.hidden_at', 'is', null))
        .orderBy('comments.created_at', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(limit)
        .execute();
      if (rows.length === 0) return [];
      const mine = await db
        .selectFrom('comment_reports')
        .select('comment_id')
        .where('user_id', '=', viewerId)
        .where('comment_id', 'in', rows.map((row) => row.id))
        .execute();
      const reported = new Set(mine.map((row) => row.comment_id));
      // Set on the rows as read, not spread into copies: a hundred copies of ten fields were a
      // tenth of the busy page's CPU (the copies' fields are slower to read, and more to collect).
      const listed = rows as CommentListRow[];
      for (const row of listed) row.reported_by = reported.has(row.id) ? viewerId : null;
      return listed;
    },

    /** How many comments the item has: the visible ones, or (staff) all; a counter kept by triggers (comment_counts). */
    async count({ section, itemId, staff }: Pick<CommentsQuery, 'section' | 'itemId' | 'staff'>): Promise<number> {
      const row = await db
        .selectFrom('comment_counts')
        .select(['visible', 'total'])
        .where('section', '=', section)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return Number((staff ? row?.total : row?.visible) ?? 0);
    },

    /** Hides (with who and when) or shows again; false when there is no such comment. The row is kept. */
    async setHidden(id: number, hidden: { by: number; at: number } | null): Promise<boolean> {
      if (!isId(id)) return false;
      const result = await db
        .updateTable('comments')
        .set({ hidden_at: hidden?.at ?? null, hidden_by: hidden?.by ?? null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** «Жалобы»: newest first (ties: the later id first), each with its author, reports and hider, in one query. */
    moderationList(limit: number): Promise<ModerationRow[]> {
      return db
        .selectFrom('comments')
        .innerJoin('users as author', 'author.id', 'comments.user_id')
        .leftJoin('users as hider', 'hider.id', 'comments.hidden_by')
        .select((eb) => [
          'comments.id',
          'comments.section',
          'comments.item_id',
          'comments.text',
          'comments.created_at',
          'comments.hidden_at',
          'comments.hidden_by',
          'author.id as author_id',
          'author.first_name as author_first_name',
          'author.last_name as author_last_name',
          'hider.first_name as hider_first_name',
          'hider.last_name as hider_last_name',
          eb.selectFrom('comment_reports').select(eb.fn.countAll<number>().as('n')).whereRef('comment_reports.comment_id', '=', 'comments.id').as('reports'),
          eb.selectFrom('comment_reports').select((sub) => sub.fn.max('comment_reports.created_at').as('m')).whereRef('comment_reports.comment_id', '=', 'comments.id').as('last_report_at'),
        ])
        .where(forModeration)
        .orderBy('comments.created_at', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(limit)
        .execute() as Promise<ModerationRow[]>;
    },

    /** How many comments «Жалобы» has in all. */
    async moderationCount(): Promise<number> {
      const row = await db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('n')).where(forModeration).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** False when this user reported this comment before: the unique (comment, user) decides. */
    async report(commentId: number, userId: number, now: number): Promise<boolean> {
      const row = await db
        .insertInto('comment_reports')
        .values({ comment_id: commentId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('comment_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
