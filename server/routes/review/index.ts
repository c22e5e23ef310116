import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { usersRepository } from '../../db/repositories/users';
import { submissionsRepository } from '../../db/repositories/submissions';
import { HttpError, httpFailure } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errors, MessageReply, secured } from '../../schemas/common';
import { approve, returnForRework } from '../../services/approval';
import { ApproveReply, IdParams, JournalBody, PhotoQuery, QueueReply, ReturnBody, UserIdParams } from './schemas';
import { queueItem } from './view';

const STAFF = ['teacher', 'admin'] as const;

/** The teacher's review queue, decisions, photos and the journal (DESIGN §3). Every call checks the role. */
export default async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const staffOnly = app.requireRole(...STAFF);

  app.get(
    '/queue',
    {
      preHandler: staffOnly,
      schema: { summary: 'Работы на проверке, старые первыми', security: secured, response: { 200: QueueReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') } },
    },
    async () => {
      const submissions = submissionsRepository(app.db);
      const [rows, count] = await Promise.all([submissions.queue(), submissions.pendingCount()]);
      return { data: rows.map(queueItem), count };
    },
  );

  app.get(
    '/submissions/:id/photo',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Фото работы (учителю и её автору)',
        security: secured,
        params: IdParams,
        querystring: PhotoQuery,
        response: errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND'),
      },
    },
    async (request, reply) => {
      const viewer = userOf(request);
      const row = await submissionsRepository(app.db).findById(Number(request.params.id));
      if (!row) throw new HttpError('NOT_FOUND');
      const staff = (STAFF as readonly string[]).includes(viewer.role);
      if (!staff && row.user_id !== viewer.id) throw new HttpError('FORBIDDEN');
      const thumb = request.query.size === 'thumb';
      const file = await app.photos.store.openStream(thumb ? row.thumb : row.photo);
      if (!file) throw new HttpError('NOT_FOUND', 'Фото не найдено');
      // Our own bytes, re-encoded by the pipeline: the type is fixed, never sniffed.
      return reply
        .type(thumb ? 'image/jpeg' : row.mime)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/submissions/:id/approve',
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Принять работу: алмазы и рейтинг начисляются один раз',
        security: secured,
        params: IdParams,
        response: { 200: ApproveReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'ALREADY_REVIEWED') },
      },
    },
    async (request) => {
      const result = await approve(app.db, Number(request.params.id), userOf(request).id);
      if (!result.ok) throw httpFailure(result);
      return { message: 'Работа принята', diamonds: result.diamonds, rating: result.rating };
    },
  );

  app.post(
    '/submissions/:id/return',
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Вернуть работу на доработку с комментарием',
        security: secured,
        params: IdParams,
        body: ReturnBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'ALREADY_REVIEWED') },
      },
    },
    async (request) => {
      const result = await returnForRework(app.db, Number(request.params.id), userOf(request).id, request.body.comment);
      if (!result.ok) throw httpFailure(result);
      return { message: 'Работа возвращена на доработку' };
    },
  );

  app.put(
    '/pupils/:userId/journal',
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Привязать ученика к журналу или отвязать',
        security: secured,
        params: UserIdParams,
        body: JournalBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const changed = await usersRepository(app.db).setJournalLinked(Number(request.params.userId), request.body.linked);
      if (!changed) throw new HttpError('USER_NOT_FOUND');
      return { message: request.body.linked ? 'Ученик привязан к журналу' : 'Ученик отвязан от журнала' };
    },
  );
}
