import type { FastifyInstance } from 'fastify';
import { COMMENT_MESSAGES } from '../../../domain/comments';
import { STAFF_ROLES } from '../../../domain/constants';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, MessageReply } from '../../schemas/common';
import { classGallery, setGalleryHidden, setReaction, setShownToClass } from '../../services/gallery';
import { GalleryHideBody, GalleryReply, ItemParams, ReactionBody, ReactionReply, ShownToClassBody, ShownToClassReply, WorkParams } from './schemas';

/** «Я тоже собрал» per user: a class's gallery tapped through, not a script (docs/decisions/0279-the-class-gallery.md). */
export const REACTION_LIMIT = { max: 60, windowMs: 60_000 } as const;

/** The class gallery under /api/v1 (docs/decisions/0279-the-class-gallery.md). */
export default async function galleryRoutes(app: FastifyInstance) {
  await signedInRoutes(app, everyoneCalls);
  await signedInRoutes(app, staffCalls, { roles: STAFF_ROLES });
}

async function everyoneCalls(app: SchoolApp) {
  app.get(
    '/classes/:id/gallery',
    {
      schema: {
        summary: 'Галерея класса: принятые работы, которые ученики показали классу (ученикам класса, его учителю, админу)',
        params: IdParams,
        response: { 200: GalleryReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await classGallery(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.put(
    '/submissions/:id/shown-to-class',
    {
      schema: {
        summary: '«Показать классу» свою принятую работу или убрать её из галереи { shown }',
        params: WorkParams,
        body: ShownToClassBody,
        response: { 200: ShownToClassReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'CONSENT_REQUIRED', 'NOT_FOUND', 'NOT_APPROVED') },
      },
    },
    async (request) => {
      const result = await setShownToClass(app.db, userOf(request), Number(request.params.id), request.body.shown);
      if (!result.ok) throw httpFailure(result);
      return result.data;
    },
  );

  app.post(
    '/gallery/:itemId/reaction',
    {
      preHandler: app.limit({ name: 'gallery-reaction', ...REACTION_LIMIT, key: (request) => String(userOf(request).id), message: COMMENT_MESSAGES.tooOften }),
      schema: {
        summary: '«Я тоже собрал» на работе одноклассника: { reacted: true | false } ставит или снимает (не переключает)',
        params: ItemParams,
        body: ReactionBody,
        response: { 200: ReactionReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'CONSENT_REQUIRED', 'NOT_FOUND', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const result = await setReaction(app.db, userOf(request), Number(request.params.itemId), request.body.reacted);
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );
}

async function staffCalls(app: SchoolApp) {
  app.put(
    '/gallery/:itemId',
    {
      schema: {
        summary: 'Скрыть работу из галереи класса или вернуть { hidden } (учитель класса, админ); в журнал действий',
        params: ItemParams,
        body: GalleryHideBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await setGalleryHidden(app.db, userOf(request), Number(request.params.itemId), request.body.hidden);
      if (!result.ok) throw httpFailure(result);
      return { message: result.message };
    },
  );
}
