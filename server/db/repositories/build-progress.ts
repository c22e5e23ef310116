import type { DB } from '../database';

// A pupil's ticks in a project's guide, as the device last sent them.

export interface StoredProgress {
  parts: number[];
  steps: number[];
  stepCount: number;
  /** Unix milliseconds of the change on the device. */
  updatedAt: number;
}

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
      return row && { parts: parseList(row.parts), steps: parseList(row.steps), stepCount: row.step_count, updatedAt: Number(row.updated_at) };
    },

    /**
     * Stores the progress unless a newer one is stored: one `insert … on conflict do update …
     * where stored.updated_at < new.updated_at`, so two devices racing end with the newest on
     * both engines, never with a read-compare-write gap.
     */
    async save(userId: number, projectId: number, progress: StoredProgress): Promise<void> {
      const values = {
        parts: JSON.stringify(progress.parts),
        steps: JSON.stringify(progress.steps),
        steps_done: progress.steps.length,
        step_count: progress.stepCount,
        updated_at: progress.updatedAt,
      };
      await db
        .insertInto('build_progress')
        .values({ user_id: userId, project_id: projectId, ...values })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'project_id'])
            .doUpdateSet(values)
            .where('build_progress.updated_at', '<', progress.updatedAt),
        )
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
