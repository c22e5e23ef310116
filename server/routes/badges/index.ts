import type { FastifyInstance } from 'fastify';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors } from '../../schemas/common';
import { badgeCatalog, myBadges } from '../../services/badges';
import { BadgeCatalogReply, BadgesReply } from '../courses/schemas';

// The pupil's badges, under /api/v1/users/badges (docs/decisions/0206-badges-earned-once-by-rules.md).

export default async function badgesRoutes(app: FastifyInstance) {
  await signedInRoutes(app, badgeCalls);
}

async function badgeCalls(app: SchoolApp) {
  app.get(
    '/',
    { schema: { summary: 'Мои значки (только полученные)', response: { 200: BadgesReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await myBadges(app.db, userOf(request).id) }),
  );

  app.get(
    '/catalog',
    { schema: { summary: 'Все значки школы и за что их дают', response: { 200: BadgeCatalogReply, ...errors('AUTH_REQUIRED') } } },
    async () => ({ data: badgeCatalog() }),
  );
}
