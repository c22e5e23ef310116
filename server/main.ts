import { buildApp } from './app';
import { networkAddresses, printBanner, startBanner } from './banner';
import { loadConfig } from './config';
import { withReachableUrl } from './school-address';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { logOutsideApp, loggerOptions, readableLogs, warningsToLog } from './logger';
import { PRODUCTION_COST } from './services/passwords';
import { seedDemoAccounts } from './services/seed';
import { startupMessage } from './startup-errors';

async function start() {
  const started = performance.now();
  warningsToLog();
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  const demo = config.demoAccounts ? await seedDemoAccounts(db, config.passwordHashCost) : { created: [], existing: [] };
  // Letters and the class's QR code carry the address the class reaches, not localhost: set
  // before the app is ready (the weekly letters go out then), and again once the port is known.
  const addresses = networkAddresses();
  withReachableUrl(config, config.port, addresses);
  const app = await buildApp({ config, db }, loggerOptions(config));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => db.destroy()).then(() => process.exit(0));
    });
  }

  // Fastify's own line («Server listening at …») in Russian, like everything else printed at start.
  await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `Сервер слушает ${address}` });
  // Schemas of routes nobody called yet are compiled now, between requests, not before listening.
  void app.compileDeferredSchemas().catch((error: unknown) => app.log.error({ err: error }, 'Схемы запросов не собраны'));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  withReachableUrl(config, port, addresses);
  const lines = startBanner({
    publicUrl: config.publicUrl,
    seconds: ((performance.now() - started) / 1000).toFixed(1),
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    cheapHashes: config.passwordHashCost !== PRODUCTION_COST,
    demo,
    host: config.host,
    port,
    networkAddresses: addresses,
    behindProxy: config.trustProxy !== false,
  });
  printBanner(lines, readableLogs(config), app.log);
}

// A wrong setting, an unknown database host or a taken port ends the start with a Russian
// sentence saying what to do, not a stack trace.
await start().catch((error: unknown) => {
  logOutsideApp('fatal', `Сервер не запущен: ${startupMessage(error)}`);
  process.exit(1);
});
