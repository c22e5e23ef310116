import { networkAddresses } from '../banner';
import { describeDataPlace, loadConfig } from '../config';
import { withReachableUrl } from '../school-address';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runWeeklyDigests } from '../services/family-digest';
import { createMailer } from '../services/mailer';

// npm run digest: this week's letters to parents, for cron (the server also sends them by itself).
// Safe beside running servers: each parent's week is claimed once. Honours DATA_DIR, DATABASE_URL,
// JWT_SECRET, PUBLIC_URL, SMTP_URL and MAIL_FROM like the server. A letter the mail server did not
// take waits in the outbox (the server retries it; `npm run mail -- send` by hand): said in one
// Russian line, with exit code 1 so cron tells the operator. No stack trace, ever.

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(): Promise<number> {
  // The letters' links: the address the class reaches, as the server's (PUBLIC_URL when set).
  const loaded = loadConfig();
  const config = withReachableUrl(loaded, loaded.port, networkAddresses());
  console.log(describeDataPlace(config));
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: (line) => console.log(line) });
    const run = await runWeeklyDigests(db, { mailer, publicUrl: config.publicUrl, secret: config.jwtSecret }, Math.floor(Date.now() / 1000));
    console.log(`Еженедельные письма родителям: отправлено ${run.sent}`);
    const stuck = run.waiting + run.failed;
    if (stuck === 0) return 0;
    console.error(`Не ушло писем: ${stuck}. Почта не принимает их — проверьте SMTP_URL; письма ждут в очереди, сервер повторит попытку сам (или npm run mail -- send).`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`Еженедельные письма родителям не отправлены: ${reason(error)}`);
  return 1;
});
