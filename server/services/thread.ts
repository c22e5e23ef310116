import { COMMENT_MESSAGES, commentProblem } from '../../domain/comments';
import { isStaff } from '../../domain/constants';
import { CONVERSATION_MSG, type Mark, type SubmissionPhoto, type ThreadMessage, type UnreadThread } from '../../domain/review-conversation';
import type { DB } from '../db/database';
import { submissionsRepository } from '../db/repositories/submissions';
import { threadsRepository, type MessageRow } from '../db/repositories/threads';
import type { SubmissionRow, UserRow } from '../db/schema';
import { projectTitle } from './approval';
import { storedMarks } from './marks';
import { fail, type Failure } from './outcome';

// A submission's private thread (docs/decisions/0159-a-thread-is-private.md): its pupil and staff
// read and write it; to anyone else it does not exist (404, never 403). Lists of submissions get
// their photos, marks and threads here, a query per kind.

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Who may read and write a submission's thread: its pupil and staff, nobody else. */
export const mayJoinThread = (viewer: Pick<UserRow, 'id' | 'role'>, submission: Pick<SubmissionRow, 'user_id'>) =>
  isStaff(viewer.role) || submission.user_id === viewer.id;

export function threadMessage(row: MessageRow): ThreadMessage {
  return {
    id: row.id,
    submissionId: row.submission_id,
    // Only a pupil and staff ever write; any other role reads as the pupil's side.
    author: { id: row.author_id, firstName: row.author_first_name, lastName: row.author_last_name || null, role: row.author_role === 'teacher' || row.author_role === 'admin' ? row.author_role : 'pupil' },
    text: row.text,
    createdAt: row.created_at,
  };
}

export interface Conversation {
  photos: SubmissionPhoto[];
  marks: Mark[];
  messages: ThreadMessage[];
}

/** Photos, marks and (when asked) threads of a list of submissions: a query per kind, not per row. */
export async function conversationsOf(
  db: DB,
  rows: readonly { id: number; width: number; height: number; marks: string }[],
  { messages = true }: { messages?: boolean } = {},
): Promise<Map<number, Conversation>> {
  const ids = rows.map((row) => row.id);
  const [extras, threads] = await Promise.all([
    submissionsRepository(db).extraSizesOf(ids),
    messages ? threadsRepository(db).ofSubmissions(ids) : new Map<number, MessageRow[]>(),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        photos: [{ index: 0, width: row.width, height: row.height }, ...(extras.get(row.id) ?? [])],
        marks: storedMarks(row.marks),
        messages: (threads.get(row.id) ?? []).map(threadMessage),
      },
    ]),
  );
}

async function visibleSubmission(db: DB, viewer: UserRow, submissionId: number): Promise<SubmissionRow | undefined> {
  const row = await submissionsRepository(db).findById(submissionId);
  return row && mayJoinThread(viewer, row) ? row : undefined;
}

/** The thread, oldest first; reading it marks it read for the reader. */
export async function readThread(db: DB, viewer: UserRow, submissionId: number): Promise<{ ok: true; data: ThreadMessage[] } | Failure<'NOT_FOUND'>> {
  const row = await visibleSubmission(db, viewer, submissionId);
  if (!row) return fail('NOT_FOUND');
  const threads = threadsRepository(db);
  const messages = (await threads.ofSubmissions([row.id])).get(row.id) ?? [];
  const last = messages.at(-1);
  if (last) await threads.markRead(row.id, viewer.id, last.id);
  return { ok: true, data: messages.map(threadMessage) };
}

/** The shared comment rule (500 characters, the same checks), in the thread's words. */
export function threadTextProblem(text: string): string | undefined {
  const problem = commentProblem(text);
  if (problem === COMMENT_MESSAGES.empty) return CONVERSATION_MSG.threadEmpty;
  if (problem === COMMENT_MESSAGES.tooLong) return CONVERSATION_MSG.threadTooLong;
  return problem;
}

export async function writeToThread(
  db: DB,
  viewer: UserRow,
  submissionId: number,
  text: string,
  now = nowSeconds(),
): Promise<{ ok: true; data: ThreadMessage } | Failure<'NOT_FOUND' | 'VALIDATION_ERROR'>> {
  const row = await visibleSubmission(db, viewer, submissionId);
  if (!row) return fail('NOT_FOUND');
  const problem = threadTextProblem(text);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const threads = threadsRepository(db);
  const id = await threads.add({ submissionId: row.id, authorId: viewer.id, text: text.trim(), now });
  // One's own message is read: the writer's unread count never counts it.
  await threads.markRead(row.id, viewer.id, id);
  const message = await threads.byId(id);
  if (!message) return fail('NOT_FOUND');
  return { ok: true, data: threadMessage(message) };
}

/** Threads with the other side's messages the viewer has not read (the contract's UnreadThread). */
export async function unreadThreads(db: DB, viewer: UserRow): Promise<UnreadThread[]> {
  const threads = threadsRepository(db);
  const staff = isStaff(viewer.role);
  const rows = await threads.unread({ id: viewer.id, staff });
  const last = new Map((await threads.byIds(rows.map((row) => row.last_id))).map((message) => [message.id, message]));
  return rows.flatMap((row) => {
    const message = last.get(row.last_id);
    if (!message) return [];
    return [
      {
        submissionId: row.submission_id,
        projectId: row.project_id,
        projectTitle: projectTitle(row.project_id),
        pupil: staff ? { id: row.pupil_id, firstName: row.pupil_first_name, lastName: row.pupil_last_name || null } : null,
        unread: row.unread,
        last: threadMessage(message),
      },
    ];
  });
}
