import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../../src/domain/messages';
import { hasErrors, normalizeEmail, validateLogin } from '../../../src/domain/validation';
import { usersRepository } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { createAccount } from '../../services/accounts';
import { verifyAgainstDummy, verifyPassword } from '../../services/passwords';
import { ownProfile, publicProfile } from './profile-view';
import {
  errors,
  LoginBody,
  LoginReply,
  MessageReply,
  OwnProfile,
  PublicProfile,
  RoleReply,
  SignupBody,
  UserIdParams,
} from './schemas';
import { Type } from '@sinclair/typebox';

const MINUTE = 60_000;
const secured = [{ token: [] }];

/** Brute force is counted per account and address: a class behind one school NAT can still log in. */
function loginKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? normalizeEmail(email) : ''}`;
}

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = usersRepository(app.db);

  app.post(
    '/profile/signup',
    {
      config: { rateLimit: { max: 30, timeWindow: 10 * MINUTE } },
      schema: {
        summary: 'Регистрация',
        body: SignupBody,
        response: { 201: MessageReply, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { firstName, email, password } = request.body;
      const result = await createAccount(app.db, { name: firstName, email, password, role: 'pupil' });
      if (!result.ok) throw new HttpError(result.status, result.code, result.message);
      return reply.code(201).send({ message: MSG.userCreated });
    },
  );

  app.post(
    '/profile/login',
    {
      config: { rateLimit: { max: 10, timeWindow: MINUTE, hook: 'preHandler', keyGenerator: loginKey } },
      schema: {
        summary: 'Вход',
        body: LoginBody,
        response: { 200: LoginReply, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const problems = validateLogin(request.body);
      if (hasErrors(problems)) {
        throw new HttpError(400, 'VALIDATION_ERROR', problems.email ?? problems.password ?? MSG.checkInput);
      }
      const user = await users.findByEmail(normalizeEmail(request.body.email));
      const valid = user
        ? await verifyPassword(request.body.password, user.password_hash)
        : await verifyAgainstDummy(request.body.password);
      if (!user || !valid) throw new HttpError(401, 'BAD_CREDENTIALS', MSG.badCredentials);
      return { token: app.tokens.issue(user) };
    },
  );

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Свой профиль',
        security: secured,
        response: { 200: Type.Object({ data: OwnProfile }), ...errors(401) },
      },
    },
    async (request) => ({ data: ownProfile(userOf(request)) }),
  );

  app.get(
    '/profile/role',
    {
      preHandler: app.authenticate,
      schema: { summary: 'Роль', security: secured, response: { 200: RoleReply, ...errors(401) } },
    },
    async (request) => ({ role: userOf(request).role }),
  );

  app.get(
    '/profile/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Профиль другого ученика',
        security: secured,
        params: UserIdParams,
        response: { 200: Type.Object({ data: PublicProfile }), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await users.findById(Number(request.params.id));
      if (!user) throw new HttpError(404, 'USER_NOT_FOUND', MSG.userNotFound);
      return { data: publicProfile(user) };
    },
  );
}
