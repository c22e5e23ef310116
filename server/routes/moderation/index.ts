import type { FastifyInstance } from 'fastify';
import { COMMENT_MESSAGES } from '../../../domain/comments';
import { STAFF_ROLES } from '../../../domain/constants';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, MessageReply } from '../../schemas/common';
import { setCommentHidden } from '../../services/comments';
import { moderationList } from '../../services/moderation';
import { ModerationCommentParams, ModerationHideBody, ModerationReply } from './schemas';

/** «Жалобы» under /api/v1/moderation: teachers and admins only (docs/decisions/0278-the-reports-screen.md). */
export default async function moderationRoutes(app: FastifyInstance) {
  await signedInRoutes(app, staffCalls, { roles: STAFF_ROLES });
}

async function staffCalls(app: SchoolApp) {
  app.get(
    '/reports',
    {
      schema: {
        summary: 'Жалобы: комментарии, на которые пожаловались, и комментарии вне страниц, новые первыми (учитель, админ)',
        response: { 200: ModerationReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async () => moderationList(app.db),
  );

  app.put(
    '/comments/:id',
    {
      schema: {
        summary: 'Скрыть комментарий от учеников или показать снова { hidden } (учитель, админ); кто и когда — в журнале действий',
        params: ModerationCommentParams,
        body: ModerationHideBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const { hidden } = request.body;
      const result = await setCommentHidden(app.db, userOf(request), Number(request.params.id), hidden);
      if (!result.ok) throw httpFailure(result);
      return { message: hidden ? COMMENT_MESSAGES.hidden : COMMENT_MESSAGES.shown };
    },
  );
}
