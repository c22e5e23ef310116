import type { DB } from '../db/database';
import { mailState, type MailState } from './outbox';

// GET /api/health (docs/decisions/0201-health-names-what-is-broken.md): 200 while the school can
// do its work, 503 naming the part that stops it — the database does not answer, or photos cannot
// be written to the uploads folder. The letters waiting and failing are told, never a 503: a school
// without mail still teaches.

/** How long one check answers for: a load balancer polling every second costs one query. */
export const HEALTH_CHECK_MS = 1000;

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
  uploads: 'ok' | 'not_writable';
  /** Unknown (null) while the database does not answer. */
  mail: MailState | null;
  /** What is broken, in Russian, when status is unavailable. */
  message?: string;
}

export const HEALTH_MSG = {
  database: 'База данных не отвечает: школа не может работать. Проверьте DATABASE_URL и сервер базы.',
  uploads: 'В папку для фото нельзя записать (UPLOADS_DIR): ученики не смогут отправлять работы. Проверьте права на папку и место на диске.',
} as const;

export interface HealthParts {
  db: DB;
  /** Throws when photos cannot be written. */
  checkUploads(): Promise<void>;
}

/**
 * The health check: at most one database query and one test file per HEALTH_CHECK_MS, shared by
 * the calls that arrive meanwhile; a failed check is not kept, so the next call looks again.
 */
export function healthCheck(parts: HealthParts): () => Promise<HealthReport> {
  let kept: { report: HealthReport; at: number } | undefined;
  let running: Promise<HealthReport> | undefined;
  const check = async (): Promise<HealthReport> => {
    const [mail, uploads] = await Promise.all([
      mailState(parts.db, Math.floor(Date.now() / 1000)).catch(() => null),
      parts.checkUploads().then(
        () => 'ok' as const,
        () => 'not_writable' as const,
      ),
    ]);
    const database = mail ? 'ok' : 'unreachable';
    const message = database !== 'ok' ? HEALTH_MSG.database : uploads !== 'ok' ? HEALTH_MSG.uploads : undefined;
    return message ? { status: 'unavailable', database, uploads, mail, message } : { status: 'ok', database, uploads, mail };
  };
  return () => {
    if (kept && Date.now() - kept.at < HEALTH_CHECK_MS) return Promise.resolve(kept.report);
    running ??= check()
      .then((report) => {
        kept = report.status === 'ok' ? { report, at: Date.now() } : undefined;
        return report;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
