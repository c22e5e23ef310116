import { createHash } from 'node:crypto';
import {
  COMMENT_LIST_LIMIT,
  COMMENT_MESSAGES,
  commentProblem,
  ITEM_ID_MAX,
  itemOnPage,
  VOTE_RECORD_SECTIONS,
  type Comment,
  type CommentListReply,
  type JudgementReply,
  type Section,
  type VoteChange,
} from '../../domain/comments';
import { isStaff } from '../../domain/constants';
import type { DB } from '../db/database';
import { commentsRepository, type CommentListRow } from '../db/repositories/comments';
import { judgementsRepository, type Item } from '../db/repositories/judgements';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { ACCOUNT_DELETED, whileLive } from './account-lock';
import { recordAudit } from './audit-trail';
import { fail, type Failure } from './outcome';
import { consentRefusal } from './consent-gate';

// Comments and votes on section items (docs/product.md). Answers are domain
// outcomes (services/outcome.ts); the comments routes turn them into HTTP with `httpFailure`.

export type { Item };

/** Ours, not the contract's: an item id out of range (path ids are checked by pattern only). */
export const ITEM_ID_MESSAGE = `Неверный номер записи: нужно целое число от 1 до ${ITEM_ID_MAX}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The duplicate rule's key: sha256 of the text trimmed, whitespace runs collapsed, lower-cased.
 * «Спасибо!» and «  спасибо! » from one author on one item are the same comment.
 */
export function commentTextHash(text: string): string {
  return createHash('sha256').update(text.trim().replace(/\s+/gu, ' ').toLowerCase()).digest('hex');
}

export type ItemFailure = Failure<'VALIDATION_ERROR' | 'NOT_FOUND' | 'USER_NOT_FOUND'>;

/**
 * Whether a section item can take comments and votes (docs/decisions/0074-which-items-take-comments-and-votes.md):
 * a profile only when the user exists (`profileOwner`: the user with that id, read by the caller
 * along with the signed-in user); every other section only an id a page shows (`itemOnPage`: lecture,
 * Feedback, and Notes and help, which no page shows yet —
 * docs/decisions/0277-notes-and-help-take-only-ids-a-page-shows.md).
 */
export function itemProblem({ section, itemId }: Item, profileOwner: Pick<UserRow, 'id'> | null): ItemFailure | undefined {
  if (!Number.isSafeInteger(itemId) || itemId < 1 || itemId > ITEM_ID_MAX) return fail('VALIDATION_ERROR', { message: ITEM_ID_MESSAGE });
  if (section === 'ProfileUser') return profileOwner?.id === itemId ? undefined : fail('USER_NOT_FOUND');
  return itemOnPage(section, itemId) ? undefined : fail('NOT_FOUND', { message: COMMENT_MESSAGES.noSuchItem });
}

/** The user id an item names, if it names one (a profile): what the caller reads with the signed-in user. */
export const profileIdOf = ({ section, itemId }: Item) => (section === 'ProfileUser' ? itemId : 0);

/** AUTH_REQUIRED: the author's account was deleted while the comment was on its way. */
export type PostResult = { ok: true; id: number } | Failure<'VALIDATION_ERROR' | 'DUPLICATE_COMMENT' | 'AUTH_REQUIRED' | 'CONSENT_REQUIRED' | 'FORBIDDEN'>;

/**
 * A new comment, stored trimmed (the text rule, checked here too so no caller can skip it). The same
 * author posting the same text on the same item again gets DUPLICATE_COMMENT, also when both posts
 * race: the unique index decides.
 */
export async function postComment(db: DB, author: Pick<UserRow, 'id' | 'role' | 'consent_state'>, item: Item, text: string, now = nowSeconds()): Promise<PostResult> {
  const refused = consentRefusal(author);
  if (refused) return refused;
  const problem = commentProblem(text);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  // Deleting the account wins: no new comment under «Удалённый ученик» (server/services/account-lock.ts).
  const id = await whileLive(db, author.id, (trx) =>
    commentsRepository(trx).create({
      section: item.section,
      itemId: item.itemId,
      userId: author.id,
      text: text.trim(),
      textHash: commentTextHash(text),
      now,
    }),
  );
  if (id === ACCOUNT_DELETED) return fail('AUTH_REQUIRED');
  return id === undefined ? fail('DUPLICATE_COMMENT') : { ok: true, id };
}

/**
 * An item's newest comments with their authors, and how many there are. Pupils get the visible
 * ones only (hidden ones are neither listed nor counted); staff (teachers and admins) get all,
 * with report counts.
 */
export async function commentList(db: DB, viewer: Pick<UserRow, 'id' | 'role'>, item: Item): Promise<CommentListReply> {
  const comments = commentsRepository(db);
  const staff = isStaff(viewer.role);
  const query = { section: item.section, itemId: item.itemId, viewerId: viewer.id, staff, limit: COMMENT_LIST_LIMIT };
  const [rows, count] = await Promise.all([comments.list(query), comments.count(query)]);
  return { data: rows.map((row) => commentView(row, staff)), count };
}

/** A stored comment as the list answer carries it, its author from the same row. */
function commentView(row: CommentListRow, staff: boolean): Comment {
  return {
    id: row.id,
    idUser: row.user_id,
    textComent: row.text,
    timeComent: Number(row.created_at),
    author: { firstName: row.author_first_name, photo: row.author_photo, level: row.author_level, role: row.author_role },
    hidden: row.hidden_at !== null,
    reportedByMe: row.reported_by !== null,
    reports: staff ? Number(row.reports ?? 0) : 0,
  };
}

const CHANGE: Record<VoteChange, 1 | -1> = { '+': 1, '-': -1 };

/** The item's vote total (0 when nobody voted) and this user's own vote. */
export async function judgementOf(db: DB, viewer: Pick<UserRow, 'id'>, item: Item): Promise<JudgementReply> {
  const { total, mine } = await judgementsRepository(db).read(item, viewer.id);
  return { judgement: total, mine: mine === null ? null : mine > 0 ? '+' : '-' };
}

export type VoteResult = { ok: true } | Failure<'FORBIDDEN' | 'ALREADY_VOTED' | 'CONSENT_REQUIRED'>;

/**
 * One vote per user and item, for good: the vote row and the total change in one write
 * transaction, and the unique (section, item, user) lets one of any number of racing votes in.
 * Nobody votes on their own profile.
 */
export function castVote(db: DB, voter: Pick<UserRow, 'id' | 'role' | 'consent_state'>, item: Item, change: VoteChange, now = nowSeconds()): Promise<VoteResult> {
  const refused = consentRefusal(voter);
  if (refused) return Promise.resolve(refused);
  if (item.section === 'ProfileUser' && item.itemId === voter.id) return Promise.resolve(fail('FORBIDDEN', { message: COMMENT_MESSAGES.ownVote }));
  return inWriteTransaction(db, async (trx): Promise<VoteResult> => {
    const judgements = judgementsRepository(trx);
    const delta = CHANGE[change];
    if (!(await judgements.recordVote({ ...item, userId: voter.id, change: delta, now }))) return fail('ALREADY_VOTED');
    await judgements.addToTotal(item, delta);
    return { ok: true };
  });
}

/** Whether `POST /judgement` may create this section's vote record (lecture, Notes, help). */
export const voteRecordProblem = (section: Section) => (VOTE_RECORD_SECTIONS.includes(section) ? undefined : COMMENT_MESSAGES.voteRecordNotHere);

/** The item's vote record with total 0, if it has none yet; a second call changes nothing. */
export async function createVoteRecord(db: DB, item: Item): Promise<{ ok: true } | Failure<'VALIDATION_ERROR'>> {
  const problem = voteRecordProblem(item.section);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  await judgementsRepository(db).ensure(item);
  return { ok: true };
}

/** A teacher or admin hides a comment from pupils, or shows it again; the row is always kept. */
export async function setCommentHidden(db: DB, staff: Pick<UserRow, 'id'>, commentId: number, hidden: boolean, now = nowSeconds()): Promise<{ ok: true } | Failure<'NOT_FOUND'>> {
  const changed = await inWriteTransaction(db, async (trx) => {
    const comments = commentsRepository(trx);
    if (!(await comments.setHidden(commentId, hidden ? { by: staff.id, at: now } : null))) return false;
    const author = (await comments.findById(commentId))?.user_id ?? null;
    // Who hid or showed whose comment: the admin's trail (docs/decisions/0231-the-trail-keeps-hiding-and-deleting.md).
    await recordAudit(trx, { actorId: staff.id, action: hidden ? 'comment_hide' : 'comment_show', subjectId: author, details: { commentId }, now });
    return true;
  });
  return changed ? { ok: true } : fail('NOT_FOUND', { message: COMMENT_MESSAGES.commentNotFound });
}

export type ReportResult = { ok: true } | Failure<'NOT_FOUND' | 'VALIDATION_ERROR' | 'ALREADY_REPORTED'>;

/**
 * A report to the teachers: once per user and comment (the unique index decides), never of one's
 * own comment, and a pupil cannot report what a pupil cannot see (a hidden comment is «not found»).
 */
export async function reportComment(db: DB, reporter: Pick<UserRow, 'id' | 'role'>, commentId: number, now = nowSeconds()): Promise<ReportResult> {
  const comments = commentsRepository(db);
  const comment = await comments.findById(commentId);
  if (!comment || (comment.hidden_at !== null && !isStaff(reporter.role))) return fail('NOT_FOUND', { message: COMMENT_MESSAGES.commentNotFound });
  if (comment.user_id === reporter.id) return fail('VALIDATION_ERROR', { message: COMMENT_MESSAGES.ownReport });
  return (await comments.report(comment.id, reporter.id, now)) ? { ok: true } : fail('ALREADY_REPORTED');
}
