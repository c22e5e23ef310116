import { ATTENDANCE_MAX_PUPILS, attendanceDateProblem, attendanceDiamonds, CLUB_MSG, type AttendanceDay, type AttendanceResult } from '../../domain/club';
import type { DB } from '../db/database';
import { attendanceRepository } from '../db/repositories/attendance';
import { classesRepository } from '../db/repositories/classes';
import { ledgerRepository } from '../db/repositories/ledger';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import { afterClubEvent } from './club-badges';
import { managedClass, type ClassFailure } from './classes';
import { fail, type Failure } from './outcome';

// The club's in-person meetings (docs/decisions/0212-attendance-pays-by-level.md): the class's
// teacher marks who came, and each pupil earns 20 × level diamonds (level 0 as level 1) once a day.

type AttendanceFailure = ClassFailure | Failure<'VALIDATION_ERROR'>;

export async function markAttendance(
  db: DB,
  teacher: UserRow,
  classId: number,
  input: { date: string; present: readonly number[] },
  now: number,
): Promise<{ ok: true; data: AttendanceResult } | AttendanceFailure> {
  const dateProblem = attendanceDateProblem(input.date, now);
  if (dateProblem) return fail('VALIDATION_ERROR', { message: dateProblem });
  if (input.present.length > ATTENDANCE_MAX_PUPILS) return fail('VALIDATION_ERROR', { message: CLUB_MSG.attendanceTooMany });
  const managed = await managedClass(db, teacher, classId);
  if (!managed.ok) return managed;
  const pupils = new Map((await classesRepository(db).pupils(classId)).map((pupil) => [pupil.id, pupil]));
  const present = [...new Set(input.present)];
  if (present.some((id) => !pupils.has(id))) return fail('VALIDATION_ERROR', { message: CLUB_MSG.attendanceNotInClass });

  const data = await inWriteTransaction(db, async (trx) => {
    const result: AttendanceResult = { date: input.date, credited: [], already: [] };
    for (const userId of present) {
      const diamonds = attendanceDiamonds(pupils.get(userId)!.level);
      const marked = await attendanceRepository(trx).mark({ userId, day: input.date, classId, markedBy: teacher.id, diamonds, now });
      if (!marked) {
        result.already.push(userId);
        continue;
      }
      await ledgerRepository(trx).credit({ userId, kind: 'diamonds', delta: diamonds, reason: 'attendance', ref: `attendance:${input.date}`, now });
      await afterClubEvent(trx, userId, now);
      result.credited.push({ userId, diamonds });
    }
    if (result.credited.length > 0) {
      await recordAudit(trx, { actorId: teacher.id, action: 'attendance', subjectId: null, details: { classId, date: input.date, pupils: result.credited.length }, now });
    }
    return result;
  });
  return { ok: true, data };
}

export async function attendanceOfDay(db: DB, teacher: UserRow, classId: number, date: string, now: number): Promise<{ ok: true; data: AttendanceDay } | AttendanceFailure> {
  const dateProblem = attendanceDateProblem(date, now);
  if (dateProblem) return fail('VALIDATION_ERROR', { message: dateProblem });
  const managed = await managedClass(db, teacher, classId);
  if (!managed.ok) return managed;
  const ids = (await classesRepository(db).pupils(classId)).map((pupil) => pupil.id);
  const marked = await attendanceRepository(db).ofDay(ids, date);
  return { ok: true, data: { date, present: [...marked].map(([userId, diamonds]) => ({ userId, diamonds })) } };
}
