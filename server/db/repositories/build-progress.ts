import type { TimedProgress } from '../../../domain/build-progress';
import type { DB } from '../database';

// A pupil's ticks in a project's guide, merged tick by tick from the devices' writes
// (server/services/build-progress-sync.ts).

/** The ticks, the step count, the latest change and each tick's time (Unix ms). */
export type StoredProgress = TimedProgress;

export interface ProgressCellRow {
  user_id: number;
  project_id: number;
  steps_done: number;
  step_count: number;
  updated_at: number;
}

const parseList = (text: string): number[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
};

export function buildProgressRepository(db: DB) {
  return {
    async find(userId: number, projectId: number): Promise<StoredProgress | undefined> {
      const row = await db
        .selectFrom('build_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return (
        row && {
          parts: parseList(row.parts),
          steps: parseList(row.steps),
          stepCount: row.step_count,
          updatedAt: Number(row.updated_at),
          partTimes: parseList(row.part_times),
          stepTimes: parseList(row.step_times),
        }
      );
    },

    /**
     * Stores the merged record. Call it inside the write transaction that read the record it was
     * merged from, holding the pupil's lock, so no other write comes between the read and this.
     */
    async save(userId: number, projectId: number, progress: StoredProgress): Promise<void> {
      const values = {
        parts: JSON.stringify(progress.parts),
        steps: JSON.stringify(progress.steps),
        steps_done: progress.steps.length,
        step_count: progress.stepCount,
        updated_at: progress.updatedAt,
        part_times: JSON.stringify(progress.partTimes),
        step_times: JSON.stringify(progress.stepTimes),
      };
      await db
        .insertInto('build_progress')
        .values({ user_id: userId, project_id: projectId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'project_id']).doUpdateSet(values))
        .execute();
    },

    /** What the class matrix needs of these pupils' progress. */
    async cellsOf(userIds: readonly number[]): Promise<ProgressCellRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('build_progress')
        .select(['user_id', 'project_id', 'steps_done', 'step_count', 'updated_at'])
        .where('user_id', 'in', userIds)
        .execute();
      return rows.map((row) => ({ ...row, updated_at: Number(row.updated_at) }));
    },
  };
}
