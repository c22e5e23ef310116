import { itemOnPage } from '../../domain/comments';
import { MODERATION_LIST_LIMIT, type ModerationComment, type ModerationReply } from '../../domain/moderation';
import type { DB } from '../db/database';
import { commentsRepository, type ModerationRow } from '../db/repositories/comments';
import { fullName } from './classes';

// «Жалобы» (docs/decisions/0278-the-reports-screen.md): every reported comment and every comment
// on an item no page shows, newest first, for teachers and admins; hiding is services/comments.ts
// setCommentHidden (who and when on the row, and in the audit).

export async function moderationList(db: DB): Promise<ModerationReply> {
  const comments = commentsRepository(db);
  const [rows, count] = await Promise.all([comments.moderationList(MODERATION_LIST_LIMIT), comments.moderationCount()]);
  return { data: rows.map(moderationView), count };
}

function moderationView(row: ModerationRow): ModerationComment {
  const hider = row.hidden_by === null || row.hider_first_name === null ? null : { id: row.hidden_by, name: fullName({ first_name: row.hider_first_name, last_name: row.hider_last_name ?? '' }) };
  return {
    id: row.id,
    section: row.section,
    itemId: row.item_id,
    onPage: itemOnPage(row.section, row.item_id),
    text: row.text,
    createdAt: Number(row.created_at),
    author: { id: row.author_id, name: fullName({ first_name: row.author_first_name, last_name: row.author_last_name }) },
    reports: Number(row.reports ?? 0),
    lastReportAt: row.last_report_at === null ? null : Number(row.last_report_at),
    hidden: row.hidden_at === null ? null : { at: Number(row.hidden_at), by: hider },
  };
}
