import type { Section } from '../../../src/domain/comments';
import type { Role } from '../../../src/domain/constants';
import type { DB } from '../database';
import type { CommentRow } from '../schema';

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
     * Newest first (ties: the later id first), each with its author and the viewer's report, in one
     * query; the page is read down comments_visible_page (pupils) or comments_page (staff).
     */
    list({ section, itemId, viewerId, staff, limit }: CommentsQuery): Promise<CommentListRow[]> {
      return db
        .selectFrom('comments')
        .innerJoin('users as author', 'author.id', 'comments.user_id')
        .leftJoin('comment_reports as mine', (join) => join.onRef('mine.comment_id', '=', 'comments.id').on('mine.user_id', '=', viewerId))
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
          'mine.user_id as reported_by',
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
        .execute() as Promise<CommentListRow[]>;
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
