import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { hostname } from 'node:os';
import { format } from 'node:util';
import type { Config } from './config';

// The server's log: what an operator needs, not one JSON line per request (a newcomer's terminal
// got 12,850 lines while browsing). A request gets a line when it failed or was slow, every request
// only at LOG_LEVEL=debug. In a terminal the lines are readable; elsewhere (systemd, a log
// collector) they stay JSON, one object a line.

/** A request slower than this is worth a line (a photo over slow Wi-Fi, a stuck query). */
export const SLOW_REQUEST_MS = 1000;

/**
 * A request's address as the log shows it: a `token` in the query (the password page's link from a
 * reset letter: a password for an hour) is cut out, since logs are shipped elsewhere.
 */
export function urlForLog(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1…');
}

const debugging = (request: FastifyRequest) => request.log.level === 'debug' || request.log.level === 'trace';

/** Fastify's request logging, quieter: see above. Errors of the error handler are logged as before. */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (!error && status < 500 && ms < SLOW_REQUEST_MS && !debugging(request)) return;
    const line = { method: request.method, url: urlForLog(request.url), status, ms: Math.round(ms) };
    // A 503 is designed (SERVER_BUSY: a full gate, with Retry-After; or shutting down): a warning, not an error.
    if (status === 503 && !error) request.log.warn(line, 'сервер занят, клиент повторит позже');
    else if (error || status >= 500) request.log.error({ ...line, err: error ?? undefined }, 'запрос завершился ошибкой');
    else if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'медленный запрос');
    else request.log.debug(line, 'запрос');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ method: request.method, url: urlForLog(request.url) }, 'нет такого адреса');
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    // A pupil closing the tab mid-download is not news.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') request.log.debug('клиент закрыл соединение');
    else super.streamError(error, request, reply);
  }
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId']);

function clock(time: number | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  return date.toTimeString().slice(0, 8);
}

function value(field: unknown): string {
  if (typeof field === 'string') return /\s/.test(field) ? JSON.stringify(field) : field;
  return JSON.stringify(field);
}

/** One pino JSON line as `12:03:04 WARN message key=value`, an error's stack below it. */
export function readableLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.endsWith('\n') ? json : json + '\n';
  }
  const fields = Object.entries(record)
    .filter(([key, field]) => !OMITTED.has(key) && field !== undefined)
    .map(([key, field]) => `${key}=${value(field)}`);
  const level = LEVELS[record.level ?? 30] ?? String(record.level);
  let line = `${clock(record.time)} ${level.padEnd(5)} ${record.msg ?? ''}${fields.length ? '  ' + fields.join(' ') : ''}`;
  if (record.err?.stack) line += '\n    ' + record.err.stack.split('\n').join('\n    ');
  else if (record.err?.message) line += `  error=${value(record.err.message)}`;
  return line + '\n';
}

/** Readable lines (LOG_FORMAT=pretty, or unset in a terminal), else JSON: the start banner follows it too. */
export function readableLogs(config: Pick<Config, 'logFormat'>, out: NodeJS.WriteStream = process.stdout): boolean {
  return config.logFormat === 'pretty' || (config.logFormat === undefined && out.isTTY === true);
}

export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>, out: NodeJS.WriteStream = process.stdout): FastifyServerOptions['logger'] {
  if (!readableLogs(config, out)) return { level: config.logLevel };
  return { level: config.logLevel, stream: { write: (line: string) => out.write(readableLine(line)) } };
}

/** LOG_FORMAT as the environment says it, before (or without) a loaded config: anything but the two values counts as unset. */
function formatOf(env: NodeJS.ProcessEnv): Config['logFormat'] {
  return env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json' ? env.LOG_FORMAT : undefined;
}

const LEVEL_NUMBERS = { warn: 40, error: 50, fatal: 60 } as const;

/**
 * A line from outside the app's log — a start that failed before there was one, the database pool,
 * Node's own warnings — written as the log writes its lines: a JSON object on its line, or readable
 * in a terminal / with LOG_FORMAT=pretty. So with LOG_FORMAT=json every line a process prints is JSON.
 */
export function logOutsideApp(level: keyof typeof LEVEL_NUMBERS, msg: string, env: NodeJS.ProcessEnv = process.env, out: NodeJS.WriteStream = process.stderr): void {
  const json = JSON.stringify({ level: LEVEL_NUMBERS[level], time: Date.now(), pid: process.pid, hostname: hostname(), msg });
  out.write(readableLogs({ logFormat: formatOf(env) }, out) ? readableLine(json) : json + '\n');
}

/**
 * Node's process warnings (a deprecation, an experimental feature) in the log's format instead of
 * Node's own plain `(node:123) Warning: …` line on stderr.
 */
export function warningsToLog(env: NodeJS.ProcessEnv = process.env): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => logOutsideApp('warn', `${warning.name}: ${warning.message}`, env));
}

/**
 * Ajv's messages (its strict mode's notes on a schema, at start) into the app's log rather than
 * the console: `log` is read when Ajv speaks, once the app and its logger exist.
 */
export function ajvLogger(log: () => FastifyBaseLogger | undefined) {
  const say = (level: 'debug' | 'warn' | 'error') => (...args: unknown[]) => log()?.[level]({ ajv: true }, format(...args));
  return { log: say('debug'), warn: say('warn'), error: say('error') };
}
