import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { COMMENT_MESSAGES, COMMENT_RATE, commentProblem, SECTION_PATHS, SECTIONS, type Section } from '../../../domain/comments';
import { STAFF_ROLES } from '../../../domain/constants';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, MessageReply, secured } from '../../schemas/common';
import {
  castVote,
  commentList,
  createVoteRecord,
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

const MINUTE = 60_000;

/** The numbers and why: docs/decisions/0073-comment-rate-limits.md. */
export const COMMENT_LIMITS = {
  /** One pupil: «Слишком часто!». */
  perUser: COMMENT_RATE,
  /** One address, whatever the accounts: a class of 30 behind one school address posting 4 each fits. */
  perAddress: { max: 120, windowMs: 10 * MINUTE },
} as const;

/**
 * Votes and vote records, counted together: every one writes a row
 * (docs/decisions/0101-votes-are-rate-limited.md).
 */
export const VOTE_LIMITS = {
  /** One user: a lesson's pages each get a vote, a script does not get 200 rows in a second. */
  perUser: { max: 20, windowMs: MINUTE },
  /** One address, whatever the accounts: a class of 30 behind one school address voting 10 times each fits. */
  perAddress: { max: 300, windowMs: 10 * MINUTE },
} as const;

const SECTION_BY_PATH = Object.fromEntries(SECTIONS.map((section) => [SECTION_PATHS[section], section])) as Record<string, Section>;

// The item a call is about, from its path or body as the route's schema typed them. The
// preHandlers below need it before the handler runs (to read a profile with the caller, and to
// refuse a missing item before anything is counted).
type ItemOf = (request: FastifyRequest) => Item;

const listItem: ItemOf = (request) => {
  const { section, id } = request.params as ListParams;
  return { section: SECTION_BY_PATH[section]!, itemId: Number(id) };
};
const postItem: ItemOf = (request) => ({
  section: SECTION_BY_PATH[(request.params as PostParams).section]!,
  itemId: (request.body as NewCommentBody).idRasdel,
});
const judgementItem: ItemOf = (request) => {
  const { section, id } = request.params as JudgementParams;
  return { section, itemId: Number(id) };
};
const bodyItem: ItemOf = (request) => {
  const { rasdel, idRasdel } = request.body as VoteBody | VoteRecordBody;
  return { section: rasdel, itemId: idRasdel };
};

/**
 * Comments and votes on section items, and our moderation calls, for signed-in users only (these
 * are children). Every item is checked to exist before anything is counted or written.
 */
export default async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
  // Made once, so both vote calls count into the same counters; after the checks, like comments.
  const voteLimits = [
    app.limit({ name: 'vote-user', ...VOTE_LIMITS.perUser, key: (request) => String(userOf(request).id), message: COMMENT_MESSAGES.tooOften }),
    app.limit({ name: 'vote-address', ...VOTE_LIMITS.perAddress, key: (request) => request.ip, message: COMMENT_MESSAGES.tooOften }),
  ];

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
    async (request) => commentList(app.db, userOf(request), listItem(request)),
  );

  app.post(
    '/:section',
    {
      preHandler: [
        ...onItem(postItem),
        // The rule before the limits: a refused text is never counted (docs/decisions/0073-comment-rate-limits.md).
        bodyRule((body: NewCommentBody) => commentProblem(body.textComent)),
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
      preHandler: [...onItem(bodyItem), ...voteLimits],
      schema: {
        summary: 'Голос «+» или «-» за запись раздела: один на пользователя → «Изменено» или «Уже изменено»',
        security: secured,
        body: VoteBody,
        response: {
          200: MessageReply,
          ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'USER_NOT_FOUND', 'ALREADY_VOTED', 'RATE_LIMITED'),
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
      preHandler: [signedIn(bodyItem), bodyRule((body: VoteRecordBody) => voteRecordProblem(body.rasdel)), itemExists(bodyItem), ...voteLimits],
      schema: {
        summary: 'Создать голосование записи (лекции, заметки, помощь) с оценкой 0, если его нет',
        security: secured,
        body: VoteRecordBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const result = await createVoteRecord(app.db, bodyItem(request));
      if (!result.ok) throw httpFailure(result);
      return { message: COMMENT_MESSAGES.voteRecordCreated };
    },
  );

  await signedInRoutes(app, moderation, { roles: STAFF_ROLES });
  await signedInRoutes(app, reports);
}

/** Teachers and admins hide a comment from pupils or show it again. */
async function moderation(app: SchoolApp) {
  app.put(
    '/:commentId/hidden',
    {
      schema: {
        summary: 'Скрыть комментарий от учеников или показать снова (учитель, админ); комментарий остаётся в базе',
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
}

/** Anyone signed in tells the teachers about a comment, once. */
async function reports(app: SchoolApp) {
  app.post(
    '/:commentId/report',
    {
      schema: {
        summary: 'Пожаловаться учителю на комментарий (один раз)',
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
