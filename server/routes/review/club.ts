import { Type } from '@sinclair/typebox';
import { CLUB_MSG } from '../../../domain/club';
import { REVIEW_COMMENT_MAX } from '../../../domain/review';
import { httpFailure } from '../../http-error';
import { userOf, type SchoolApp } from '../../plugins/auth';
import { SolderingPermitReply } from '../../schemas/club';
import { errors, IdParams, Level, NullableString, Text, UserIdParams } from '../../schemas/common';
import { setSolderingPermit, solderingPermitOf } from '../../services/soldering-permit';
import { approveTask, returnTask, taskQueue } from '../../services/task-review';

// The teacher's side of the lessons: tasks to read and the soldering permit (staff only).

const nowSeconds = () => Math.floor(Date.now() / 1000);

const TaskQueueItem = Type.Object({
  id: Type.Integer(),
  pupil: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: NullableString(), level: Level }),
  taskId: Type.Integer(),
  taskTitle: Type.String(),
  taskText: Type.String(),
  reward: Type.Integer(),
  solution: Type.String(),
  submittedAt: Type.Integer(),
  photo: Type.Union([Type.Object({ width: Type.Integer(), height: Type.Integer() }), Type.Null()]),
});
const TaskQueueReply = Type.Object({ data: Type.Array(TaskQueueItem), count: Type.Integer() });
const TaskApproveReply = Type.Object({ message: Type.String(), diamonds: Type.Integer() });
const TaskReturnBody = Type.Object({ comment: Text(REVIEW_COMMENT_MAX * 4) });
const SolderingPermitBody = Type.Object({ granted: Type.Boolean() });

export async function clubCalls(app: SchoolApp) {
  app.get(
    '/tasks',
    { schema: { summary: 'Решения задач, которые ждут учителя (старые первыми)', response: { 200: TaskQueueReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') } } },
    async () => taskQueue(app.db),
  );

  app.post(
    '/tasks/:id/approve',
    {
      schema: {
        summary: 'Принять решение задачи: награда задачи, один раз',
        params: IdParams,
        response: { 200: TaskApproveReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'ALREADY_REVIEWED') },
      },
    },
    async (request) => {
      const result = await approveTask(app.db, userOf(request), Number(request.params.id), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: 'Решение принято', diamonds: result.credited };
    },
  );

  app.post(
    '/tasks/:id/return',
    {
      schema: {
        summary: 'Вернуть решение задачи на доработку с комментарием',
        params: IdParams,
        body: TaskReturnBody,
        response: { 200: Type.Object({ message: Type.String() }), ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'ALREADY_REVIEWED') },
      },
    },
    async (request) => {
      const result = await returnTask(app.db, userOf(request), Number(request.params.id), request.body.comment, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: 'Решение возвращено на доработку' };
    },
  );

  app.get(
    '/pupils/:userId/soldering-permit',
    {
      schema: {
        summary: 'Допуск к пайке ученика',
        params: UserIdParams,
        response: { 200: SolderingPermitReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await solderingPermitOf(app.db, Number(request.params.userId));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.put(
    '/pupils/:userId/soldering-permit',
    {
      schema: {
        summary: 'Выдать или снять допуск к пайке (после урока «Паяльник без ожогов», лично)',
        params: UserIdParams,
        body: SolderingPermitBody,
        response: { 200: SolderingPermitReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND', 'LOCKED') },
      },
    },
    async (request) => {
      const result = await setSolderingPermit(app.db, userOf(request), Number(request.params.userId), request.body.granted, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      request.log.info({ pupil: request.params.userId }, request.body.granted ? CLUB_MSG.permitGranted : CLUB_MSG.permitWithdrawn);
      return { data: result.data };
    },
  );
}
