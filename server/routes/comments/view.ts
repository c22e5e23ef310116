import type { Comment } from '../../../src/domain/comments';
import type { CommentListRow } from '../../db/repositories/comments';

/** A stored comment as the list answer carries it (SPEC §3 field names), its author from the same row. */
export function commentView(row: CommentListRow, staff: boolean): Comment {
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
