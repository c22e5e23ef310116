import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROGRESS_MESSAGES } from '../../../domain/standing';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, idParam, MessageReply, pageOf, PageParams, secured } from '../../schemas/common';
import { leaderboardPage, ratingOf, setHiddenFromLeaderboards, topThree } from '../../services/leaderboard';
import { achievementsOf, buyLevel } from '../../services/standing';
import { battleHistory, monthStats } from '../../services/rating-battle';
import {
  BuyLevelReply,
  DiamondReply,
  HistoryReply,
  LeaderboardReply,
  LeaderboardVisibilityBody,
  MonthStatsReply,
  RatingReply,
  Top3Reply,
  UserRatingReply,
} from './schemas';

// Diamonds, rating, level purchase and leaderboards (docs/product.md).

const nowSeconds = () => Math.floor(Date.now() / 1000);

export default async function progressRoutes(fastify: FastifyInstance) {
  await signedInRoutes(fastify, ownProgress);

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/rating/:id',
    {
      preHandler: app.authenticateWith(idParam),
      schema: {
        summary: 'Рейтинг ученика',
        security: secured,
        params: IdParams,
        response: { 200: UserRatingReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = ratingOf(userOf(request), request.otherUser);
      if (!result.ok) throw httpFailure(result);
      return { rating: result.rating };
    },
  );
}

async function ownProgress(app: SchoolApp) {
  app.get('/diamond', { schema: { summary: 'Алмазы', response: { 200: DiamondReply, ...errors('AUTH_REQUIRED') } } }, async (request) => ({
    count: userOf(request).diamonds,
  }));

  app.get('/rating', { schema: { summary: 'Свой рейтинг и медали', response: { 200: RatingReply, ...errors('AUTH_REQUIRED') } } }, async (request) => {
    const user = userOf(request);
    return { data: { rating: user.rating }, achievements: await achievementsOf(app.db, user.id, nowSeconds()) };
  });

  // The level purchase spends diamonds: POST is what the client uses; GET stays for the contract
  // (docs/product.md). Neither is ever cached or replayed (no-store on /api; the worker skips /api).
  const buyLevelRoute = {
    schema: {
      summary: 'Купить следующий уровень',
      response: { 200: BuyLevelReply, ...errors('AUTH_REQUIRED', 'NOT_ENOUGH_DIAMONDS', 'MAX_LEVEL_REACHED', 'ALREADY_BOUGHT') },
    },
  };
  const buy = async (request: FastifyRequest) => {
    const result = await buyLevel(app.db, userOf(request), nowSeconds());
    if (!result.ok) throw httpFailure(result);
    return { message: PROGRESS_MESSAGES.levelBought, level: result.level, diamonds: result.diamonds };
  };
  app.post('/buyLevel', buyLevelRoute, buy);
  app.get('/buyLevel', buyLevelRoute, buy);

  const leaderboardSchema = {
    summary: 'Таблица рейтинга по страницам',
    response: { 200: LeaderboardReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
  };
  app.get('/rating/leaderboard', { schema: leaderboardSchema }, (request) => leaderboardPage(app.db, userOf(request), 1));
  app.get('/rating/leaderboard/:page', { schema: { ...leaderboardSchema, params: PageParams } }, (request) =>
    leaderboardPage(app.db, userOf(request), pageOf(request.params)),
  );

  app.get('/rating/top3', { schema: { summary: 'Тройка лучших', response: { 200: Top3Reply, ...errors('AUTH_REQUIRED') } } }, (request) =>
    topThree(app.db, userOf(request)),
  );

  app.get(
    '/rating/month-stats',
    { schema: { summary: 'Битва рейтингов этого месяца', response: { 200: MonthStatsReply, ...errors('AUTH_REQUIRED') } } },
    (request) => monthStats(app.db, userOf(request), nowSeconds()),
  );

  app.get(
    '/rating/leaders/history',
    { schema: { summary: 'История битв рейтингов', response: { 200: HistoryReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await battleHistory(app.db, userOf(request), nowSeconds()) }),
  );

  app.put(
    '/profile/leaderboard',
    {
      schema: {
        summary: 'Скрыть себя из общих рейтингов или показать снова',
        body: LeaderboardVisibilityBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
      },
    },
    async (request) => {
      await setHiddenFromLeaderboards(app.db, userOf(request), request.body.hidden);
      return { message: request.body.hidden ? PROGRESS_MESSAGES.hiddenSaved : PROGRESS_MESSAGES.shownSaved };
    },
  );
}
