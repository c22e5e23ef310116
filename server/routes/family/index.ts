import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FAMILY_MSG } from '../../../domain/family';
import { httpFailure, HttpError } from '../../http-error';
import { laterFor } from '../../plugins/background-jobs';
import { API_PAGE_CSP } from '../../plugins/security';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, MessageReply } from '../../schemas/common';
import { avatarStore, type AvatarStore } from '../../services/avatars';
import { acceptConsent, consentInvite, myConsentNow, resendConsent, withdrawConsent } from '../../services/consent';
import { escapeHtml, letterPage, PAGE_FOOTER } from '../../services/consent-letter';
import { childCopyArchive, childView, deleteChild, myChildren, setDigest } from '../../services/family';
import { archiveSlots } from '../../services/my-data';
import { unsubscribe as unsubscribeByToken } from '../../services/family-digest';
import {
  ChildIdParams,
  ChildrenReply,
  ChildViewReply,
  ConsentBody,
  ConsentInviteReply,
  ConsentReply,
  DigestBody,
  MyConsentReply,
  ResendBody,
  TokenParams,
  UnsubscribeQuery,
} from './schemas';

// /api/v1/family: the consent letter's page (no sign-in), the pupil's consent, the
// parent's read-only view of their own children, the weekly letter's switch and unsubscribe.

const MINUTE = 60_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export const FAMILY_LIMITS = {
  /** The letter's page: a parent types a password once or twice; a guesser of links gets nowhere. */
  consentPerAddress: { max: 20, windowMs: 10 * MINUTE },
  /** Each resend is a letter: the per-day cap is the service's; this only stops a hammering client. */
  resendPerUser: { max: 10, windowMs: 10 * MINUTE },
} as const;
const TOO_MANY = 'Слишком много попыток. Подождите несколько минут и попробуйте снова.';

export default async function familyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const hashing = (ip: string) => ({ passwords: app.passwords, client: ip });

  app.get(
    '/consent/:token',
    {
      schema: {
        summary: 'Страница согласия родителя: чьё согласие и есть ли у родителя аккаунт',
        params: TokenParams,
        response: { 200: ConsentInviteReply, ...errors('VALIDATION_ERROR', 'RESET_LINK_INVALID') },
      },
    },
    async (request) => {
      const invite = await consentInvite(app.db, request.params.token, nowSeconds());
      if (!invite.ok) throw httpFailure(invite);
      const { childFirstName, parentEmail, hasAccount } = invite;
      return { data: { childFirstName, parentEmail, hasAccount } };
    },
  );

  app.post(
    '/consent',
    {
      preHandler: app.limit({ name: 'family-consent-address', ...FAMILY_LIMITS.consentPerAddress, key: (request) => request.ip, message: TOO_MANY }),
      schema: {
        summary: 'Родитель согласен: аккаунт родителя (новый или свой), связь с ребёнком, вход',
        body: ConsentBody,
        response: { 200: ConsentReply, ...errors('VALIDATION_ERROR', 'RESET_LINK_INVALID', 'WRONG_PASSWORD', 'EMAIL_TAKEN', 'RATE_LIMITED', 'SERVER_BUSY') },
      },
    },
    async (request) => {
      const result = await acceptConsent(app.db, hashing(request.ip), request.body, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: FAMILY_MSG.agreed, token: app.tokens.issue(result.parent) };
    },
  );

  // One click from the letter (GET) and the mail app's one-click (POST, RFC 8058): no sign-in, a signed token.
  // A link that is not ours (cut short, changed) is an error like any other: `{message, code}`.
  const unsubscribe = async (token: string, reply: FastifyReply) => {
    if (!(await unsubscribeByToken(app.db, app.config.jwtSecret, token))) throw new HttpError('RESET_LINK_INVALID', FAMILY_MSG.linkInvalid);
    const message = FAMILY_MSG.unsubscribed;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // The API's own policy blocks every style; this page keeps the letter's look.
      .header('content-security-policy', API_PAGE_CSP)
      .send(letterPage(message, `<p style="margin:0;font-size:18px">${escapeHtml(message)}</p>`, PAGE_FOOTER));
  };
  const unsubscribeErrors = errors('VALIDATION_ERROR', 'RESET_LINK_INVALID');
  app.get('/unsubscribe', { schema: { summary: 'Отписка от еженедельного письма (из письма)', querystring: UnsubscribeQuery, response: unsubscribeErrors } }, (request, reply) =>
    unsubscribe(request.query.token, reply),
  );
  app.post('/unsubscribe', { schema: { summary: 'Отписка в один клик (List-Unsubscribe-Post)', querystring: UnsubscribeQuery, response: unsubscribeErrors } }, (request, reply) =>
    unsubscribe(request.query.token, reply),
  );

  await signedInRoutes(app, pupilCalls);
  const avatars = avatarStore(app.config.uploadsDir);
  await signedInRoutes(app, (signedIn) => parentCalls(signedIn, avatars), { roles: ['parent'] });
}

async function pupilCalls(app: SchoolApp) {
  app.get(
    '/my-consent',
    { schema: { summary: 'Согласие родителя: состояние (ученику)', response: { 200: MyConsentReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await myConsentNow(app.db, userOf(request)) }),
  );

  app.post(
    '/consent/resend',
    {
      preHandler: app.limit({ name: 'family-resend', ...FAMILY_LIMITS.resendPerUser, key: (request) => String(userOf(request).id), message: TOO_MANY }),
      schema: {
        summary: 'Отправить письмо родителю ещё раз (можно указать другой e-mail)',
        body: ResendBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const letters = { mailer: app.mailer, publicUrl: app.config.publicUrl, later: laterFor(request) };
      const result = await resendConsent(app.db, letters, userOf(request), request.body?.parentEmail, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: result.sent ? FAMILY_MSG.resent : FAMILY_MSG.resendWaiting };
    },
  );
}

async function parentCalls(app: SchoolApp, avatars: AvatarStore) {
  const childId = (params: { childId: string }) => Number(params.childId);
  const parentErrors = errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND');

  app.get('/children', { schema: { summary: 'Мои дети (родителю)', response: { 200: ChildrenReply, ...parentErrors } } }, async (request) => ({
    data: await myChildren(app.db, userOf(request)),
  }));

  app.get(
    '/children/:childId',
    { schema: { summary: 'Страница ребёнка для родителя', params: ChildIdParams, response: { 200: ChildViewReply, ...parentErrors } } },
    async (request) => {
      const result = await childView(app.db, userOf(request), childId(request.params), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  // The family's copy: a zip with a page to read and the photos (docs/decisions/0253-the-familys-copy-is-a-zip-with-a-page.md).
  const copies = archiveSlots();
  app.get(
    '/children/:childId/export',
    {
      schema: {
        summary: 'Семейная копия данных ребёнка: zip со страницей, фото и JSON',
        params: ChildIdParams,
        response: errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'SERVER_BUSY'),
      },
    },
    async (request, reply) => {
      const result = await childCopyArchive(app.db, { photos: app.photos.store, avatars }, copies, userOf(request), childId(request.params));
      if (!result.ok) throw httpFailure(result);
      // A parent gone mid-copy ends the reading of its files (and frees its slot) at once.
      reply.raw.once('close', () => result.stream.destroy());
      return reply
        .header('Content-Disposition', `attachment; filename="child-${result.child.id}-data.zip"; filename*=UTF-8''${encodeURIComponent(`данные-${result.child.first_name}.zip`)}`)
        .header('Cache-Control', 'private, no-store')
        .type('application/zip')
        .send(result.stream);
    },
  );

  app.delete(
    '/children/:childId',
    { schema: { summary: 'Удалить аккаунт ребёнка', params: ChildIdParams, response: { 200: MessageReply, ...parentErrors } } },
    async (request) => {
      const files = { photos: app.photos.store, avatars };
      const result = await deleteChild(app.db, userOf(request), childId(request.params), files, request.log, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: 'Аккаунт ребёнка удалён' };
    },
  );

  app.delete(
    '/consent/:childId',
    { schema: { summary: 'Отозвать согласие', params: ChildIdParams, response: { 200: MessageReply, ...parentErrors } } },
    async (request) => {
      const result = await withdrawConsent(app.db, userOf(request), childId(request.params), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: FAMILY_MSG.withdrawn };
    },
  );

  app.put(
    '/digest',
    { schema: { summary: 'Еженедельное письмо: включить или выключить', body: DigestBody, response: { 200: MessageReply, ...parentErrors } } },
    async (request) => {
      await setDigest(app.db, userOf(request), request.body.enabled);
      return { message: request.body.enabled ? 'Еженедельное письмо включено' : FAMILY_MSG.unsubscribed };
    },
  );
}
