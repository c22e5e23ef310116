import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEADERBOARD_PAGE_SIZE, monthOf, monthStartOf, MONTH_LEADERS, nextMonth, PROGRESS_MESSAGES } from '../../../src/domain/progress';
import { leadersRepository } from '../../db/repositories/leaders';
import { submissionsRepository } from '../../db/repositories/submissions';
import { usersRepository } from '../../db/repositories/users';
import { HttpError, httpFailure } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errors, MessageReply, secured } from '../../schemas/common';
import { achievementsOf, buyLevel, settleFinishedMonths } from '../../services/progress';
import { UserIdParams } from '../users/schemas';
import {
  BuyLevelReply,
  DiamondReply,
  HistoryReply,
  LeaderboardReply,
  LeaderboardVisibilityBody,
  MonthStatsReply,
  PageParams,
  RatingReply,
  Top3Reply,
  UserRatingReply,
} from './schemas';
import { leader, placed } from './view';

// Diamonds, rating, level purchase and leaderboards (issue 13; SPEC §7 users calls).

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Leaderboards and the monthly battle rank pupils only (docs/decisions.md, "Leaderboard contents"). */
const isRanked = (user: { role: string }) => user.role === 'pupil';
/** Pages past this are empty anyway; the offset stays a small number. */
const MAX_PAGE = 100_000;

export default async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const leaders = () => leadersRepository(app.db);

  app.get(
    '/diamond',
    { preHandler: app.authenticate, schema: { summary: 'Алмазы', security: secured, response: { 200: DiamondReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ count: userOf(request).diamonds }),
  );

  app.get(
    '/rating',
    {
      preHandler: app.authenticate,
      schema: { summary: 'Свой рейтинг и медали', security: secured, response: { 200: RatingReply, ...errors('AUTH_REQUIRED') } },
    },
    async (request) => {
      const user = userOf(request);
      return { data: { rating: user.rating }, achievements: await achievementsOf(app.db, user.id, nowSeconds()) };
    },
  );

  // The level purchase spends diamonds: POST is what the client uses; GET stays for the contract
  // (DESIGN §3). Neither is ever cached or replayed (no-store on /api; the worker skips /api).
  const buyLevelRoute = {
    preHandler: app.authenticate,
    schema: {
      summary: 'Купить следующий уровень',
      security: secured,
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

  const leaderboard = async (request: FastifyRequest, page: number) => {
    const me = userOf(request);
    // Only pupils are ranked: a teacher's or admin's own rating gives them no place among pupils.
    const [rows, count, place] = await Promise.all([
      leaders().page((page - 1) * LEADERBOARD_PAGE_SIZE, LEADERBOARD_PAGE_SIZE),
      leaders().count(),
      isRanked(me) ? leaders().placeOf(me.id, me.rating) : null,
    ]);
    return {
      data: rows.map((row, index) => leader(row, (page - 1) * LEADERBOARD_PAGE_SIZE + index + 1, me.id)),
      page,
      pageSize: LEADERBOARD_PAGE_SIZE,
      count,
      me: { place, rating: me.rating, hidden: me.hidden_from_leaderboards === 1 },
    };
  };
  const leaderboardSchema = {
    summary: 'Таблица рейтинга по страницам',
    security: secured,
    response: { 200: LeaderboardReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
  };
  app.get('/rating/leaderboard', { preHandler: app.authenticate, schema: leaderboardSchema }, (request) => leaderboard(request, 1));
  app.get('/rating/leaderboard/:page', { preHandler: app.authenticate, schema: { ...leaderboardSchema, params: PageParams } }, (request) =>
    leaderboard(request, Math.min(Number(request.params.page), MAX_PAGE)),
  );

  app.get(
    '/rating/top3',
    { preHandler: app.authenticate, schema: { summary: 'Тройка лучших', security: secured, response: { 200: Top3Reply, ...errors('AUTH_REQUIRED') } } },
    async (request) => {
      const me = userOf(request);
      const rows = await leaders().page(0, 3);
      return { data: rows.map((row, index) => leader(row, index + 1, me.id)) };
    },
  );

  app.get(
    '/rating/month-stats',
    {
      preHandler: app.authenticate,
      schema: { summary: 'Битва рейтингов этого месяца', security: secured, response: { 200: MonthStatsReply, ...errors('AUTH_REQUIRED') } },
    },
    async (request) => {
      const me = userOf(request);
      const month = monthOf(nowSeconds());
      const since = monthStartOf(month);
      const endsAt = monthStartOf(nextMonth(month));
      const [standings, approvedProjects] = await Promise.all([
        leaders().month(since, endsAt),
        submissionsRepository(app.db).reviewedSince('approved', since, me.id),
      ]);
      // Staff are not in the battle: no place, whatever their own rating.
      const index = isRanked(me) ? standings.findIndex((standing) => standing.id === me.id) : -1;
      return {
        month,
        endsAt,
        leaders: standings.slice(0, MONTH_LEADERS).map((standing, i) => leader(standing, i + 1, me.id)),
        me: { place: index === -1 ? null : index + 1, monthRating: index === -1 ? 0 : standings[index]!.rating, approvedProjects },
      };
    },
  );

  app.get(
    '/rating/leaders/history',
    {
      preHandler: app.authenticate,
      schema: { summary: 'История битв рейтингов', security: secured, response: { 200: HistoryReply, ...errors('AUTH_REQUIRED') } },
    },
    async (request) => {
      const me = userOf(request);
      await settleFinishedMonths(app.db, nowSeconds());
      const rows = await leaders().history();
      const people = await leaders().people(rows.flatMap((row) => [row.first_user_id, row.second_user_id, row.third_user_id].filter((id) => id !== null)));
      const at = (id: number | null, rating: number | null) => placed(id === null ? undefined : people.get(id), rating, me.id);
      return {
        data: rows.map((row) => ({
          date: row.month,
          firstPlace: at(row.first_user_id, row.first_rating),
          secondPlace: at(row.second_user_id, row.second_rating),
          thirdPlace: at(row.third_user_id, row.third_rating),
        })),
      };
    },
  );

  app.get(
    '/rating/:id',
    {
      preHandler: app.authenticateWith((request) => Number((request.params as { id: string }).id)),
      schema: {
        summary: 'Рейтинг ученика',
        security: secured,
        params: UserIdParams,
        response: { 200: UserRatingReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const me = userOf(request);
      const other = request.otherUser;
      // A pupil hidden from leaderboards is not found by others, as on the lists.
      if (!other || (other.hidden_from_leaderboards === 1 && other.id !== me.id && me.role === 'pupil')) throw new HttpError('USER_NOT_FOUND');
      return { rating: other.rating };
    },
  );

  app.put(
    '/profile/leaderboard',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Скрыть себя из общих рейтингов или показать снова',
        security: secured,
        body: LeaderboardVisibilityBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
      },
    },
    async (request) => {
      await usersRepository(app.db).setHiddenFromLeaderboards(userOf(request).id, request.body.hidden);
      return { message: request.body.hidden ? PROGRESS_MESSAGES.hiddenSaved : PROGRESS_MESSAGES.shownSaved };
    },
  );
}
