import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, resetEmailProblem } from '../../../domain/account';
import { normalizeEmail } from '../../../domain/validation';
import { HttpError, httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { laterFor } from '../../plugins/background-jobs';
import { errors, MessageReply } from '../../schemas/common';
import { closeAccount } from '../../services/account-deletion';
import { avatarStore, type AvatarStore } from '../../services/avatars';
import { logOutEverywhere } from '../../services/logout-everywhere';
import { archiveSlots, myData, myDataArchive } from '../../services/my-data';
import { requestResetLink, resetPassword } from '../../services/password-reset';
import { editProfile } from '../../services/profile-edit';
import { bodyRule } from '../body-rule';
import { acceptPhotoForms, readPhotoForm, refuseWhenPhotosFull } from '../photo-form';
import { AvatarParams, DeleteAccountBody, ForgotPasswordBody, ResetPasswordBody } from './schemas';

// Settings and account security: the profile and its avatar, password reset by a letter, logging
// out everywhere, the family's copy of the data, and deleting the account.

const MINUTE = 60_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The numbers and why: docs/decisions/0083-password-reset.md. */
export const ACCOUNT_LIMITS = {
  resetPerAddress: { max: 20, windowMs: 10 * MINUTE },
  resetPerEmail: { max: 3, windowMs: 60 * MINUTE },
  newPasswordPerAddress: { max: 20, windowMs: 10 * MINUTE },
  deletePerUser: { max: 5, windowMs: 10 * MINUTE },
  /** The settings form with its avatar: as many as a pupil's project photos (server/routes/projects/index.ts). */
  profileEditPerUser: { max: 30, windowMs: 10 * MINUTE, giveBackOn: [503, 507] },
} as const;

const TOO_MANY = 'Слишком много попыток. Попробуй позже.';
const TOO_MANY_EDITS = 'Слишком много изменений профиля подряд. Подожди несколько минут и попробуй снова.';

/** The settings form: seven profile fields and the photo, with room for fields it ignores (`role`, `email`, …). */
const PROFILE_FORM_FIELDS = 30;

const emailKey = (request: FastifyRequest) => normalizeEmail((request.body as Static<typeof ForgotPasswordBody>).email);

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const avatars = avatarStore(app.config.uploadsDir);
  await acceptPhotoForms(app, { fields: PROFILE_FORM_FIELDS });

  app.get(
    '/assets/profile/:name',
    { schema: { summary: 'Аватар', params: AvatarParams, hide: true } },
    async (request, reply) => {
      const bytes = await avatars.read(request.params.name);
      if (!bytes) throw new HttpError('NOT_FOUND');
      // Names are random and never reused: a new photo is a new name.
      return reply.type('image/jpeg').header('Cache-Control', 'public, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff').send(bytes);
    },
  );

  app.post(
    '/api/forgot-password',
    {
      preHandler: [
        bodyRule((body: Static<typeof ForgotPasswordBody>) => resetEmailProblem(body.email)),
        app.limit({ name: 'reset-address', ...ACCOUNT_LIMITS.resetPerAddress, key: (request) => request.ip, message: TOO_MANY }),
        app.limit({ name: 'reset-email', ...ACCOUNT_LIMITS.resetPerEmail, key: emailKey, message: TOO_MANY }),
      ],
      schema: { summary: 'Письмо со ссылкой для смены пароля', body: ForgotPasswordBody, response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'RATE_LIMITED') } },
    },
    async (request) => {
      // Known and unknown e-mails alike: the same answer, as fast, the work after it.
      requestResetLink(app.db, app.mailer, app.config.publicUrl, laterFor(request), request.body.email, nowSeconds());
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/api/reset-password',
    {
      preHandler: app.limit({ name: 'new-password-address', ...ACCOUNT_LIMITS.newPasswordPerAddress, key: (request) => request.ip, message: TOO_MANY }),
      schema: {
        summary: 'Новый пароль по ссылке из письма',
        body: ResetPasswordBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'RESET_LINK_INVALID', 'RATE_LIMITED', 'SERVER_BUSY') },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const result = await resetPassword(app.db, app.passwords, app.mailer, laterFor(request), { token, password, client: request.ip }, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  await signedInRoutes(app, (signedIn) => ownAccount(signedIn, avatars));
}

/** The signed-in user's own account: the profile, sessions, the family's copy of the data, deleting it. */
async function ownAccount(app: SchoolApp, avatars: AvatarStore) {
  const archives = archiveSlots();
  app.put(
    '/api/v1/users/profile',
    {
      preHandler: [
        refuseWhenPhotosFull(() => app.photos.pipeline),
        app.limit({ name: 'profile-edit', ...ACCOUNT_LIMITS.profileEditPerUser, key: (request) => String(userOf(request).id), message: TOO_MANY_EDITS }),
      ],
      schema: {
        summary: 'Изменить свой профиль (multipart: photo, basicCourse, city, country, firstName, lang, lastName, status)',
        consumes: ['multipart/form-data'],
        response: {
          200: MessageReply,
          ...errors('VALIDATION_ERROR', 'BAD_REQUEST', 'UNSUPPORTED_MEDIA_TYPE', 'AUTH_REQUIRED', 'FILE_EXISTS', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED', 'SERVER_BUSY', 'STORAGE_FULL'),
        },
      },
    },
    async (request) => {
      const form = await readPhotoForm(request, 'photo');
      const result = await editProfile(app.db, { pipeline: app.photos.pipeline, avatars }, request.log, userOf(request), {
        fields: form.fields,
        photo: form.photo?.bytes,
      });
      if (!result.ok) throw httpFailure(result);
      return { message: ACCOUNT_MESSAGES.changed };
    },
  );

  app.post(
    '/api/v1/users/logout-all',
    { schema: { summary: 'Выйти на всех устройствах', response: { 200: MessageReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => {
      await logOutEverywhere(app.db, userOf(request).id);
      return { message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  );

  app.get(
    '/api/v1/users/my-data',
    { schema: { summary: 'Мои данные (JSON)', response: errors('AUTH_REQUIRED') } },
    async (request, reply) => {
      const data = await myData(app.db, userOf(request));
      return reply.header('Content-Disposition', 'attachment; filename="my-data.json"').type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    '/api/v1/users/my-data/archive',
    { schema: { summary: 'Мои данные и фото (zip)', response: errors('AUTH_REQUIRED', 'RATE_LIMITED', 'SERVER_BUSY') } },
    async (request, reply) => {
      const archive = await myDataArchive(app.db, { photos: app.photos.store, avatars }, archives, userOf(request));
      if (!archive.ok) throw httpFailure(archive);
      // A client gone mid-archive ends the reading of its files (and frees its slot) at once.
      reply.raw.once('close', () => archive.stream.destroy());
      return reply.header('Content-Disposition', 'attachment; filename="my-data.zip"').type('application/zip').send(archive.stream);
    },
  );

  app.delete(
    '/api/v1/users/profile',
    {
      preHandler: app.limit({ name: 'delete-account', ...ACCOUNT_LIMITS.deletePerUser, key: (request) => String(userOf(request).id), message: TOO_MANY }),
      schema: {
        summary: 'Удалить аккаунт (нужен пароль)',
        body: DeleteAccountBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'WRONG_PASSWORD', 'RATE_LIMITED', 'SERVER_BUSY') },
      },
    },
    async (request) => {
      const attempt = { user: userOf(request), password: request.body.password, client: request.ip };
      const result = await closeAccount(app.db, app.passwords, { photos: app.photos.store, avatars }, request.log, attempt, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
}
