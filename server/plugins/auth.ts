import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../domain/constants';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { secured } from '../schemas/common';
import { LastSeenRecorder } from '../services/last-seen';
import type { TokenClaims } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: the caller must send a valid token of an existing user. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler: as `authenticate`, and the user `otherId` names is read in the same query
     * (`/profile/{id}`): one database round trip per request. Found or null in `request.otherUser`.
     */
    authenticateWith(otherId: (request: FastifyRequest) => number): preHandlerAsyncHookHandler;
    /**
     * preHandler: the caller must have one of these roles. Authenticates first unless the request
     * already was (inside `signedInRoutes`), so a route costs one user query either way.
     */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    /** The user an `authenticateWith` route asks about, read with the caller; null if none. */
    otherUser: UserRow | null;
  }
}

/** The routes plugins' app: TypeBox schemas give the handlers their request types. */
export type SchoolApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/**
 * The one way to protect routes: register them here, in an encapsulated child of the resource's
 * plugin. Every route inside needs a signed-in caller (of one of `roles`, when given) and is
 * documented with the token requirement (`secured`). The check is a `preHandler` hook: it runs
 * after validation (a malformed request is 400 before it is 401) and before the route's own
 * preHandlers (`bodyRule`, `app.limit`), so a limit may count per user with `userOf(request)`.
 * A route that reads another user with the caller (`authenticateWith`) stays outside.
 */
export async function signedInRoutes(
  app: FastifyInstance,
  routes: (app: SchoolApp) => Promise<void> | void,
  { roles }: { roles?: readonly Role[] } = {},
): Promise<void> {
  await app.register(async (child) => {
    child.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: secured };
    });
    child.addHook('preHandler', roles ? child.requireRole(...roles) : child.authenticate);
    await routes(child.withTypeProvider<TypeBoxTypeProvider>());
  });
}

/** Both `Authorization: <token>` and `Authorization: Bearer <token>` are accepted (docs/product.md). */
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
  app.decorateRequest('otherUser', null);

  function claimsOf(request: FastifyRequest): TokenClaims {
    const token = readToken(request.headers.authorization);
    if (!token) throw new HttpError('AUTH_REQUIRED');
    const result = app.tokens.check(token);
    if (!result.ok) throw new HttpError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
    return result.claims;
  }

  // «Last seen» for the teacher's class view: noted here, written once a minute for everyone.
  const lastSeen = new LastSeenRecorder(app.db);
  app.addHook('onClose', () => lastSeen.close());

  function signIn(request: FastifyRequest, claims: TokenClaims, user: UserRow | undefined) {
    if (!user || user.token_version !== claims.ver) throw new HttpError('TOKEN_INVALID');
    request.currentUser = user;
    lastSeen.seen(user);
  }

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const claims = claimsOf(request);
    signIn(request, claims, await usersRepository(app.db).findById(claims.id));
  };

  app.decorate('authenticate', authenticate);
  app.decorate('authenticateWith', (otherId: (request: FastifyRequest) => number): preHandlerAsyncHookHandler => {
    return async (request) => {
      const claims = claimsOf(request);
      const other = otherId(request);
      const users = await usersRepository(app.db).findByIds([claims.id, other]);
      signIn(request, claims, users.find((user) => user.id === claims.id));
      request.otherUser = users.find((user) => user.id === other) ?? null;
    };
  });
  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async function (request, reply) {
      if (!request.currentUser) await authenticate.call(this, request, reply);
      if (!roles.includes(userOf(request).role)) throw new HttpError('FORBIDDEN');
    };
  });
}

export default fp(auth, { name: 'auth', dependencies: ['core'] });
