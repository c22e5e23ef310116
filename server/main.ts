import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoAccounts } from './services/seed';

const started = performance.now();

/** A wrong setting ends the start with its Russian message, not a stack trace. */
function stop(error: unknown): never {
  console.error(`Сервер не запущен: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  stop(error);
}
const { db, app, demo } = await (async () => {
  const db = createDatabase(config);
  await migrateToLatest(db);
  const demo = config.demoAccounts ? await seedDemoAccounts(db) : [];
  return { db, app: await buildApp({ config, db }, { level: config.logLevel }), demo };
})().catch(stop);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.destroy()).then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host }).catch(stop);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const lines = [
  '',
  `Школа робототехники работает: ${config.publicUrl}  (готово за ${seconds} с)`,
  `Данные: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
];
if (demo.length > 0) {
  lines.push('Демо-аккаунты:');
  for (const account of demo) lines.push(`  ${account.title.padEnd(14)} ${account.email}  пароль: ${account.password}`);
}
console.log(lines.join('\n') + '\n');
