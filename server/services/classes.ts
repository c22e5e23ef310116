import { randomInt } from 'node:crypto';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_MSG,
  CLASS_NAME_MAX,
  lastNameProblem,
  normalizeClassCode,
  type ClassInfo,
  type ConsentWaiting,
  type JoinReply,
  type MyClass,
} from '../../domain/classes';
import { isStaff } from '../../domain/constants';
import { checkText } from '../../domain/text';
import type { DB } from '../db/database';
import { classesRepository, type ClassListRow } from '../db/repositories/classes';
import { usersRepository } from '../db/repositories/users';
import type { ClassRow, UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import { fail, type Failure } from './outcome';

// A teacher's classes and who is in them (docs/decisions/0130-joining-a-class.md): a class has a
// join code; a pupil who types it is in the class and linked to the journal at once.

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A fresh join code: CLASS_CODE_LENGTH characters of the alphabet without look-alikes. */
export function newClassCode(): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i += 1) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  return code;
}

export const classNameProblem = (name: string) =>
  checkText(name, { label: CLASS_MSG.nameLabel, required: CLASS_MSG.nameRequired, max: CLASS_NAME_MAX, needsLetter: true });

export const fullName = (user: { first_name: string; last_name: string }) => [user.first_name, user.last_name].filter(Boolean).join(' ');

export function classInfo(row: ClassListRow): ClassInfo {
  return {
    id: row.id,
    name: row.name,
    code: row.closed ? null : row.code,
    closed: Boolean(row.closed),
    pupilCount: row.pupil_count,
    teacher: { id: row.teacher_id, firstName: row.teacher_first_name, lastName: row.teacher_last_name || null },
    createdAt: Number(row.created_at),
  };
}

const CODE_TRIES = 10;

/** Draws codes until one is free (31^6 ≈ 900 million codes: a second try is already rare). */
async function withFreshCode<T>(attempt: (code: string) => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < CODE_TRIES; i += 1) {
    const done = await attempt(newClassCode());
    if (done !== undefined) return done;
  }
  throw new Error('Не удалось подобрать свободный код класса');
}

export type ClassFailure = Failure<'VALIDATION_ERROR' | 'FORBIDDEN' | 'NOT_FOUND'>;

export async function createClass(db: DB, teacher: UserRow, name: string): Promise<{ ok: true; data: ClassInfo } | ClassFailure> {
  const problem = classNameProblem(name);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const classes = classesRepository(db);
  const now = nowSeconds();
  const created = await withFreshCode((code) => classes.create({ name: name.trim(), code, teacherId: teacher.id, now }));
  await recordAudit(db, { actorId: teacher.id, action: 'class_create', subjectId: null, details: { classId: created.id, name: created.name }, now });
  return { ok: true, data: classInfo((await classes.listed(created.id))!) };
}

/** A teacher's own classes; the admin's: every class. */
export async function listClasses(db: DB, viewer: UserRow): Promise<ClassInfo[]> {
  const rows = await classesRepository(db).list(viewer.role === 'admin' ? undefined : viewer.id);
  return rows.map(classInfo);
}

/** Pupils of the viewer's classes (admin: all) waiting for a parent's consent, or whose parent withdrew it. */
export async function consentsWaiting(db: DB, viewer: UserRow): Promise<ConsentWaiting[]> {
  const rows = await classesRepository(db).consentsWaiting(viewer.role === 'admin' ? undefined : viewer.id);
  return rows.flatMap((row): ConsentWaiting[] =>
    row.consent_state === 'pending' || row.consent_state === 'withdrawn'
      ? [{ pupil: { id: row.id, firstName: row.first_name, lastName: row.last_name || null }, classId: row.class_id, className: row.class_name, state: row.consent_state }]
      : [],
  );
}

/** The class, if the viewer may manage it: its teacher or an admin. */
export async function managedClass(db: DB, viewer: UserRow, classId: number): Promise<{ ok: true; row: ClassRow } | ClassFailure> {
  const row = await classesRepository(db).findById(classId);
  if (!row) return fail('NOT_FOUND', { message: CLASS_MSG.classNotFound });
  if (viewer.role !== 'admin' && row.teacher_id !== viewer.id) return fail('FORBIDDEN', { message: CLASS_MSG.notYourClass });
  return { ok: true, row };
}

export async function updateClass(
  db: DB,
  viewer: UserRow,
  classId: number,
  change: { name?: string; closed?: boolean },
): Promise<{ ok: true; data: ClassInfo } | ClassFailure> {
  if (change.name !== undefined) {
    const problem = classNameProblem(change.name);
    if (problem) return fail('VALIDATION_ERROR', { message: problem });
  }
  const managed = await managedClass(db, viewer, classId);
  if (!managed.ok) return managed;
  const classes = classesRepository(db);
  if (change.name !== undefined) await classes.rename(classId, change.name.trim());
  if (change.closed === true && !managed.row.closed) await classes.close(classId);
  // Reopened: a new code, so the one that was on the board before stays dead.
  if (change.closed === false && managed.row.closed) await withFreshCode(async (code) => ((await classes.open(classId, code)) ? true : undefined));
  await recordAudit(db, {
    actorId: viewer.id,
    action: 'class_update',
    subjectId: null,
    details: { classId, ...(change.name !== undefined ? { name: change.name.trim() } : {}), ...(change.closed !== undefined ? { closed: change.closed } : {}) },
  });
  return { ok: true, data: classInfo((await classes.listed(classId))!) };
}

/** A new join code; a closed class opens with it. */
export async function regenerateCode(db: DB, viewer: UserRow, classId: number): Promise<{ ok: true; data: ClassInfo } | ClassFailure> {
  const managed = await managedClass(db, viewer, classId);
  if (!managed.ok) return managed;
  const classes = classesRepository(db);
  await withFreshCode(async (code) => ((await classes.open(classId, code)) ? true : undefined));
  await recordAudit(db, { actorId: viewer.id, action: 'class_code', subjectId: null, details: { classId } });
  return { ok: true, data: classInfo((await classes.listed(classId))!) };
}

/**
 * The open class whose code a sign-up carries (the class's QR link): its id, or undefined. A class
 * vouches for its pupils' sign-ups, which then count against the class's own ceiling instead of
 * the school address's (docs/decisions/0234-a-class-code-vouches-for-its-pupils-sign-ups.md).
 */
export async function vouchingClass(db: DB, typedCode: string | undefined): Promise<number | undefined> {
  const code = normalizeClassCode(typedCode ?? '');
  if (code.length !== CLASS_CODE_LENGTH) return undefined;
  return (await classesRepository(db).findByCode(code))?.id;
}

export type JoinFailure = Failure<'VALIDATION_ERROR' | 'FORBIDDEN' | 'CLASS_CODE_WRONG'>;

/**
 * A pupil types a class's code: they are in that class (leaving the one they were in) and linked
 * to the journal, and their surname is kept if they gave one.
 */
export async function joinClass(db: DB, pupil: UserRow, typedCode: string, lastName?: string): Promise<{ ok: true; data: JoinReply } | JoinFailure> {
  if (pupil.role !== 'pupil') return fail('FORBIDDEN', { message: CLASS_MSG.onlyPupilsJoin });
  const problem = lastNameProblem(lastName);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const code = normalizeClassCode(typedCode);
  const target = code.length === CLASS_CODE_LENGTH ? await classesRepository(db).findByCode(code) : undefined;
  if (!target) return fail('CLASS_CODE_WRONG');
  const now = nowSeconds();
  await inWriteTransaction(db, async (trx) => {
    const surname = lastName?.trim() ? lastName.trim() : undefined;
    await classesRepository(trx).placePupil(pupil.id, target.id, { lastName: surname, link: true });
    await recordAudit(trx, {
      actorId: pupil.id,
      action: 'join',
      subjectId: pupil.id,
      details: { classId: target.id, name: target.name, fromClassId: pupil.class_id, linked: true },
      now,
    });
  });
  return { ok: true, data: { classId: target.id, name: target.name } };
}

export type PupilFailure = Failure<'VALIDATION_ERROR' | 'FORBIDDEN' | 'NOT_FOUND' | 'USER_NOT_FOUND'>;

async function pupilOfClass(db: DB, classId: number, userId: number): Promise<UserRow | undefined> {
  const user = await usersRepository(db).findById(userId);
  return user && user.deleted_at === null && user.class_id === classId ? user : undefined;
}

/** Moves a pupil to another class of the same teacher (an admin: to any class). */
export async function movePupil(db: DB, viewer: UserRow, classId: number, userId: number, toClassId: number): Promise<{ ok: true } | PupilFailure> {
  const from = await managedClass(db, viewer, classId);
  if (!from.ok) return from;
  const to = await classesRepository(db).findById(toClassId);
  if (!to) return fail('NOT_FOUND', { message: CLASS_MSG.classNotFound });
  if (viewer.role !== 'admin' && to.teacher_id !== viewer.id) return fail('FORBIDDEN', { message: CLASS_MSG.targetClass });
  if (!(await pupilOfClass(db, classId, userId))) return fail('USER_NOT_FOUND', { message: CLASS_MSG.pupilNotInClass });
  await inWriteTransaction(db, async (trx) => {
    await classesRepository(trx).placePupil(userId, toClassId);
    await recordAudit(trx, { actorId: viewer.id, action: 'move', subjectId: userId, details: { fromClassId: classId, toClassId } });
  });
  return { ok: true };
}

/** Takes a pupil out of the class; their journal link stays (unlinking is its own act). */
export async function removePupil(db: DB, viewer: UserRow, classId: number, userId: number): Promise<{ ok: true } | PupilFailure> {
  const managed = await managedClass(db, viewer, classId);
  if (!managed.ok) return managed;
  if (!(await pupilOfClass(db, classId, userId))) return fail('USER_NOT_FOUND', { message: CLASS_MSG.pupilNotInClass });
  await inWriteTransaction(db, async (trx) => {
    await classesRepository(trx).placePupil(userId, null);
    await recordAudit(trx, { actorId: viewer.id, action: 'remove_from_class', subjectId: userId, details: { classId } });
  });
  return { ok: true };
}

/** The signed-in user's class, or null (staff are in none). */
export async function myClass(db: DB, user: UserRow): Promise<MyClass | null> {
  if (user.class_id === null || isStaff(user.role)) return null;
  const row = await classesRepository(db).listed(user.class_id);
  if (!row) return null;
  return { classId: row.id, name: row.name, teacherName: fullName({ first_name: row.teacher_first_name, last_name: row.teacher_last_name }) };
}
