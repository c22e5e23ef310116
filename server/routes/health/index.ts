import type { FastifyInstance } from 'fastify';
import { databaseCheck } from '../../services/health';

export default async function healthRoutes(app: FastifyInstance) {
  const checkDatabase = databaseCheck(app.db);
  app.get('/api/health', { schema: { hide: true } }, async () => {
    await checkDatabase();
    return { status: 'ok' };
  });
}
