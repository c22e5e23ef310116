import type { DB } from '../db/database';
import { metaRepository } from '../db/repositories/meta';

/** How long one database check answers for: a load balancer polling every second costs one query. */
export const HEALTH_CHECK_MS = 1000;

/**
 * A check that the database answers: at most one `select 1` per HEALTH_CHECK_MS, shared by the
 * calls that arrive meanwhile; a failed check is not kept, so the next call asks the database again.
 */
export function databaseCheck(db: DB): () => Promise<void> {
  let checked = 0;
  let running: Promise<void> | undefined;
  return () => {
    if (Date.now() - checked < HEALTH_CHECK_MS) return Promise.resolve();
    running ??= metaRepository(db)
      .ping()
      .then(() => {
        checked = Date.now();
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
