import type { PersonSummary, QueueItem } from '../../../src/domain/review';
import type { QueueRow } from '../../db/repositories/submissions';
import type { UserRow } from '../../db/schema';
import { projectReward } from '../../services/approval';
import { projectTitle } from '../projects/view';

export function personSummary(user: Pick<UserRow, 'id' | 'first_name' | 'photo' | 'level' | 'role'>): PersonSummary {
  return { id: user.id, firstName: user.first_name, photo: user.photo, level: user.level, role: user.role };
}

export function queueItem(row: QueueRow): QueueItem {
  return {
    id: row.id,
    pupil: { id: row.user_id, firstName: row.pupil_first_name, photo: row.pupil_photo, level: row.pupil_level, role: row.pupil_role },
    projectId: row.project_id,
    projectTitle: projectTitle(row.project_id),
    reward: projectReward(row.project_id),
    submittedAt: row.created_at,
    filename: row.original_name,
    width: row.width,
    height: row.height,
    recordedBy: row.recorded_by_name,
  };
}
