import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../src/domain/constants';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: the caller must send a valid token of an existing user. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: as `authenticate`, and the user must have one of these roles. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

/** Both `Authorization: <token>` and `Authorization: Bearer <token>` are accepted (DESIGN §3). */
export function readToken(header: string | undefined): string | undefined {
  const value = header?.trim().replace(/^Bearer\s+/i, '').trim();
  return value ? value : undefined;
}

/** The signed-in user of a request that passed `authenticate`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError('AUTH_REQUIRED');
  return request.currentUser;
}

async function auth(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = readToken(request.headers.authorization);
    if (!token) throw new HttpError('AUTH_REQUIRED');
    const result = app.tokens.check(token);
    if (!result.ok) throw new HttpError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
    const user = await usersRepository(app.db).findById(result.claims.id);
    if (!user || user.token_version !== result.claims.ver) throw new HttpError('TOKEN_INVALID');
    request.currentUser = user;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async function (request, reply) {
      await authenticate.call(this, request, reply);
      if (!roles.includes(userOf(request).role)) throw new HttpError('FORBIDDEN');
    };
  });
}

export default fp(auth, { name: 'auth', dependencies: ['core'] });
