import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverWaiting, forgetDoneLetters } from '../services/outbox';

// The letters that wait (services/outbox.ts): every half minute each server process sends those
// whose time has come; a letter is claimed first, so processes never send one twice. At start too:
// letters left by a stopped process go out. `npm run mail -- send` does it by hand (server/cli/mail.ts).

export const OUTBOX_EVERY_MS = 30_000;
const FORGET_EVERY_RUNS = 120;

async function outbox(app: FastifyInstance) {
  let running: Promise<void> | undefined;
  let runs = 0;
  const run = () => {
    const now = Math.floor(Date.now() / 1000);
    running ??= (async () => {
      const { sent, waiting, failed } = await deliverWaiting(app.db, app.mailer, now);
      if (sent > 0) app.log.info(`Письма из очереди: отправлено ${sent}`);
      if (waiting > 0) app.log.warn(`Письма не ушли, попробуем позже: ${waiting}. Проверьте SMTP_URL`);
      if (failed > 0) app.log.error(`Письма не ушли за сутки попыток, больше не пробуем: ${failed}. Проверьте SMTP_URL`);
      if (runs++ % FORGET_EVERY_RUNS === 0) await forgetDoneLetters(app.db, now);
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'Очередь писем не разобрана'))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, OUTBOX_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(outbox, { name: 'outbox', dependencies: ['core'] });
