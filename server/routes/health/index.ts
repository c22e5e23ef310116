import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** How long one database check answers for: a load balancer polling every second costs one query. */
export const HEALTH_CHECK_MS = 1000;

export default async function healthRoutes(app: FastifyInstance) {
  let checked = 0;
  let running: Promise<void> | undefined;

  // At most one `select 1` per second, shared by the calls that arrive meanwhile; a failed check
  // is not kept, so the next call asks the database again.
  function checkDatabase(): Promise<void> {
    if (Date.now() - checked < HEALTH_CHECK_MS) return Promise.resolve();
    running ??= sql`select 1`
      .execute(app.db)
      .then(() => {
        checked = Date.now();
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  app.get('/api/health', { schema: { hide: true } }, async () => {
    await checkDatabase();
    return { status: 'ok' };
  });
}
