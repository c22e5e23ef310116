import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError, preHandlerAsyncHookHandler } from 'fastify';
import {
  COMMENT_MESSAGES,
  COMMENT_RATE,
  commentProblem,
  SECTION_PATHS,
  SECTIONS,
  type NewCommentBody as NewComment,
  type Section,
  type VoteRecordBody as VoteRecord,
} from '../../../src/domain/comments';
import { MSG } from '../../../src/domain/messages';
import { HttpError, httpFailure } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errors, MessageReply, secured } from '../../schemas/common';
import {
  castVote,
  commentList,
  createVoteRecord,
  ITEM_ID_MESSAGE,
  itemProblem,
  judgementOf,
  postComment,
  profileIdOf,
  reportComment,
  setCommentHidden,
  voteRecordProblem,
  type Item,
} from '../../services/comments';
import { bodyRule } from '../body-rule';
import {
  CommentIdParams,
  CommentListReply,
  HideBody,
  JudgementParams,
  JudgementReply,
  ListParams,
  NewCommentBody,
  PostParams,
  VoteBody,
  VoteRecordBody,
} from './schemas';
import { commentView } from './view';

const MINUTE = 60_000;

/** The numbers and why: docs/decisions/0073-comment-rate-limits.md. */
export const COMMENT_LIMITS = {
  /** One pupil: SPEC §8 «Слишком часто!». */
  perUser: COMMENT_RATE,
  /** One address, whatever the accounts: a class of 30 behind one school address posting 4 each fits. */
  perAddress: { max: 120, windowMs: 10 * MINUTE },
} as const;

const SECTION_BY_PATH = Object.fromEntries(SECTIONS.map((section) => [SECTION_PATHS[section], section])) as Record<string, Section>;

/** What a refused field means, in Russian; the schema said only that it is wrong. */
const FIELD_MESSAGES: Record<string, string> = {
  section: COMMENT_MESSAGES.unknownSection,
  rasdel: COMMENT_MESSAGES.unknownSection,
  id: ITEM_ID_MESSAGE,
  idRasdel: ITEM_ID_MESSAGE,
  commentId: 'Неверный номер комментария',
  textComent: 'Комментарий должен быть текстом',
  change: 'Голос — это «+» или «-»',
  judgement: 'Новое голосование начинается с нуля: judgement должен быть 0',
  hidden: 'Поле hidden должно быть true или false',
};

/** A schema refusal of these routes as a 400 with a Russian message naming what is wrong. */
function schemaError(problems: FastifySchemaValidationError[]): Error {
  const first = problems[0];
  if (!first) return new HttpError('VALIDATION_ERROR', MSG.badRequest);
  if (first.keyword === 'required') {
    const missing = String((first.params as { missingProperty?: unknown }).missingProperty ?? '');
    return new HttpError('VALIDATION_ERROR', missing === 'textComent' ? COMMENT_MESSAGES.empty : `В запросе нет поля «${missing}»`);
  }
  const field = first.instancePath.split('/')[1] ?? '';
  if (field === 'textComent' && first.keyword === 'maxLength') return new HttpError('VALIDATION_ERROR', COMMENT_MESSAGES.tooLong);
  return new HttpError('VALIDATION_ERROR', FIELD_MESSAGES[field] ?? MSG.badRequest);
}

/**
 * preValidation: a body field the route does not know is refused with 400 (the app's validator
 * would strip it silently, `removeAdditional`). The client sends exactly the contract's fields, so
 * anything else is a bug or a probe, and it is told so instead of half-understood.
 */
async function onlyKnownFields(request: FastifyRequest) {
  const schema = request.routeOptions.schema?.body as { properties?: Record<string, unknown> } | undefined;
  const body = request.body;
  if (!schema?.properties || typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const unknown = Object.keys(body).find((key) => !Object.hasOwn(schema.properties!, key));
  if (unknown === undefined) return;
  // Named only when it is a plain name: the message must not echo control or bidi characters.
  throw new HttpError('VALIDATION_ERROR', /^\w{1,40}$/.test(unknown) ? `Лишнее поле «${unknown}» в запросе` : 'Лишнее поле в запросе');
}

type ItemOf = (request: FastifyRequest) => Item;

const listItem: ItemOf = (request) => {
  const { section, id } = request.params as { section: string; id: string };
  return { section: SECTION_BY_PATH[section]!, itemId: Number(id) };
};
const postItem: ItemOf = (request) => ({
  section: SECTION_BY_PATH[(request.params as { section: string }).section]!,
  itemId: (request.body as NewComment).idRasdel,
});
const judgementItem: ItemOf = (request) => {
  const { section, id } = request.params as { section: Section; id: string };
  return { section, itemId: Number(id) };
};
const bodyItem: ItemOf = (request) => {
  const { rasdel, idRasdel } = request.body as { rasdel: Section; idRasdel: number };
  return { section: rasdel, itemId: idRasdel };
};

/**
 * Comments and votes of SPEC §7 and our moderation calls, for signed-in users only (these are
 * children). Every item is checked to exist before anything is counted or written.
 */
export default async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaError);
  app.addHook('preValidation', onlyKnownFields);

  /** preHandler: the signed-in user, and the profile the item names (if it names one) read with it in one query. */
  const signedIn = (itemOf: ItemOf) => app.authenticateWith((request) => profileIdOf(itemOf(request)));
  /** preHandler after `signedIn`: the item must exist, before anything is counted or written. */
  const itemExists =
    (itemOf: ItemOf): preHandlerAsyncHookHandler =>
    async (request) => {
      const problem = itemProblem(itemOf(request), request.otherUser);
      if (problem) throw httpFailure(problem);
    };
  const onItem = (itemOf: ItemOf) => [signedIn(itemOf), itemExists(itemOf)];

  app.get(
    '/:section/:id',
    {
      preHandler: onItem(listItem),
      schema: {
        summary: 'Комментарии раздела (commentsProfileUser, commentsLectors, commentsFeedback, commentsNote, commentsHelp), новые первыми, с авторами',
        security: secured,
        params: ListParams,
        response: { 200: CommentListReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const { rows, count, staff } = await commentList(app.db, userOf(request), listItem(request));
      return { data: rows.map((row) => commentView(row, staff)), count };
    },
  );

  app.post(
    '/:section',
    {
      preHandler: [
        ...onItem(postItem),
        // The rule before the limits: a refused text is never counted (docs/decisions/0073-comment-rate-limits.md).
        bodyRule((body: NewComment) => commentProblem(body.textComent)),
        app.limit({ name: 'comment-user', ...COMMENT_LIMITS.perUser, key: (request) => String(userOf(request).id), message: COMMENT_MESSAGES.tooOften }),
        app.limit({ name: 'comment-address', ...COMMENT_LIMITS.perAddress, key: (request) => request.ip, message: COMMENT_MESSAGES.tooOften }),
      ],
      schema: {
        summary: 'Новый комментарий: { idRasdel, textComent } → «Комментарий добавлен»',
        security: secured,
        params: PostParams,
        body: NewCommentBody,
        response: {
          201: MessageReply,
          ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND', 'USER_NOT_FOUND', 'DUPLICATE_COMMENT', 'RATE_LIMITED'),
        },
      },
    },
    async (request, reply) => {
      const result = await postComment(app.db, userOf(request), postItem(request), request.body.textComent);
      if (!result.ok) throw httpFailure(result);
      return reply.code(201).send({ message: COMMENT_MESSAGES.added });
    },
  );

  app.get(
    '/judgement/:id/:section',
    {
      preHandler: onItem(judgementItem),
      schema: {
        summary: 'Оценка записи раздела (0, если никто не голосовал) и свой голос',
        security: secured,
        params: JudgementParams,
        response: { 200: JudgementReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND', 'USER_NOT_FOUND') },
      },
    },
    async (request) => judgementOf(app.db, userOf(request), judgementItem(request)),
  );

  app.put(
    '/judgement',
    {
      preHandler: onItem(bodyItem),
      schema: {
        summary: 'Голос «+» или «-» за запись раздела: один на пользователя → «Изменено» или «Уже изменено»',
        security: secured,
        body: VoteBody,
        response: {
          200: MessageReply,
          ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'USER_NOT_FOUND', 'ALREADY_VOTED'),
        },
      },
    },
    async (request) => {
      const result = await castVote(app.db, userOf(request), bodyItem(request), request.body.change);
      if (!result.ok) throw httpFailure(result);
      return { message: COMMENT_MESSAGES.voted };
    },
  );

  app.post(
    '/judgement',
    {
      // The section before the item: a profile never gets a vote record, whether or not the user exists.
      preHandler: [signedIn(bodyItem), bodyRule((body: VoteRecord) => voteRecordProblem(body.rasdel)), itemExists(bodyItem)],
      schema: {
        summary: 'Создать голосование записи (лекции, заметки, помощь) с оценкой 0, если его нет',
        security: secured,
        body: VoteRecordBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await createVoteRecord(app.db, bodyItem(request));
      if (!result.ok) throw httpFailure(result);
      return { message: COMMENT_MESSAGES.voteRecordCreated };
    },
  );

  app.put(
    '/:commentId/hidden',
    {
      preHandler: app.requireRole('teacher', 'admin'),
      schema: {
        summary: 'Скрыть комментарий от учеников или показать снова (учитель, админ); комментарий остаётся в базе',
        security: secured,
        params: CommentIdParams,
        body: HideBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const { hidden } = request.body;
      const result = await setCommentHidden(app.db, userOf(request), Number(request.params.commentId), hidden);
      if (!result.ok) throw httpFailure(result);
      return { message: hidden ? COMMENT_MESSAGES.hidden : COMMENT_MESSAGES.shown };
    },
  );

  app.post(
    '/:commentId/report',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Пожаловаться учителю на комментарий (один раз)',
        security: secured,
        params: CommentIdParams,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND', 'ALREADY_REPORTED') },
      },
    },
    async (request) => {
      const result = await reportComment(app.db, userOf(request), Number(request.params.commentId));
      if (!result.ok) throw httpFailure(result);
      return { message: COMMENT_MESSAGES.reported };
    },
  );
}
