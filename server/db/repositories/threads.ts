import type { Role } from '../../../domain/constants';
import type { DB } from '../database';

// Submissions' private threads (docs/decisions/0159-a-thread-is-private.md) and how far each
// reader has read them. Who may read or write is the service's question (server/services/thread.ts).

export interface MessageRow {
  id: number;
  submission_id: number;
  author_id: number;
  author_first_name: string;
  author_last_name: string;
  author_role: Role;
  text: string;
  created_at: number;
}

export interface UnreadRow {
  submission_id: number;
  project_id: number;
  pupil_id: number;
  pupil_first_name: string;
  pupil_last_name: string;
  unread: number;
  last_id: number;
}

const UNREAD_SHOWN = 50;

export function threadsRepository(db: DB) {
  const messages = () =>
    db
      .selectFrom('thread_messages')
      .innerJoin('users as author', 'author.id', 'thread_messages.author_id')
      .select([
        'thread_messages.id as id',
        'thread_messages.submission_id as submission_id',
        'thread_messages.author_id as author_id',
        'author.first_name as author_first_name',
        'author.last_name as author_last_name',
        'author.role as author_role',
        'thread_messages.text as text',
        'thread_messages.created_at as created_at',
      ]);
  const normal = (row: MessageRow): MessageRow => ({ ...row, created_at: Number(row.created_at) });

  return {
    async add(input: { submissionId: number; authorId: number; text: string; fromDecision?: boolean; now: number }): Promise<number> {
      const row = await db
        .insertInto('thread_messages')
        .values({ submission_id: input.submissionId, author_id: input.authorId, text: input.text, from_decision: input.fromDecision ? 1 : 0, created_at: input.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async byId(id: number): Promise<MessageRow | undefined> {
      const row = await messages().where('thread_messages.id', '=', id).executeTakeFirst();
      return row && normal(row);
    },

    /** The threads of these submissions, each oldest first: one query for a whole list. */
    async ofSubmissions(submissionIds: readonly number[]): Promise<Map<number, MessageRow[]>> {
      const threads = new Map<number, MessageRow[]>();
      if (submissionIds.length === 0) return threads;
      const rows = await messages().where('thread_messages.submission_id', 'in', [...submissionIds]).orderBy('thread_messages.id', 'asc').execute();
      for (const row of rows) {
        const list = threads.get(row.submission_id) ?? [];
        list.push(normal(row));
        threads.set(row.submission_id, list);
      }
      return threads;
    },

    /** Every message a user wrote, oldest first («Мои данные»). */
    async byAuthor(userId: number): Promise<MessageRow[]> {
      const rows = await messages().where('thread_messages.author_id', '=', userId).orderBy('thread_messages.id', 'asc').execute();
      return rows.map(normal);
    },

    /** The reader has seen the thread up to `lastId`; reading never moves the mark back. */
    async markRead(submissionId: number, userId: number, lastId: number): Promise<void> {
      await db
        .insertInto('thread_reads')
        .values({ submission_id: submissionId, user_id: userId, last_read_id: lastId })
        .onConflict((oc) =>
          oc.columns(['submission_id', 'user_id']).doUpdateSet({ last_read_id: lastId }).where('thread_reads.last_read_id', '<', lastId),
        )
        .execute();
    },

    /**
     * Threads with messages the reader has not read, newest first. A pupil's: staff messages on
     * their own submissions. Staff's: the pupil's messages on work they reviewed or nobody has yet.
     */
    async unread(reader: { id: number; staff: boolean }): Promise<UnreadRow[]> {
      let query = db
        .selectFrom('thread_messages')
        .innerJoin('submissions', 'submissions.id', 'thread_messages.submission_id')
        .innerJoin('users as pupil', 'pupil.id', 'submissions.user_id')
        .leftJoin('thread_reads', (join) =>
          join.onRef('thread_reads.submission_id', '=', 'thread_messages.submission_id').on('thread_reads.user_id', '=', reader.id),
        )
        .select((eb) => [
          'thread_messages.submission_id as submission_id',
          'submissions.project_id as project_id',
          'submissions.user_id as pupil_id',
          'pupil.first_name as pupil_first_name',
          'pupil.last_name as pupil_last_name',
          eb.fn.countAll<number>().as('unread'),
          eb.fn.max('thread_messages.id').as('last_id'),
        ])
        .where((eb) => eb('thread_messages.id', '>', eb.fn.coalesce('thread_reads.last_read_id', eb.lit(0))))
        .where('pupil.deleted_at', 'is', null);
      query = reader.staff
        ? query
            .whereRef('thread_messages.author_id', '=', 'submissions.user_id')
            .where((eb) => eb.or([eb('submissions.reviewer_id', '=', reader.id), eb('submissions.reviewer_id', 'is', null)]))
        : query.where('submissions.user_id', '=', reader.id).where('thread_messages.author_id', '!=', reader.id);
      const rows = await query
        .groupBy(['thread_messages.submission_id', 'submissions.project_id', 'submissions.user_id', 'pupil.first_name', 'pupil.last_name'])
        .orderBy('last_id', 'desc')
        .limit(UNREAD_SHOWN)
        .execute();
      return rows.map((row) => ({ ...row, unread: Number(row.unread), last_id: Number(row.last_id) }));
    },

    async byIds(ids: readonly number[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      const rows = await messages().where('thread_messages.id', 'in', [...ids]).execute();
      return rows.map(normal);
    },

    /** An undone decision takes back the message it wrote. */
    async removeDecisionMessages(submissionId: number): Promise<void> {
      await db.deleteFrom('thread_messages').where('submission_id', '=', submissionId).where('from_decision', '=', 1).execute();
    },
  };
}
