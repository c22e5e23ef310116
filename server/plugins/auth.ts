import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../src/domain/constants';
import { MSG } from '../../src/domain/messages';
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
  if (!request.currentUser) throw new HttpError(401, 'AUTH_REQUIRED', MSG.authRequired);
  return request.currentUser;
}

async function auth(app: FastifyInstance) {
  const users = usersRepository(app.db);
  app.decorateRequest('currentUser', null);

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = readToken(request.headers.authorization);
    if (!token) throw new HttpError(401, 'AUTH_REQUIRED', MSG.authRequired);
    const result = app.tokens.check(token);
    if (!result.ok) {
      throw result.reason === 'expired'
        ? new HttpError(401, 'TOKEN_EXPIRED', MSG.sessionExpired)
        : new HttpError(401, 'TOKEN_INVALID', 'Токен поврежден или истек');
    }
    const user = await users.findById(result.claims.id);
    if (!user || user.token_version !== result.claims.ver) {
      throw new HttpError(401, 'TOKEN_INVALID', 'Токен поврежден или истек');
    }
    request.currentUser = user;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async function (request, reply) {
      await authenticate.call(this, request, reply);
      if (!roles.includes(userOf(request).role)) throw new HttpError(403, 'FORBIDDEN', MSG.forbidden);
    };
  });
}

export default fp(auth, { name: 'auth', dependencies: ['core'] });
