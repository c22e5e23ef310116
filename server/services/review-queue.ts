import type { QueueItem } from '../../domain/review';
import type { DB } from '../db/database';
import { submissionsRepository, type QueueRow } from '../db/repositories/submissions';
import { projectReward, projectTitle } from './approval';
import { conversationsOf, type Conversation } from './thread';

// The teacher's queue of work to check (docs/decisions/0045-the-teachers-screen.md).

function queueItem(row: QueueRow, conversation: Conversation | undefined, previousId: number | undefined): QueueItem {
  return {
    id: row.id,
    pupil: { id: row.user_id, firstName: row.pupil_first_name, lastName: row.pupil_last_name || null, photo: row.pupil_photo, level: row.pupil_level, role: row.pupil_role },
    projectId: row.project_id,
    projectTitle: projectTitle(row.project_id),
    reward: projectReward(row.project_id),
    submittedAt: row.created_at,
    filename: row.original_name,
    width: row.width,
    height: row.height,
    recordedBy: row.recorded_by_name,
    photos: conversation?.photos ?? [{ index: 0, width: row.width, height: row.height }],
    previousId: previousId ?? null,
    classId: row.class_id ?? null,
    className: row.class_name ?? null,
  };
}

/** Pending work, oldest first, and how much of it there is: photos and previous submissions in one query each. */
export async function reviewQueue(db: DB): Promise<{ data: QueueItem[]; count: number }> {
  const submissions = submissionsRepository(db);
  const [rows, count] = await Promise.all([submissions.queue(), submissions.pendingCount()]);
  const [conversations, previous] = await Promise.all([conversationsOf(db, rows, { messages: false }), submissions.previousOf(rows)]);
  return { data: rows.map((row) => queueItem(row, conversations.get(row.id), previous.get(row.id))), count };
}
