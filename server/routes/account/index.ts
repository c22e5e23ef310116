import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, PROFILE_FIELDS, profileProblems, resetEmailProblem, type ProfileEdit, type ProfileField } from '../../../src/domain/account';
import { MAX_PHOTO_BYTES, SUBMISSION_MSG } from '../../../src/domain/submission';
import { normalizeEmail } from '../../../src/domain/validation';
import { HttpError, httpFailure } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errors, MessageReply, secured } from '../../schemas/common';
import { checkPassword, deleteAccount, endAllSessions, passwordChangedLetter, resetPassword, saveProfile, sendResetLink } from '../../services/account';
import { avatarStore } from '../../services/avatars';
import { myData, myDataZip } from '../../services/my-data';
import { readPhotoForm } from '../photo-form';
import { AvatarParams, DeleteAccountBody, ForgotPasswordBody, ResetPasswordBody } from './schemas';

// Settings and account security (issue 14; SPEC §4, §5, §7, §8; DESIGN §5).

const MINUTE = 60_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The numbers and why: docs/decisions.md, "Password reset". */
export const ACCOUNT_LIMITS = {
  resetPerAddress: { max: 20, windowMs: 10 * MINUTE },
  resetPerEmail: { max: 3, windowMs: 60 * MINUTE },
  newPasswordPerAddress: { max: 20, windowMs: 10 * MINUTE },
  deletePerUser: { max: 5, windowMs: 10 * MINUTE },
} as const;

const TOO_MANY = 'Слишком много попыток. Попробуй позже.';

/** The form's text fields that are the profile's; `role`, `diamonds`, `email` and the rest are ignored. */
function profileEdit(fields: Map<string, string>): Partial<ProfileEdit> {
  const edit: Partial<ProfileEdit> = {};
  for (const field of Object.keys(PROFILE_FIELDS) as ProfileField[]) {
    const value = fields.get(field);
    if (value !== undefined) edit[field] = value;
  }
  return edit;
}

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const avatars = avatarStore(app.config.uploadsDir);
  /** Reset letters still being made after their answer: a shutdown lets them finish. */
  const resetJobs = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    // A job scheduled in the same turn as the close starts after this hook: give it that turn.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.allSettled([...resetJobs]);
  });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 30, fieldSize: 1000, parts: 32, headerPairs: 50 },
  });

  app.put(
    '/api/v1/users/profile',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Изменить свой профиль (multipart: photo, basicCourse, city, country, firstName, lang, lastName, status)',
        security: secured,
        consumes: ['multipart/form-data'],
        response: {
          200: MessageReply,
          ...errors('VALIDATION_ERROR', 'BAD_REQUEST', 'UNSUPPORTED_MEDIA_TYPE', 'AUTH_REQUIRED', 'FILE_EXISTS', 'PAYLOAD_TOO_LARGE', 'SERVER_BUSY'),
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const form = await readPhotoForm(request, 'photo');
      const edit = profileEdit(form.fields);
      const problem = Object.values(profileProblems(edit))[0];
      if (problem) throw new HttpError('VALIDATION_ERROR', problem);
      let avatar: string | undefined;
      if (form.photo && form.photo.bytes.length > 0) {
        const processed = await app.photos.pipeline.process(form.photo.bytes, String(user.id));
        if (!processed.ok) throw httpFailure(processed.error === 'SERVER_BUSY' ? processed : { ...processed, message: SUBMISSION_MSG.badImage });
        const saved = await avatars.save(processed.photo.thumb.data);
        if (!saved.ok) throw new HttpError('FILE_EXISTS');
        avatar = saved.name;
      }
      const { saved, unused } = await saveProfile(app.db, user, edit, avatar).catch(async (error: unknown) => {
        if (avatar) await avatars.remove(avatar).catch(() => {});
        throw error;
      });
      if (unused) await avatars.remove(unused).catch((error: unknown) => request.log.warn({ err: error }, 'Старый аватар не удалён'));
      // The account was deleted while this request ran: its token no longer works.
      if (!saved) throw new HttpError('AUTH_REQUIRED');
      return { message: ACCOUNT_MESSAGES.changed };
    },
  );

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

  const emailKey = (request: FastifyRequest) => normalizeEmail(String((request.body as { email?: unknown }).email ?? ''));

  app.post(
    '/api/forgot-password',
    {
      preHandler: [
        async (request) => {
          const problem = resetEmailProblem((request.body as { email: string }).email);
          if (problem) throw new HttpError('VALIDATION_ERROR', problem);
        },
        app.limit({ name: 'reset-address', ...ACCOUNT_LIMITS.resetPerAddress, key: (request) => request.ip, message: TOO_MANY }),
        app.limit({ name: 'reset-email', ...ACCOUNT_LIMITS.resetPerEmail, key: emailKey, message: TOO_MANY }),
      ],
      schema: { summary: 'Письмо со ссылкой для смены пароля', body: ForgotPasswordBody, response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'RATE_LIMITED') } },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const log = request.log;
      // After the answer has gone, for known and unknown e-mails alike: the answer is the same and
      // takes as long either way (the lookup, the new link and the letter are not on its path).
      setImmediate(() => {
        const job = sendResetLink(app.db, app.mailer, app.config.publicUrl, email, nowSeconds())
          .then(() => undefined)
          .catch((error: unknown) => log.error({ err: error }, 'Письмо для смены пароля не отправлено'))
          .finally(() => resetJobs.delete(job));
        resetJobs.add(job);
      });
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
      const result = await resetPassword(app.db, app.passwords, request.ip, request.body.token, request.body.password, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      app.mailer
        .send({ to: result.user.email, ...passwordChangedLetter })
        .catch((error: unknown) => request.log.error({ err: error }, 'Письмо о смене пароля не отправлено'));
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/v1/users/logout-all',
    { preHandler: app.authenticate, schema: { summary: 'Выйти на всех устройствах', security: secured, response: { 200: MessageReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => {
      await endAllSessions(app.db, userOf(request).id);
      return { message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  );

  app.get(
    '/api/v1/users/my-data',
    { preHandler: app.authenticate, schema: { summary: 'Мои данные (JSON)', security: secured, response: errors('AUTH_REQUIRED') } },
    async (request, reply) => {
      const data = await myData(app.db, userOf(request));
      return reply.header('Content-Disposition', 'attachment; filename="my-data.json"').type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    '/api/v1/users/my-data/archive',
    { preHandler: app.authenticate, schema: { summary: 'Мои данные и фото (zip)', security: secured, response: errors('AUTH_REQUIRED') } },
    async (request, reply) => {
      const user = userOf(request);
      const data = await myData(app.db, user);
      const photos = new Map<string, Buffer>();
      for (const submission of data.submissions) {
        const bytes = await app.photos.store.read(submission.photo);
        if (bytes) photos.set(`фото/проект-${submission.project_id}-работа-${submission.id}${submission.photo.slice(submission.photo.lastIndexOf('.'))}`, bytes);
      }
      const avatar = user.photo ? await avatars.read(user.photo) : undefined;
      if (avatar) photos.set('фото/аватар.jpg', avatar);
      return reply.header('Content-Disposition', 'attachment; filename="my-data.zip"').type('application/zip').send(Buffer.from(myDataZip(data, photos)));
    },
  );

  app.delete(
    '/api/v1/users/profile',
    {
      preHandler: [
        app.authenticate,
        app.limit({ name: 'delete-account', ...ACCOUNT_LIMITS.deletePerUser, key: (request) => String(userOf(request).id), message: TOO_MANY }),
      ],
      schema: {
        summary: 'Удалить аккаунт (нужен пароль)',
        security: secured,
        body: DeleteAccountBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'WRONG_PASSWORD', 'RATE_LIMITED', 'SERVER_BUSY') },
      },
    },
    async (request) => {
      const user = userOf(request);
      const refused = await checkPassword(app.passwords, user, request.body.password, request.ip);
      if (refused) throw httpFailure(refused);
      const { photos, avatar } = await deleteAccount(app.db, user, nowSeconds());
      await Promise.all([app.photos.store.remove(...photos), avatar ? avatars.remove(avatar) : undefined]).catch((error: unknown) =>
        request.log.warn({ err: error }, 'Файлы удалённого аккаунта удалены не все'),
      );
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
}
