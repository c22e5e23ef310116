import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loggerOptions } from './logger';
import { PRODUCTION_COST } from './services/passwords';
import { seedDemoAccounts } from './services/seed';

async function start() {
  const started = performance.now();
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  const demo = config.demoAccounts ? await seedDemoAccounts(db, config.passwordHashCost) : { created: [], existing: [] };
  const app = await buildApp({ config, db }, loggerOptions(config));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => db.destroy()).then(() => process.exit(0));
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `Школа робототехники работает: ${config.publicUrl}  (готово за ${seconds} с)`,
    `Данные: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
  ];
  if (config.passwordHashCost !== PRODUCTION_COST) {
    // Tests only (PASSWORD_HASH_COST=test, refused with NODE_ENV=production): said at every start.
    lines.push('ВНИМАНИЕ: PASSWORD_HASH_COST=test — пароли хешируются дёшево, только для тестов. Уберите эту настройку в настоящей школе.');
  }
  if (demo.created.length > 0) {
    // Printed once, on the run that made them: a log kept for months should not hold passwords.
    lines.push('Демо-аккаунты (пароли показываются только сейчас):');
    for (const account of demo.created) lines.push(`  ${account.title.padEnd(14)} ${account.email}  пароль: ${account.password}`);
  } else if (demo.existing.length > 0) {
    lines.push(`Демо-аккаунты: ${demo.existing.map((account) => account.email).join(', ')} (пароли были показаны при первом запуске)`);
  }
  console.log(lines.join('\n') + '\n');
}

// A wrong setting ends the start with its Russian message, not a stack trace.
await start().catch((error: unknown) => {
  console.error(`Сервер не запущен: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
