import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../src/domain/messages';
import { HttpError, type ErrorBody } from '../http-error';

// Every error leaves as `{ message, code }` with a real status and a Russian message (DESIGN §3).

/** When a required field is missing, say which one in the words of the login form. */
const REQUIRED_FIELD_MESSAGES: Record<string, string> = {
  email: MSG.emailRequired,
  password: MSG.passwordRequired,
  firstName: MSG.usernameRequired,
};

const FASTIFY_CODES: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: MSG.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: MSG.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MSG.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Неподдерживаемый формат запроса' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: MSG.badRequest },
};

function validationBody(error: FastifyError): ErrorBody {
  const first = error.validation?.[0];
  const missing = first?.keyword === 'required' ? String(first.params.missingProperty ?? '') : '';
  const message = REQUIRED_FIELD_MESSAGES[missing] ?? MSG.badRequest;
  return { code: 'VALIDATION_ERROR', message };
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (error.validation) return reply.code(400).send(validationBody(error));

    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: MSG.tooMany, code: 'RATE_LIMITED' });
    if (status >= 400 && status < 500) {
      const known = FASTIFY_CODES[error.code];
      return reply.code(status).send(known ?? { message: MSG.badRequest, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MSG.serverError, code: 'SERVER_ERROR' });
  });
}

export default fp(errors, { name: 'errors' });
