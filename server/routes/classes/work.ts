import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../../../src/domain/constants';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, UserIdParams } from '../../schemas/common';
import { auditPage } from '../../services/audit-trail';
import { readProgress, saveProgress } from '../../services/build-progress-sync';
import { classMatrix } from '../../services/class-matrix';
import { mySubmissions, pupilHistory } from '../../services/pupil-history';
import { undoDecision } from '../../services/review-undo';
import { AuditQuery, AuditReply, MatrixReply, MySubmissionsReply, ProgressBody, PupilHistoryReply, UndoReplyBody } from './schemas';

// The class's work: the matrix, a pupil's history, «Мои работы», synced build progress, undo of a
// decision and the admin's audit trail.

// The stored progress as answered (a project never ticked answers updatedAt 0).
const ProgressReply = Type.Object({
  data: Type.Object({ parts: Type.Array(Type.Integer()), steps: Type.Array(Type.Integer()), stepCount: Type.Integer(), updatedAt: Type.Integer() }),
});

export default async function classWorkRoutes(app: FastifyInstance) {
  await signedInRoutes(app, staffCalls, { roles: STAFF_ROLES });
  await signedInRoutes(app, adminCalls, { roles: ['admin'] });
  await signedInRoutes(app, ownCalls);
}

async function staffCalls(app: SchoolApp) {
  app.get(
    '/classes/:id/matrix',
    {
      schema: {
        summary: 'Класс одним взглядом: ученики × проекты',
        params: IdParams,
        response: { 200: MatrixReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await classMatrix(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.get(
    '/review/pupils/:userId/history',
    {
      schema: {
        summary: 'Страница ученика для учителя: все работы, алмазы, рейтинг, медали',
        params: UserIdParams,
        response: { 200: PupilHistoryReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await pupilHistory(app.db, userOf(request), Number(request.params.userId));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.post(
    '/review/submissions/:id/undo',
    {
      schema: {
        summary: 'Отменить решение (в течение 10 минут): работа снова ждёт проверки',
        params: IdParams,
        response: { 200: UndoReplyBody, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'UNDO_NOT_POSSIBLE') },
      },
    },
    async (request) => {
      const result = await undoDecision(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );
}

async function adminCalls(app: SchoolApp) {
  app.get(
    '/admin/audit',
    {
      schema: {
        summary: 'Журнал действий: кто, что, с кем и когда',
        querystring: AuditQuery,
        response: { 200: AuditReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async (request) => auditPage(app.db, Math.min(Number(request.query.page ?? '1'), 100_000)),
  );
}

async function ownCalls(app: SchoolApp) {
  app.get(
    '/users/my-submissions',
    { schema: { summary: 'Мои работы: фото, решения и слова учителя', response: { 200: MySubmissionsReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await mySubmissions(app.db, userOf(request)) }),
  );

  app.get(
    '/projects/:id/progress',
    {
      schema: {
        summary: 'Отметки сборки в инструкции проекта',
        params: IdParams,
        response: { 200: ProgressReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await readProgress(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.put(
    '/projects/:id/progress',
    {
      schema: {
        summary: 'Сохранить отметки сборки: более старое изменение не затирает новое',
        params: IdParams,
        body: ProgressBody,
        response: { 200: ProgressReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await saveProgress(app.db, userOf(request), Number(request.params.id), request.body);
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );
}
