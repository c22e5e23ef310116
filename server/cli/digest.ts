import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createMailer } from '../services/mailer';
import { sendWeeklyDigests } from '../services/family-digest';

// npm run digest: this week's letters to parents, for cron (the server also sends them by itself).
// Safe beside running servers: each parent's week is claimed once. Honours DATA_DIR, DATABASE_URL,
// JWT_SECRET, PUBLIC_URL, SMTP_URL and MAIL_FROM like the server.

const config = loadConfig();
const db = createDatabase(config);
try {
  await migrateToLatest(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: (line) => console.log(line) });
  const sent = await sendWeeklyDigests(db, { mailer, publicUrl: config.publicUrl, secret: config.jwtSecret }, Math.floor(Date.now() / 1000));
  console.log(`Еженедельные письма родителям: отправлено ${sent}`);
} finally {
  await db.destroy();
}
