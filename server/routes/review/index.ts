import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../../../domain/constants';
import { REVIEW_COMMENT_MAX } from '../../../domain/review';
import { HttpError, httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, MessageReply, UserIdParams } from '../../schemas/common';
import { approve, returnForRework } from '../../services/approval';
import { noticeOfDecision } from '../../services/push-notices';
import { laterFor } from '../../plugins/background-jobs';
import { setJournalLinked } from '../../services/people';
import { pupilHistory } from '../../services/pupil-history';
import { commentBank, recentDecisions } from '../../services/recent-decisions';
import { reviewQueue } from '../../services/review-queue';
import { undoDecision } from '../../services/review-undo';
import { openSubmissionPhoto } from '../../services/submission-photos';
import { openSolutionPhoto } from '../../services/task-review';
import { PupilHistoryReply } from '../../schemas/work-history';
import { clubCalls } from './club';
import { consentCalls } from './consent';
import { conversationCalls } from './conversation';
import { ApproveReply, CommentBankReply, JournalBody, OptionalApproveBody, PhotoQuery, QueueReply, RecentDecisionsReply, ReturnBody, UndoReplyBody } from './schemas';

/** The teacher's review queue, decisions, photos and the journal. Every call checks the role. */
export default async function reviewRoutes(app: FastifyInstance) {
  await signedInRoutes(app, staffCalls, { roles: STAFF_ROLES });
  await signedInRoutes(app, consentCalls, { roles: STAFF_ROLES });
  await signedInRoutes(app, clubCalls, { roles: STAFF_ROLES });
  await signedInRoutes(app, photoCalls);
  await signedInRoutes(app, taskPhotoCalls);
  await signedInRoutes(app, conversationCalls);
}

/** What an approval's optional body may be: the Russian reason it is refused, or undefined. */
function approveBodyProblem(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body)) return 'Тело запроса должно быть объектом { comment?, marks? }';
  const { comment } = body as { comment?: unknown };
  if (comment !== undefined && (typeof comment !== 'string' || comment.length > REVIEW_COMMENT_MAX * 4)) return 'Комментарий должен быть текстом';
  return undefined;
}

async function photoCalls(app: SchoolApp) {
  app.get(
    '/submissions/:id/photo',
    {
      schema: {
        summary: 'Фото работы (учителю и её автору): ?index=0..2, ?size=thumb',
        params: IdParams,
        querystring: PhotoQuery,
        response: errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND'),
      },
    },
    async (request, reply) => {
      const photo = await openSubmissionPhoto(app.db, app.photos.store, userOf(request), Number(request.params.id), request.query.size ?? 'full', Number(request.query.index ?? 0));
      if (!photo.ok) throw httpFailure(photo);
      return reply
        .type(photo.type)
        .header('Content-Length', photo.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, no-store')
        .send(photo.stream);
    },
  );
}

const TaskPhotoQuery = Type.Object({ size: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('thumb')])) });

async function taskPhotoCalls(app: SchoolApp) {
  app.get(
    '/tasks/:id/photo',
    {
      schema: {
        summary: 'Фото решения задачи (учителю и его автору): ?size=thumb',
        params: IdParams,
        querystring: TaskPhotoQuery,
        response: errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND'),
      },
    },
    async (request, reply) => {
      const photo = await openSolutionPhoto(app.db, app.photos.store, userOf(request), Number(request.params.id), request.query.size ?? 'full');
      if (!photo.ok) throw httpFailure(photo);
      return reply
        .type(photo.type)
        .header('Content-Length', photo.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, no-store')
        .send(photo.stream);
    },
  );
}

async function staffCalls(app: SchoolApp) {
  app.get(
    '/pupils/:userId/history',
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
    '/submissions/:id/undo',
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

  app.get(
    '/decisions/recent',
    {
      schema: {
        summary: 'Свои решения последних 10 минут, новые первыми: их ещё можно отменить',
        response: { 200: RecentDecisionsReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async (request) => ({ data: await recentDecisions(app.db, userOf(request)) }),
  );

  app.get(
    '/comment-bank',
    {
      schema: {
        summary: 'Банк комментариев: свои самые частые слова к решениям (до 8)',
        response: { 200: CommentBankReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async (request) => ({ data: await commentBank(app.db, userOf(request)) }),
  );

  app.get(
    '/queue',
    { schema: { summary: 'Работы на проверке, старые первыми', response: { 200: QueueReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') } } },
    () => reviewQueue(app.db),
  );

  app.post(
    '/submissions/:id/approve',
    {
      schema: {
        summary: 'Принять работу: алмазы и рейтинг начисляются один раз; тело необязательно: { comment?, marks? }',
        params: IdParams,
        body: OptionalApproveBody,
        response: { 200: ApproveReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'ALREADY_REVIEWED') },
      },
    },
    async (request) => {
      const problem = approveBodyProblem(request.body);
      if (problem) throw new HttpError('VALIDATION_ERROR', problem);
      const result = await approve(app.db, Number(request.params.id), userOf(request).id, undefined, request.body ?? {});
      if (!result.ok) throw httpFailure(result);
      const { submission, diamonds } = result;
      laterFor(request)(
        () => noticeOfDecision(app.db, app.push, request.log, { submissionId: submission.id, pupilId: submission.user_id, projectId: submission.project_id, approved: true, diamonds }),
        'Уведомление «Проект принят» не отправлено',
      );
      return { message: 'Работа принята', diamonds: result.diamonds, rating: result.rating };
    },
  );

  app.post(
    '/submissions/:id/return',
    {
      schema: {
        summary: 'Вернуть работу на доработку с комментарием и пометками на фото: { comment, marks? }',
        params: IdParams,
        body: ReturnBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'ALREADY_REVIEWED') },
      },
    },
    async (request) => {
      const result = await returnForRework(app.db, Number(request.params.id), userOf(request).id, request.body.comment, undefined, request.body.marks);
      if (!result.ok) throw httpFailure(result);
      const { submission } = result;
      laterFor(request)(
        () => noticeOfDecision(app.db, app.push, request.log, { submissionId: submission.id, pupilId: submission.user_id, projectId: submission.project_id, approved: false, diamonds: 0 }),
        'Уведомление «Вернули на доработку» не отправлено',
      );
      return { message: 'Работа возвращена на доработку' };
    },
  );

  app.put(
    '/pupils/:userId/journal',
    {
      schema: {
        summary: 'Привязать ученика к журналу или отвязать',
        params: UserIdParams,
        body: JournalBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await setJournalLinked(app.db, Number(request.params.userId), request.body.linked, userOf(request).id);
      if (!result.ok) throw httpFailure(result);
      return { message: request.body.linked ? 'Ученик привязан к журналу' : 'Ученик отвязан от журнала' };
    },
  );
}
