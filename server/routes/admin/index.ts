import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ledgerRepository } from '../../db/repositories/ledger';
import { submissionsRepository } from '../../db/repositories/submissions';
import { usersRepository } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errors, MessageReply, secured } from '../../schemas/common';
import { UserIdParams } from '../review/schemas';
import { DashboardReply, RoleBody } from './schemas';

const DAY = 24 * 60 * 60;
const TOP_PUPILS = 5;

/** The first second of the current calendar month, UTC (the rating battle's month, DESIGN §4). */
export function monthStart(now: Date): number {
  return Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / 1000);
}

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const adminOnly = app.requireRole('admin');

  app.get(
    '/dashboard',
    {
      preHandler: adminOnly,
      schema: { summary: 'Сводка школы', security: secured, response: { 200: DashboardReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') } },
    },
    async () => {
      const now = new Date();
      const month = monthStart(now);
      const users = usersRepository(app.db);
      const submissions = submissionsRepository(app.db);
      const ledger = ledgerRepository(app.db);
      const [usersByRole, newThisWeek, pending, approvedThisMonth, returnedThisMonth, flow, top] = await Promise.all([
        users.countByRole(),
        users.countSince(Math.floor(now.getTime() / 1000) - 7 * DAY),
        submissions.pendingCount(),
        submissions.reviewedSince('approved', month),
        submissions.reviewedSince('returned', month),
        ledger.diamondFlowSince(month),
        ledger.topRatingSince(month, TOP_PUPILS),
      ]);
      return {
        data: {
          usersByRole,
          newThisWeek,
          submissions: { pending, approvedThisMonth, returnedThisMonth },
          diamonds: { creditedThisMonth: flow.credited, spentThisMonth: flow.spent },
          topPupils: top,
        },
      };
    },
  );

  app.put(
    '/users/:userId/role',
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Роль пользователя',
        security: secured,
        params: UserIdParams,
        body: RoleBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const id = Number(request.params.userId);
      // The school must never be left without the admin who could undo it.
      if (id === userOf(request).id) throw new HttpError('VALIDATION_ERROR', 'Свою роль поменять нельзя: попросите другого администратора');
      const users = usersRepository(app.db);
      if (!(await users.findById(id))) throw new HttpError('USER_NOT_FOUND');
      await users.setRole(id, request.body.role);
      return { message: 'Роль изменена' };
    },
  );
}
