import { Type } from '@sinclair/typebox';
import { ATTENDANCE_MAX_PUPILS } from '../../../domain/club';
import { httpFailure } from '../../http-error';
import { userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams } from '../../schemas/common';
import { attendanceOfDay, markAttendance } from '../../services/attendance';

// The club's meetings: the class's teacher marks who came (docs/decisions/0212-attendance-pays-by-level.md).

const nowSeconds = () => Math.floor(Date.now() / 1000);

const Day = Type.String({ maxLength: 10 });
const Paid = Type.Object({ userId: Type.Integer(), diamonds: Type.Integer() });
const AttendanceBody = Type.Object({ date: Day, present: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: ATTENDANCE_MAX_PUPILS + 1 }) });
const AttendanceReply = Type.Object({ data: Type.Object({ date: Type.String(), credited: Type.Array(Paid), already: Type.Array(Type.Integer()) }) });
const AttendanceDayReply = Type.Object({ data: Type.Object({ date: Type.String(), present: Type.Array(Paid) }) });

export async function attendanceCalls(app: SchoolApp) {
  app.post(
    '/classes/:id/attendance',
    {
      schema: {
        summary: 'Отметить, кто пришёл на занятие: каждому 20 × уровень алмазов, раз в день',
        params: IdParams,
        body: AttendanceBody,
        response: { 200: AttendanceReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await markAttendance(app.db, userOf(request), Number(request.params.id), request.body, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.get(
    '/classes/:id/attendance',
    {
      schema: {
        summary: 'Кто отмечен на занятии в этот день (?date=ГГГГ-ММ-ДД)',
        params: IdParams,
        querystring: Type.Object({ date: Day }),
        response: { 200: AttendanceDayReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await attendanceOfDay(app.db, userOf(request), Number(request.params.id), request.query.date, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );
}
