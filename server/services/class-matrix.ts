import type { ClassMatrix, MatrixCell } from '../../domain/classes';
import type { DB } from '../db/database';
import { buildProgressRepository } from '../db/repositories/build-progress';
import { classesRepository } from '../db/repositories/classes';
import { pupilHistoryRepository } from '../db/repositories/pupil-history';
import { solderingPermitsRepository } from '../db/repositories/soldering-permits';
import type { UserRow } from '../db/schema';
import { managedClass, type ClassFailure } from './classes';

// The class at a glance: pupils × projects. A cell is the newest submission's state, or
// «building» with the step when the guide's ticks were synced and nothing was sent yet; a cell
// that is neither is not sent (the client shows «not started»). Three indexed reads for a class.

export async function classMatrix(db: DB, viewer: UserRow, classId: number): Promise<{ ok: true; data: ClassMatrix } | ClassFailure> {
  const managed = await managedClass(db, viewer, classId);
  if (!managed.ok) return managed;
  const pupils = await classesRepository(db).pupils(classId);
  const ids = pupils.map((pupil) => pupil.id);
  const [submissions, progress, permits] = await Promise.all([
    pupilHistoryRepository(db).submissionsOfPupils(ids),
    buildProgressRepository(db).cellsOf(ids),
    solderingPermitsRepository(db).holders(ids),
  ]);

  const cells = new Map<string, MatrixCell>();
  for (const row of progress) {
    if (row.steps_done <= 0) continue;
    cells.set(`${row.user_id}:${row.project_id}`, {
      userId: row.user_id,
      projectId: row.project_id,
      state: 'building',
      step: row.steps_done,
      steps: row.step_count,
      updatedAt: Math.floor(row.updated_at / 1000),
    });
  }
  // Oldest first: the newest submission of a project is written last and wins over the ticks.
  for (const row of submissions) {
    cells.set(`${row.user_id}:${row.project_id}`, {
      userId: row.user_id,
      projectId: row.project_id,
      state: row.status,
      submissionId: row.id,
      updatedAt: row.reviewed_at ?? row.created_at,
    });
  }

  return {
    ok: true,
    data: {
      classId,
      name: managed.row.name,
      pupils: pupils.map((pupil) => ({
        id: pupil.id,
        firstName: pupil.first_name,
        lastName: pupil.last_name || null,
        level: pupil.level,
        lastSeen: pupil.last_seen_at === null ? null : Number(pupil.last_seen_at),
        solderingPermit: permits.has(pupil.id),
        consent: pupil.consent_state,
      })),
      cells: [...cells.values()],
    },
  };
}
