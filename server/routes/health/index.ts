import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { hide: true } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' };
  });
}
