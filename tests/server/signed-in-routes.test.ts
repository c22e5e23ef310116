import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import auth, { signedInRoutes, userOf } from '../../server/plugins/auth';
import { secured } from '../../server/schemas/common';
import { createTokenService } from '../../server/services/tokens';
import { person, type Person } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

// signedInRoutes (server/plugins/auth.ts) on its own, in a small app over the test database: who
// gets in, in which order validation and the check answer, what a role costs, and the OpenAPI mark.

describe('signedInRoutes', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let pupil: Person;
  let teacher: Person;
  let admin: Person;
  const routes: RouteOptions[] = [];
  // Without the process's user cache: every read of the caller is a query to count.
  let queries: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    t = await createTestApp();
    [pupil, teacher, admin] = [await person(t, 'pupil'), await person(t, 'teacher'), await person(t, 'admin')];
    const db = t.db.withoutPlugins();
    queries = vi.spyOn(db.getExecutor(), 'executeQuery');
    app = Fastify();
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await app.register(
      fp(
        async (core) => {
          core.decorate('db', db);
          core.decorate('tokens', createTokenService(t.config.jwtSecret, t.config.tokenTtlSeconds));
        },
        { name: 'core' },
      ),
    );
    await app.register(auth);
    await app.register(async (scope) => {
      scope.get('/open', async () => ({ open: true }));
      await signedInRoutes(scope, (signedIn) => {
        signedIn.get('/me', async (request) => ({ id: userOf(request).id }));
        signedIn.get('/staff', { preHandler: signedIn.requireRole('teacher', 'admin') }, async () => ({ staff: true }));
        signedIn.get('/number/:n', { schema: { params: Type.Object({ n: Type.String({ pattern: '^[0-9]+$' }) }) } }, async (request) => ({
          n: request.params.n,
        }));
      });
      await signedInRoutes(
        scope,
        (adminOnly) => {
          adminOnly.get('/admin', async () => ({ admin: true }));
        },
        { roles: ['admin'] },
      );
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, who?: Person) => app.inject({ method: 'GET', url, headers: who ? { authorization: who.token } : {} });

  it('lets the signed-in caller in with one read of the user, and answers 401 without a token', async () => {
    expect((await get('/me')).statusCode).toBe(401);
    expect((await get('/me', { ...pupil, token: `${pupil.token}x` })).statusCode).toBe(401);
    queries.mockClear();
    const me = await get('/me', pupil);
    expect(me.json()).toEqual({ id: pupil.id });
    expect(queries).toHaveBeenCalledTimes(1);
    expect((await get('/open')).json()).toEqual({ open: true });
  });

  it('checks a route’s own role after the group’s sign-in, without reading the caller twice', async () => {
    expect((await get('/staff', pupil)).statusCode).toBe(403);
    expect((await get('/staff')).statusCode).toBe(401);
    queries.mockClear();
    expect((await get('/staff', teacher)).json()).toEqual({ staff: true });
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it('checks a group’s role for every route in it', async () => {
    expect((await get('/admin')).statusCode).toBe(401);
    expect((await get('/admin', teacher)).statusCode).toBe(403);
    queries.mockClear();
    expect((await get('/admin', admin)).json()).toEqual({ admin: true });
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it('validates before it checks the token: a malformed request is 400 even without one', async () => {
    expect((await get('/number/abc')).statusCode).toBe(400);
    expect((await get('/number/12')).statusCode).toBe(401);
    expect((await get('/number/12', pupil)).json()).toEqual({ n: '12' });
  });

  it('marks every route of a group as needing the token in the OpenAPI document, and no other', () => {
    const security = (url: string) => routes.find((route) => route.url === url && route.method === 'GET')?.schema?.security;
    for (const url of ['/me', '/staff', '/number/:n', '/admin']) expect(security(url), url).toEqual(secured);
    expect(security('/open')).toBeUndefined();
  });
});
