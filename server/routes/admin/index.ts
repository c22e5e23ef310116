import type { FastifyInstance } from 'fastify';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, MessageReply, UserIdParams } from '../../schemas/common';
import { auditPage } from '../../services/audit-trail';
import { changeRole } from '../../services/people';
import { schoolDashboard } from '../../services/school-dashboard';
import { familyLinks, removeFamilyLink } from '../../services/family';
import { FamilyLinkParams, FamilyLinksReply } from '../family/schemas';
import { AuditQuery, AuditReply, DashboardReply, RoleBody } from './schemas';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The admin's calls: every one is the admin's only. */
export default async function adminRoutes(app: FastifyInstance) {
  await signedInRoutes(app, adminCalls, { roles: ['admin'] });
}

async function adminCalls(app: SchoolApp) {
  app.get(
    '/audit',
    {
      schema: {
        summary: 'Журнал действий: кто, что, с кем и когда',
        querystring: AuditQuery,
        response: { 200: AuditReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async (request) => auditPage(app.db, Math.min(Number(request.query.page ?? '1'), 100_000)),
  );

  app.get(
    '/dashboard',
    { schema: { summary: 'Сводка школы', response: { 200: DashboardReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') } } },
    async () => ({ data: await schoolDashboard(app.db, nowSeconds()) }),
  );

  app.get(
    '/family-links',
    { schema: { summary: 'Связи родителей и детей', response: { 200: FamilyLinksReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') } } },
    async () => ({ data: await familyLinks(app.db) }),
  );

  app.delete(
    '/family-links/:parentId/:childId',
    {
      schema: {
        summary: 'Убрать связь родителя и ребёнка',
        params: FamilyLinkParams,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const { parentId, childId } = request.params;
      const result = await removeFamilyLink(app.db, userOf(request), Number(parentId), Number(childId), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: 'Связь убрана' };
    },
  );

  app.put(
    '/users/:userId/role',
    {
      schema: {
        summary: 'Роль пользователя',
        params: UserIdParams,
        body: RoleBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await changeRole(app.db, userOf(request), Number(request.params.userId), request.body.role);
      if (!result.ok) throw httpFailure(result);
      return { message: 'Роль изменена' };
    },
  );
}
