import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode } from '../../domain/api';
import { MSG } from '../../domain/messages';
import { ERRORS, HttpError } from '../http-error';
import { fieldMessage } from '../schemas/field-messages';
import { bodyTooLarge, discardUnreadBody } from '../unread-body';
import { isDiskFull } from '../disk-full';

// Every error leaves as `{ message, code }` with a real status and a Russian message (docs/product.md §8):
// ours (HttpError), Fastify's (validation, body parsing), the router's (a bad URL, `frameworkErrors`)
// and Node's HTTP parser's, which never reach Fastify (`clientErrorHandler`: headers too large, a
// NUL in a header, a body too slow).

/** When a required field is missing, say which one in the words of the login form. */
const REQUIRED_FIELD_MESSAGES: Record<string, string> = {
  email: MSG.emailRequired,
  password: MSG.passwordRequired,
  firstName: MSG.usernameRequired,
};

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

const body = (code: ErrorCode, message = ERRORS[code].message): ErrorBody => ({ message, code });

function validationBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  const first = error.validation?.[0];
  // A field with messages of its own (server/schemas/field-messages.ts) says what is wrong with it.
  const schema = error.validationContext ? request.routeOptions.schema?.[error.validationContext] : undefined;
  const own = first ? fieldMessage(schema, first) : undefined;
  if (own) return body('VALIDATION_ERROR', own);
  const missing = first?.keyword === 'required' ? String(first.params.missingProperty ?? '') : '';
  return body('VALIDATION_ERROR', REQUIRED_FIELD_MESSAGES[missing] ?? MSG.badRequest);
}

/** Server option: what the router finds wrong before any route runs (`GET /%ZZ`, a 200-character id). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const answer = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? body('URL_TOO_LONG') : body('BAD_REQUEST', MSG.badUrl);
  return reply.code(ERRORS[answer.code].status).header('cache-control', 'no-store').send(answer);
}

const PARSER_ERRORS: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

/**
 * Server option: errors of Node's HTTP parser and timers on a raw socket, before Fastify sees a
 * request. Written as Node would (only if no answer has started), then the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = body(PARSER_ERRORS[error.code ?? ''] ?? 'BAD_REQUEST');
  const status = ERRORS[answer.code].status;
  this.log.debug({ err: error }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const json = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.code(error.statusCode).send(error.body());
    }
    if (error.validation) return reply.code(400).send(validationBody(error, request));

    if (isDiskFull(error)) {
      // The operator's problem, said once per refused write: the pupil is told in words, not «Ошибка сервера».
      request.log.error({ err: error }, 'Диск сервера заполнен: фото и записи не сохраняются');
      return reply.code(507).send(body('STORAGE_FULL'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(body('RATE_LIMITED'));
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code];
      return reply.code(status).send(code ? body(code) : body('BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('SERVER_ERROR'));
  });

  // An answer that ends its connection — a refusal above, a 404, the router's — first waits for the
  // rest of the request's body, so nginx is never cut off under a photo (server/unread-body.ts).
  // Bodies read by their route are whole by now: this costs one property read.
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete) return;
    if (bodyTooLarge(request.raw)) {
      reply.header('connection', 'close');
      return;
    }
    // A kept-alive connection: Node reads and drops the rest after the answer, and the client gets it sooner.
    if (reply.raw.shouldKeepAlive && !/\bclose\b/i.test(String(reply.getHeader('connection') ?? ''))) return;
    if (!(await discardUnreadBody(request.raw))) reply.header('connection', 'close');
  });
}

export default fp(errors, { name: 'errors' });
