import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http-error';
import { createRequestMetrics, type Gauge } from '../services/metrics';
import { mailState } from '../services/outbox';

// GET /metrics in Prometheus's text format, off unless METRICS=on, and then only with
// `Authorization: Bearer METRICS_TOKEN` (docs/decisions/0201-health-names-what-is-broken.md). Off,
// it is a JSON 404 like any unknown API path, never the app's page. Each process counts its own
// requests: a scraper asks each process.

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

async function metrics(app: FastifyInstance) {
  const { metrics: on, metricsToken } = app.config;
  const counted = createRequestMetrics();
  if (on) {
    app.addHook('onResponse', async (request, reply) => {
      // The route's template (`/api/v1/review/submissions/:id/return`), never the raw URL: a label per id would grow for ever.
      counted.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  async function gauges(): Promise<Gauge[]> {
    const list: Gauge[] = [];
    const pipeline = app.photos.pipeline;
    let queued = 0;
    let processing = 0;
    try {
      queued = pipeline.gate.waiting;
      processing = pipeline.gate.running;
    } catch {
      // No photo yet in this process: the pipeline is not loaded, nothing is queued.
    }
    list.push({ name: 'school_photo_queue_waiting', help: 'Photos waiting for their turn to be processed.', value: queued });
    list.push({ name: 'school_photo_queue_running', help: 'Photos being processed now.', value: processing });
    const mail = await mailState(app.db, Math.floor(Date.now() / 1000)).catch(() => undefined);
    list.push({ name: 'school_database_up', help: '1 when the database answered this scrape.', value: mail ? 1 : 0 });
    if (mail) {
      list.push({ name: 'school_mail_waiting', help: 'Letters waiting in the outbox.', value: mail.waiting });
      list.push({ name: 'school_mail_failing', help: 'Letters that keep failing: waiting after a failed try, or given up in the last day.', value: mail.failing });
    }
    list.push({ name: 'school_process_resident_memory_bytes', help: 'Resident memory of this server process.', value: process.memoryUsage().rss });
    list.push({ name: 'school_process_uptime_seconds', help: 'Seconds since this server process started.', value: Math.round(process.uptime()) });
    return list;
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!on || !metricsToken) throw new HttpError('NOT_FOUND');
    if (!bearerMatches(request, metricsToken)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new HttpError('AUTH_REQUIRED', 'Для /metrics нужен заголовок Authorization: Bearer METRICS_TOKEN');
    }
    reply.header('Cache-Control', 'no-store');
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return counted.render(await gauges());
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['core', 'photos'] });
