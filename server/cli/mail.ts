import { describeDataPlace, loadMailConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createMailer } from '../services/mailer';
import { deliverWaiting, mailState } from '../services/outbox';

// npm run mail -- send: every letter waiting in the outbox, now, whatever its wait (the operator
// has just mended SMTP); prints how many went and how many did not. npm run mail -- status: how
// many wait and keep failing. Safe beside running servers: each letter is claimed before it is
// sent. Honours DATA_DIR, DATABASE_URL, SMTP_URL and MAIL_FROM like the server.

const USAGE = 'Использование: npm run mail -- send (отправить письма из очереди сейчас) | npm run mail -- status (сколько ждут)';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(command: string | undefined): Promise<number> {
  if (command !== 'send' && command !== 'status') {
    console.error(USAGE);
    return 2;
  }
  const config = loadMailConfig();
  console.log(describeDataPlace(config));
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const now = Math.floor(Date.now() / 1000);
    if (command === 'status') {
      const { waiting, failing } = await mailState(db, now);
      console.log(`Писем в очереди: ${waiting}, из них не уходят: ${failing}`);
      return 0;
    }
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: (line) => console.log(line) });
    const run = await deliverWaiting(db, mailer, now, { all: true });
    const notSent = run.waiting + run.failed;
    console.log(`Отправлено писем: ${run.sent}, не ушло: ${notSent}`);
    if (notSent === 0) return 0;
    console.error('Почта не принимает письма — проверьте SMTP_URL. Они ждут в очереди, сервер повторит попытку сам.');
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv[2]).catch((error: unknown) => {
  console.error(`Письма не отправлены: ${reason(error)}`);
  return 1;
});
