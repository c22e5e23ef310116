import type { ProjectStatuses } from '../../domain/review';
import type { DB } from '../db/database';
import { submissionsRepository } from '../db/repositories/submissions';
import type { SubmissionRow, UserRow } from '../db/schema';
import { fail, type Failure } from './outcome';
import { conversationsOf, type Conversation } from './thread';

// Where a pupil's projects stand, and the teacher's decisions told to the pupil once
// (docs/decisions/0049-a-decision-is-told-to-the-pupil-once.md).

/**
 * The pupil's newest submission of a project, or none yet. A pupil outside the journal hears it
 * here too, as when sending; work already sent still shows.
 */
export async function projectStatus(
  db: DB,
  pupil: UserRow,
  projectId: number,
): Promise<{ ok: true; latest?: SubmissionRow; conversation?: Conversation } | Failure<'ACCOUNT_NOT_LINKED'>> {
  const latest = await submissionsRepository(db).latestFor(pupil.id, projectId);
  if (!latest && !pupil.journal_linked) return fail('ACCOUNT_NOT_LINKED');
  if (!latest) return { ok: true };
  const conversation = (await conversationsOf(db, [latest], { messages: false })).get(latest.id);
  return { ok: true, latest, conversation };
}

/** Each project the pupil has sent, by its id: the status of its newest submission. */
export async function projectStatuses(db: DB, pupil: UserRow): Promise<ProjectStatuses> {
  const latest = await submissionsRepository(db).latestPerProject(pupil.id);
  return Object.fromEntries([...latest].map(([projectId, status]) => [String(projectId), status]));
}

/** Decisions on the pupil's work not shown to them yet, oldest first. */
export function unseenDecisions(db: DB, pupil: UserRow): Promise<SubmissionRow[]> {
  return submissionsRepository(db).unseenOutcomes(pupil.id);
}

/** The decisions the pupil was shown; ids of others' work change nothing. How many were marked. */
export function markDecisionsSeen(db: DB, pupil: UserRow, ids: readonly number[], now: number): Promise<number> {
  return submissionsRepository(db).markNotified(pupil.id, ids, now);
}
