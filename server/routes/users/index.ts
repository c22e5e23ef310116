import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lastNameProblem } from '../../../domain/classes';
import { MSG } from '../../../domain/messages';
import { loginProblem, normalizeEmail, signupProblem } from '../../../domain/validation';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, idParam, MessageReply, secured } from '../../schemas/common';
import { myClass, vouchingClass } from '../../services/classes';
import { mySubmissions } from '../../services/pupil-history';
import { createAccount } from '../../services/registration';
import { signupFamilyProblem, startConsent } from '../../services/consent';
import { laterFor } from '../../plugins/background-jobs';
import { badgesOnRow } from '../../services/badges';
import { lookedUpUser } from '../../services/profiles';
import { deviceKey } from '../../services/login-delay';
import { logIn } from '../../services/sessions';
import { MySubmissionsReply } from '../../schemas/work-history';
import { bodyRule } from '../body-rule';
import { ownProfile, publicProfile } from './profile-view';
import { LoginBody, LoginReply, MyClassReply, OwnProfile, PublicProfile, RoleReply, SignupBody } from './schemas';

const MINUTE = 60_000;

/** The numbers and why: docs/decisions/0001-login-rate-limit-counts-per-address-and-e-mail.md
 * and docs/decisions/0107-login-ceiling-per-address-fits-a-school.md; guessing one account from
 * many addresses waits per account (server/services/login-delay.ts). */
export const USER_LIMITS = {
  /** Guessing one account from one address. */
  loginPerAccount: { max: 10, windowMs: MINUTE },
  /** One address, whatever the e-mails: a whole school behind one address (a few classes of 30 in a row) fits. */
  loginPerAddress: { max: 600, windowMs: 5 * MINUTE },
  /** Strangers from one address. */
  signupPerAddress: { max: 30, windowMs: 10 * MINUTE },
  /**
   * Sign-ups carrying an open class's code, per class and address: a class of 30 behind one school
   * address, with typos and second tries, never meets it; a leaked code makes at most this many
   * before the teacher makes a new one (docs/decisions/0234-a-class-code-vouches-for-its-pupils-sign-ups.md).
   */
  signupPerClass: { max: 120, windowMs: 10 * MINUTE },
} as const;

/** Brute force is counted per account and address: a class behind one school NAT can still log in. */
function loginKey(request: FastifyRequest): string {
  return `${request.ip}|${normalizeEmail((request.body as LoginBody).email)}`;
}

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const hashing = (request: FastifyRequest) => ({ passwords: app.passwords, client: request.ip });
  const strangers = app.limit({ name: 'signup-address', ...USER_LIMITS.signupPerAddress, key: (request) => request.ip, message: MSG.tooManySignups });
  const vouched = new WeakMap<FastifyRequest, number>();
  const classmates = app.limit({
    name: 'signup-class',
    ...USER_LIMITS.signupPerClass,
    key: (request) => `${vouched.get(request)}|${request.ip}`,
    message: MSG.tooManySignups,
  });
  /** A sign-up with an open class's code counts against its class; any other against its address. */
  async function signupLimit(request: FastifyRequest, reply: FastifyReply) {
    const classId = await vouchingClass(app.db, (request.body as SignupBody).classCode);
    if (classId === undefined) return strangers.call(app, request, reply);
    vouched.set(request, classId);
    return classmates.call(app, request, reply);
  }

  app.post(
    '/profile/signup',
    {
      preHandler: [
        bodyRule((body: SignupBody) => signupProblem(body) ?? lastNameProblem(body.lastName) ?? signupFamilyProblem(body)),
        signupLimit,
      ],
      schema: {
        summary: 'Регистрация',
        body: SignupBody,
        response: { 201: MessageReply, ...errors('VALIDATION_ERROR', 'EMAIL_TAKEN', 'RATE_LIMITED', 'SERVER_BUSY') },
      },
    },
    async (request, reply) => {
      const { firstName, email, password, lastName, birthYear, parentEmail } = request.body;
      const result = await createAccount(app.db, { name: firstName, email, password, lastName, role: 'pupil' }, hashing(request));
      if (!result.ok) throw httpFailure(result);
      const letters = { mailer: app.mailer, publicUrl: app.config.publicUrl, later: laterFor(request) };
      await startConsent(app.db, letters, { id: result.id, firstName: firstName.trim() }, { birthYear, parentEmail }, Math.floor(Date.now() / 1000));
      return reply.code(201).send({ message: MSG.userCreated });
    },
  );

  app.post(
    '/profile/login',
    {
      preHandler: [
        bodyRule(loginProblem),
        app.limit({ name: 'login-address', ...USER_LIMITS.loginPerAddress, key: (request) => request.ip, message: MSG.tooManyLoginsFromAddress }),
        app.limit({ name: 'login-account', ...USER_LIMITS.loginPerAccount, key: loginKey, message: MSG.tooMany }),
      ],
      schema: {
        summary: 'Вход',
        body: LoginBody,
        response: { 200: LoginReply, ...errors('VALIDATION_ERROR', 'BAD_CREDENTIALS', 'RATE_LIMITED', 'SERVER_BUSY') },
      },
    },
    async (request) => {
      const secret = app.config.jwtSecret;
      const result = await logIn(app.db, request.body, hashing(request), undefined, { secret, presented: request.body.device });
      if (!result.ok) throw httpFailure(result);
      return { token: app.tokens.issue(result.user), device: deviceKey(secret, result.user) };
    },
  );

  await signedInRoutes(app, ownAccount);

  app.get(
    '/profile/:id',
    {
      // The caller and the pupil asked about, in one query.
      preHandler: app.authenticateWith(idParam),
      schema: {
        summary: 'Профиль другого ученика',
        security: secured,
        params: IdParams,
        response: { 200: Type.Object({ data: PublicProfile }), ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = lookedUpUser(request.otherUser);
      if (!result.ok) throw httpFailure(result);
      return { data: publicProfile(result.user, badgesOnRow(result.user)) };
    },
  );
}

async function ownAccount(app: SchoolApp) {
  app.get(
    '/my-class',
    { schema: { summary: 'Класс ученика (или null)', response: { 200: MyClassReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await myClass(app.db, userOf(request)) }),
  );

  app.get(
    '/my-submissions',
    { schema: { summary: 'Мои работы: фото, решения и слова учителя', response: { 200: MySubmissionsReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await mySubmissions(app.db, userOf(request)) }),
  );

  app.get(
    '/profile',
    {
      schema: {
        summary: 'Свой профиль',
        response: { 200: Type.Object({ data: OwnProfile }), ...errors('AUTH_REQUIRED') },
      },
    },
    async (request) => ({ data: ownProfile(userOf(request)) }),
  );

  app.get(
    '/profile/role',
    { schema: { summary: 'Роль', response: { 200: RoleReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ role: userOf(request).role }),
  );
}
