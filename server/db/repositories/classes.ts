import type { DB } from '../database';
import type { ConsentState } from '../../../domain/family';
import type { ClassRow } from '../schema';

// Classes, their pupils and the few user columns a class changes (class, surname, journal link,
// last seen). Who may do what is the services' business (server/services/classes.ts).

const MAX_ID = 2_147_483_647;
const isId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

export interface ClassListRow extends ClassRow {
  teacher_first_name: string;
  teacher_last_name: string;
  pupil_count: number;
}

export interface ClassPupilRow {
  id: number;
  first_name: string;
  last_name: string;
  level: number;
  last_seen_at: number | null;
  consent_state: ConsentState;
}

export interface ConsentWaitingRow {
  id: number;
  first_name: string;
  last_name: string;
  consent_state: ConsentState;
  class_id: number;
  class_name: string;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export function classesRepository(db: DB) {
  const listQuery = () =>
    db
      .selectFrom('classes')
      .innerJoin('users as teacher', 'teacher.id', 'classes.teacher_id')
      .selectAll('classes')
      .select((eb) => [
        'teacher.first_name as teacher_first_name',
        'teacher.last_name as teacher_last_name',
        eb
          .selectFrom('users')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('users.class_id', '=', 'classes.id')
          .where('users.deleted_at', 'is', null)
          .as('pupil_count'),
      ]);
  const listRow = (row: Omit<ClassListRow, 'pupil_count'> & { pupil_count: number | string | null }): ClassListRow => ({
    ...row,
    pupil_count: Number(row.pupil_count ?? 0),
  });

  return {
    /** A new open class; undefined when the code is taken (the caller draws another). */
    async create(input: { name: string; code: string; teacherId: number; now: number }): Promise<ClassRow | undefined> {
      return db
        .insertInto('classes')
        .values({ name: input.name, code: input.code, teacher_id: input.teacherId, created_at: input.now })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    findById(id: number): Promise<ClassRow | undefined> {
      if (!isId(id)) return Promise.resolve(undefined);
      return db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The open class with this code. */
    findByCode(code: string): Promise<ClassRow | undefined> {
      return db.selectFrom('classes').selectAll().where('code', '=', code).where('closed', '=', 0).executeTakeFirst();
    },

    async listed(id: number): Promise<ClassListRow | undefined> {
      const row = await listQuery().where('classes.id', '=', id).executeTakeFirst();
      return row && listRow(row);
    },

    /** A teacher's classes, or every class (the admin's), oldest first. */
    async list(teacherId?: number): Promise<ClassListRow[]> {
      let query = listQuery();
      if (teacherId !== undefined) query = query.where('classes.teacher_id', '=', teacherId);
      const rows = await query.orderBy('classes.created_at', 'asc').orderBy('classes.id', 'asc').execute();
      return rows.map(listRow);
    },

    async rename(id: number, name: string): Promise<void> {
      await db.updateTable('classes').set({ name }).where('id', '=', id).execute();
    },

    async close(id: number): Promise<void> {
      await db.updateTable('classes').set({ closed: 1, code: null }).where('id', '=', id).execute();
    },

    /** Opens the class with this code; false when the code is taken by another class. */
    async open(id: number, code: string): Promise<boolean> {
      try {
        const result = await db.updateTable('classes').set({ closed: 0, code }).where('id', '=', id).executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** The pupils of a class, by name. */
    pupils(classId: number): Promise<ClassPupilRow[]> {
      return db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'level', 'last_seen_at', 'consent_state'])
        .where('class_id', '=', classId)
        .where('role', '=', 'pupil')
        .where('deleted_at', 'is', null)
        .orderBy('first_name', 'asc')
        .orderBy('last_name', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** Pupils of a teacher's classes (of every class: the admin's) whose parent has not agreed or took it back. */
    consentsWaiting(teacherId?: number): Promise<ConsentWaitingRow[]> {
      let query = db
        .selectFrom('users')
        .innerJoin('classes', 'classes.id', 'users.class_id')
        .select(['users.id', 'users.first_name', 'users.last_name', 'users.consent_state', 'classes.id as class_id', 'classes.name as class_name'])
        .where('users.role', '=', 'pupil')
        .where('users.deleted_at', 'is', null)
        .where('users.consent_state', 'in', ['pending', 'withdrawn']);
      if (teacherId !== undefined) query = query.where('classes.teacher_id', '=', teacherId);
      return query.orderBy('classes.name', 'asc').orderBy('users.first_name', 'asc').orderBy('users.id', 'asc').limit(200).execute();
    },

    /** Puts a user in a class (or none); joining also links to the journal and may set the surname. */
    async placePupil(userId: number, classId: number | null, extra: { lastName?: string; link?: boolean } = {}): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({
          class_id: classId,
          ...(extra.lastName !== undefined ? { last_name: extra.lastName } : {}),
          ...(extra.link ? { journal_linked: 1 } : {}),
        })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A surname given at sign-up. */
    async setLastName(userId: number, lastName: string): Promise<void> {
      await db.updateTable('users').set({ last_name: lastName }).where('id', '=', userId).execute();
    },

    /** These users were seen now (server/services/last-seen.ts writes once a minute for everyone seen). */
    async touchLastSeen(userIds: readonly number[], now: number): Promise<void> {
      if (userIds.length === 0) return;
      await db.updateTable('users').set({ last_seen_at: now }).where('id', 'in', userIds).execute();
    },
  };
}

export type ClassesRepository = ReturnType<typeof classesRepository>;
