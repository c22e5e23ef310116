import { lessonById } from '../../src/content/lessons';
import {
  ANNOUNCEMENTS_LISTED,
  announcementDayProblem,
  announcementProblem,
  assignmentState,
  CLASS_LIFE_MSG,
  dueProblem,
  type Announcement,
  type AnnouncementBody,
  type Assignment,
  type AssignmentBody,
} from '../../domain/class-life';
import { CLASS_MSG } from '../../domain/classes';
import { isStaff } from '../../domain/constants';
import { PROJECT_COUNT } from '../../domain/ids';
import type { DB } from '../db/database';
import { classAnnouncementsRepository, type AnnouncementRow } from '../db/repositories/class-announcements';
import { classAssignmentsRepository, type AssignmentRow } from '../db/repositories/class-assignments';
import { classesRepository, type ClassPupilRow } from '../db/repositories/classes';
import type { UserRow } from '../db/schema';
import { projectTitle } from './approval';
import { recordAudit } from './audit-trail';
import { managedClass, type ClassFailure } from './classes';
import { fail, type Failure } from './outcome';

// A class's assignments and announcements (docs/decisions/0281-assignments-and-what-late-and-missing-mean.md,
// docs/decisions/0282-announcements-to-a-class.md): the class's teacher (or an admin) sets and
// writes them; the class's pupils read them; staff see each pupil's state in each assignment.

type LifeFailure = ClassFailure | Failure<'VALIDATION_ERROR'>;

/** A staff member's class they manage, or a pupil's own class; anyone else: not found. */
async function readableClass(db: DB, viewer: UserRow, classId: number): Promise<{ ok: true } | ClassFailure> {
  if (isStaff(viewer.role)) return managedClass(db, viewer, classId);
  if (viewer.role === 'pupil' && viewer.class_id === classId && (await classesRepository(db).findById(classId))) return { ok: true };
  return fail('NOT_FOUND', { message: CLASS_MSG.classNotFound });
}

export function assignmentTitle(row: Pick<AssignmentRow, 'project_id' | 'lesson_id'>): string {
  if (row.project_id !== null) return `Проект №${row.project_id} «${projectTitle(row.project_id)}»`;
  const lesson = row.lesson_id === null ? undefined : lessonById(row.lesson_id);
  return lesson ? `Урок «${lesson.title}»` : `Урок №${row.lesson_id}`;
}

/** Each pupil's state in each of the assignments, from the first work sent or the first pass. */
async function withStates(db: DB, rows: readonly AssignmentRow[], pupils: readonly Pick<ClassPupilRow, 'id' | 'first_name' | 'last_name'>[], now: number) {
  const pupilIds = pupils.map((pupil) => pupil.id);
  const repository = classAssignmentsRepository(db);
  const projectIds = rows.flatMap((row) => (row.project_id === null ? [] : [row.project_id]));
  const lessonIds = rows.flatMap((row) => (row.lesson_id === null ? [] : [row.lesson_id]));
  const [works, passes] = await Promise.all([repository.firstWorks(pupilIds, projectIds), repository.firstPasses(pupilIds, lessonIds)]);
  return rows.map((row) => ({
    row,
    pupils: pupils.map((pupil) => {
      const key = `${pupil.id}:${row.project_id ?? row.lesson_id}`;
      const handedInAt = (row.project_id !== null ? works.get(key) : passes.get(key)) ?? null;
      return { userId: pupil.id, firstName: pupil.first_name, lastName: pupil.last_name || null, state: assignmentState(row.due, handedInAt, now), handedInAt };
    }),
  }));
}

const assignmentOf = (row: AssignmentRow): Omit<Assignment, 'mine' | 'pupils'> => ({
  id: row.id,
  classId: row.class_id,
  projectId: row.project_id,
  lessonId: row.lesson_id,
  title: assignmentTitle(row),
  due: row.due,
  createdAt: Number(row.created_at),
});

/** The class's assignments, soonest first: a pupil with their own state, staff with every pupil's. */
export async function listAssignments(db: DB, viewer: UserRow, classId: number, now: number): Promise<{ ok: true; data: Assignment[] } | ClassFailure> {
  const readable = await readableClass(db, viewer, classId);
  if (!readable.ok) return readable;
  const rows = await classAssignmentsRepository(db).ofClass(classId);
  if (!isStaff(viewer.role)) {
    const states = await withStates(db, rows, [viewer], now);
    return { ok: true, data: states.map(({ row, pupils }) => ({ ...assignmentOf(row), mine: pupils[0]!.state, pupils: [] })) };
  }
  const states = await withStates(db, rows, await classesRepository(db).pupils(classId), now);
  return { ok: true, data: states.map(({ row, pupils }) => ({ ...assignmentOf(row), mine: null, pupils })) };
}

/** What an assignment's body asks for: exactly one known project or lesson, and a due day from today. */
function assignmentProblem(body: Partial<AssignmentBody>, now: number): string | undefined {
  const { projectId, lessonId } = body;
  if ((projectId === undefined) === (lessonId === undefined)) return CLASS_LIFE_MSG.oneThing;
  if (projectId !== undefined && !(Number.isInteger(projectId) && projectId >= 1 && projectId <= PROJECT_COUNT)) return CLASS_LIFE_MSG.projectUnknown;
  if (lessonId !== undefined && !(Number.isInteger(lessonId) && lessonById(lessonId))) return CLASS_LIFE_MSG.lessonUnknown;
  return dueProblem(body.due, now);
}

/**
 * Sets an assignment for the class; the same project (or lesson) set again has its day moved. The
 * audit trail keeps who set what for when.
 */
export async function setAssignment(
  db: DB,
  teacher: UserRow,
  classId: number,
  body: Partial<AssignmentBody>,
  now: number,
): Promise<{ ok: true; created: boolean; data: Assignment } | LifeFailure> {
  const problem = assignmentProblem(body, now);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const managed = await managedClass(db, teacher, classId);
  if (!managed.ok) return managed;
  const { row, created } = await classAssignmentsRepository(db).set({
    classId,
    projectId: body.projectId ?? null,
    lessonId: body.lessonId ?? null,
    due: body.due!,
    createdBy: teacher.id,
    now,
  });
  await recordAudit(db, { actorId: teacher.id, action: 'assignment_set', subjectId: null, details: { classId, assignmentId: row.id, title: assignmentTitle(row), due: row.due }, now });
  const [state] = await withStates(db, [row], await classesRepository(db).pupils(classId), now);
  return { ok: true, created, data: { ...assignmentOf(row), mine: null, pupils: state!.pupils } };
}

export async function deleteAssignment(db: DB, teacher: UserRow, classId: number, assignmentId: number, now: number): Promise<{ ok: true } | ClassFailure> {
  const managed = await managedClass(db, teacher, classId);
  if (!managed.ok) return managed;
  if (!(await classAssignmentsRepository(db).remove(classId, assignmentId))) return fail('NOT_FOUND', { message: CLASS_LIFE_MSG.assignmentNotFound });
  await recordAudit(db, { actorId: teacher.id, action: 'assignment_delete', subjectId: null, details: { classId, assignmentId }, now });
  return { ok: true };
}

const announcementOf = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  classId: row.class_id,
  text: row.text,
  day: row.day,
  author: { id: row.author_id, name: row.author_first_name },
  createdAt: Number(row.created_at),
});

/** The class's newest announcements first (ANNOUNCEMENTS_LISTED), for its pupils and its staff. */
export async function listAnnouncements(db: DB, viewer: UserRow, classId: number): Promise<{ ok: true; data: Announcement[] } | ClassFailure> {
  const readable = await readableClass(db, viewer, classId);
  if (!readable.ok) return readable;
  return { ok: true, data: (await classAnnouncementsRepository(db).latest(classId, ANNOUNCEMENTS_LISTED)).map(announcementOf) };
}

/** A short announcement to the class: trimmed, 1–300 characters of text, an optional day from today. */
export async function announce(db: DB, teacher: UserRow, classId: number, body: Partial<AnnouncementBody>, now: number): Promise<{ ok: true; data: Announcement } | LifeFailure> {
  const text = typeof body.text === 'string' ? body.text : '';
  const problem = announcementProblem(text) ?? announcementDayProblem(body.day, now);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const managed = await managedClass(db, teacher, classId);
  if (!managed.ok) return managed;
  const row = await classAnnouncementsRepository(db).add({ classId, authorId: teacher.id, text: text.trim(), day: body.day || null, now });
  await recordAudit(db, { actorId: teacher.id, action: 'announcement', subjectId: null, details: { classId, announcementId: row.id }, now });
  return { ok: true, data: announcementOf(row) };
}

export async function deleteAnnouncement(db: DB, teacher: UserRow, classId: number, announcementId: number, now: number): Promise<{ ok: true } | ClassFailure> {
  const managed = await managedClass(db, teacher, classId);
  if (!managed.ok) return managed;
  if (!(await classAnnouncementsRepository(db).remove(classId, announcementId))) return fail('NOT_FOUND', { message: CLASS_LIFE_MSG.announcementNotFound });
  await recordAudit(db, { actorId: teacher.id, action: 'announcement_delete', subjectId: null, details: { classId, announcementId }, now });
  return { ok: true };
}
