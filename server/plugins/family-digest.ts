import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWeeklyDigests } from '../services/family-digest';

// The weekly letter to parents, from the server itself: at start and every hour after, this
// week's letters go to every parent who has not had one (weeks turn on Monday 09:00 Moscow time).
// Several processes may run it at once: each parent's week is claimed by a unique row first.
// `npm run digest` does the same from cron (server/cli/digest.ts).

const HOUR_MS = 60 * 60 * 1000;

async function familyDigest(app: FastifyInstance) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= runWeeklyDigests(app.db, { mailer: app.mailer, publicUrl: app.config.publicUrl, secret: app.config.jwtSecret }, Math.floor(Date.now() / 1000))
      .then(({ sent, waiting, failed }) => {
        app.log.info(`Еженедельные письма родителям: отправлено ${sent}`);
        // They wait in the outbox, retried like any letter (plugins/outbox.ts).
        if (waiting + failed > 0) app.log.warn(`Еженедельные письма родителям не ушли: ${waiting + failed}. Проверьте SMTP_URL`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'Еженедельные письма родителям не отправлены'))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, HOUR_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(familyDigest, { name: 'family-digest' });
