import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http-error';

/**
 * preHandler: the domain's rule for a body whose shape the schema has checked; its Russian message
 * with 400 when it fails. Put it before `app.limit(...)`: a body refused here is never counted,
 * so junk cannot fill a limit's store (docs/decisions/0032-limits-count-only-well-formed-requests-in-a-store-junk-cannot-flush.md).
 */
export function bodyRule<Body>(problem: (body: Body) => string | undefined): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const message = problem(request.body as Body);
    if (message) throw new HttpError('VALIDATION_ERROR', message);
  };
}
