import type { DB } from '../database';
import type { ClassAssignmentsTable } from '../schema';
import type { Selectable } from 'kysely';

// A class's assignments (migration 0030) and the two facts that decide a pupil's state in one: the
// first work sent of a project and the first pass of a lesson
// (docs/decisions/0281-assignments-and-what-late-and-missing-mean.md).

export type AssignmentRow = Selectable<ClassAssignmentsTable>;

export interface NewAssignment {
  classId: number;
  projectId: number | null;
  lessonId: number | null;
  due: string;
  createdBy: number;
  now: number;
}

export function classAssignmentsRepository(db: DB) {
  return {
    /**
     * Sets the assignment; one of the same project (or lesson) in the class has its date moved
     * instead (the unique index decides, so two taps make one). Answers the row and whether it is new.
     */
    async set(input: NewAssignment): Promise<{ row: AssignmentRow; created: boolean }> {
      const inserted = await db
        .insertInto('class_assignments')
        .values({
          class_id: input.classId,
          project_id: input.projectId,
          lesson_id: input.lessonId,
          due: input.due,
          created_by: input.createdBy,
          created_at: input.now,
          updated_at: input.now,
        })
        .onConflict((oc) => oc.columns(input.projectId !== null ? ['class_id', 'project_id'] : ['class_id', 'lesson_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
      const moved = await db
        .updateTable('class_assignments')
        .set({ due: input.due, updated_at: input.now })
        .where('class_id', '=', input.classId)
        .where(input.projectId !== null ? 'project_id' : 'lesson_id', '=', input.projectId ?? input.lessonId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row: moved, created: false };
    },

    /** The class's assignments, soonest due first. */
    ofClass(classId: number): Promise<AssignmentRow[]> {
      return db.selectFrom('class_assignments').selectAll().where('class_id', '=', classId).orderBy('due').orderBy('id').execute();
    },

    /** The assignments of these classes due between two days (inclusive), soonest first. */
    dueBetween(classIds: readonly number[], from: string, to: string): Promise<AssignmentRow[]> {
      if (classIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('class_assignments')
        .selectAll()
        .where('class_id', 'in', classIds)
        .where('due', '>=', from)
        .where('due', '<=', to)
        .orderBy('due')
        .orderBy('id')
        .execute();
    },

    async remove(classId: number, assignmentId: number): Promise<boolean> {
      const result = await db.deleteFrom('class_assignments').where('id', '=', assignmentId).where('class_id', '=', classId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** `user:project` → Unix seconds of the first work sent, for these pupils and projects. */
    async firstWorks(userIds: readonly number[], projectIds: readonly number[]): Promise<Map<string, number>> {
      if (userIds.length === 0 || projectIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('submissions')
        .select((eb) => ['user_id', 'project_id', eb.fn.min('created_at').as('first')])
        .where('user_id', 'in', userIds)
        .where('project_id', 'in', projectIds)
        .groupBy(['user_id', 'project_id'])
        .execute();
      return new Map(rows.map((row) => [`${row.user_id}:${row.project_id}`, Number(row.first)]));
    },

    /** `user:lesson` → Unix seconds of the lesson's first passed check, for these pupils and lessons. */
    async firstPasses(userIds: readonly number[], lessonIds: readonly number[]): Promise<Map<string, number>> {
      if (userIds.length === 0 || lessonIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('lesson_attempts')
        .select((eb) => ['user_id', 'lesson_id', eb.fn.min('created_at').as('first')])
        .where('user_id', 'in', userIds)
        .where('lesson_id', 'in', lessonIds)
        .where('passed', '=', 1)
        .groupBy(['user_id', 'lesson_id'])
        .execute();
      return new Map(rows.map((row) => [`${row.user_id}:${row.lesson_id}`, Number(row.first)]));
    },
  };
}
