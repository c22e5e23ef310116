import { networkInterfaces } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';

// What the server says once it listens: where the school opens, where its data is, the demo
// accounts. HOST=0.0.0.0 (the default) opens it to the whole network, so a teacher's laptop serves
// the class: the banner names the addresses the pupils' devices open, and how to keep it to this
// computer (docs/decisions/0125-the-school-listens-on-the-class-network.md).

export interface DemoAccountLine {
  title: string;
  email: string;
  password: string;
}

export interface BannerFacts {
  publicUrl: string;
  /** Seconds from the start to listening, as printed: «0.5». */
  seconds: string;
  /** The SQLite data folder, or undefined on PostgreSQL. */
  dataDir: string | undefined;
  cheapHashes: boolean;
  demo: { created: readonly DemoAccountLine[]; existing: readonly { email: string }[] };
  host: string;
  port: number;
  /** This computer's IPv4 addresses in its networks (networkAddresses()). */
  networkAddresses: string[];
  /** TRUST_PROXY is set: pupils come through nginx (README, Production), not to this port. */
  behindProxy?: boolean;
}

const EVERYWHERE = new Set(['0.0.0.0', '::', '[::]']);

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** This computer's IPv4 addresses other than its own loopback: where the class reaches it. */
export function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => address.address);
}

function whoReachesIt({ host, port, networkAddresses: addresses, behindProxy, publicUrl }: BannerFacts): string[] {
  if (behindProxy) {
    // README's Production (docs/operations.md): HOST=127.0.0.1 behind nginx, so nobody reaches a process with a made-up
    // X-Forwarded-For; the class opens PUBLIC_URL, never this port.
    if (isLoopback(host)) return [`Открыта только на этом компьютере (HOST=${host}): ученики приходят через прокси на ${publicUrl}`];
    return [
      `${EVERYWHERE.has(host) ? 'Открыта всей сети' : `Открыта по адресу ${host}`} (HOST=${host}) за прокси (TRUST_PROXY)`,
      'ВНИМАНИЕ: за прокси задайте HOST=127.0.0.1 — иначе любой в сети обойдёт прокси и подделает свой адрес (README, раздел Production)',
    ];
  }
  if (EVERYWHERE.has(host)) {
    const intro = `Открыта всей сети (HOST=${host})`;
    const toClass = addresses.length > 0
      ? `${intro}: ученики открывают ${addresses.map((address) => `http://${address}:${port}`).join(' или ')}`
      : `${intro}, но сейчас у компьютера нет адреса в сети`;
    return [toClass, 'Только для этого компьютера: HOST=127.0.0.1 npm start'];
  }
  if (isLoopback(host)) return [`Открыта только на этом компьютере (HOST=${host}); чтобы открыть её классу: HOST=0.0.0.0 npm start`];
  return [`Открыта по адресу http://${host}:${port} (HOST=${host})`];
}

/** The banner's lines, for a terminal as they are and for a log collector one record each. */
export function startBanner(facts: BannerFacts): string[] {
  const lines = [
    `Школа робототехники работает: ${facts.publicUrl}  (готово за ${facts.seconds} с)`,
    ...whoReachesIt(facts),
    `Данные: ${facts.dataDir ?? 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (facts.cheapHashes) {
    // Tests only (PASSWORD_HASH_COST=test, refused with NODE_ENV=production): said at every start.
    lines.push('ВНИМАНИЕ: PASSWORD_HASH_COST=test — пароли хешируются дёшево, только для тестов. Уберите эту настройку в настоящей школе.');
  }
  const { created, existing } = facts.demo;
  if (created.length > 0) {
    // Printed once, on the run that made them: a log kept for months should not hold passwords.
    lines.push('Демо-аккаунты (пароли показываются только сейчас):');
    for (const account of created) lines.push(`  ${account.title.padEnd(14)} ${account.email}  пароль: ${account.password}`);
  } else if (existing.length > 0) {
    lines.push(`Демо-аккаунты: ${existing.map((account) => account.email).join(', ')} (пароли были показаны при первом запуске)`);
  }
  return lines;
}

/**
 * In a terminal the banner is plain text among readable log lines. Elsewhere (systemd, a log
 * collector) the log is JSON, one object a line, and so is the banner: one record a line, logged
 * whatever LOG_LEVEL is, as it holds the demo passwords of the run that made them.
 */
export function printBanner(lines: string[], readable: boolean, log: FastifyBaseLogger, out: NodeJS.WritableStream = process.stdout): void {
  if (readable) {
    out.write(['', ...lines, ''].join('\n') + '\n');
    return;
  }
  const banner = log.child({ banner: true }, { level: 'info' });
  for (const line of lines) banner.info(line.trim());
}
