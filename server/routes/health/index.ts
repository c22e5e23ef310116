import type { FastifyInstance } from 'fastify';
import { healthCheck } from '../../services/health';

export default async function healthRoutes(app: FastifyInstance) {
  const check = healthCheck({ db: app.db, checkUploads: () => app.photos.store.checkWritable() });
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    const report = await check();
    // A monitor's answer: never kept by a cache between it and the school.
    reply.header('Cache-Control', 'no-store');
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });
}
