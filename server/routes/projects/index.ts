import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MAX_SUBMISSION_PHOTOS } from '../../../domain/review-conversation';
import { HttpError, httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, MessageReply } from '../../schemas/common';
import { readProgress, saveProgress } from '../../services/build-progress-sync';
import { markDecisionsSeen, projectStatus, projectStatuses, unseenDecisions } from '../../services/project-status';
import { submitProject } from '../../services/submissions';
import { noticeOfWaitingWork } from '../../services/push-notices';
import { laterFor } from '../../plugins/background-jobs';
import { acceptPhotoForms, readPhotoForm } from '../photo-form';
import { IdempotencyHeaders, NoticesReply, ProgressBody, ProgressReply, ProjectParams, ProjectStatusReply, SeenBody, StatusesReply } from './schemas';
import { notice, statusReply, submittedReply } from './view';

const MINUTE = 60_000;
/** A key the client made once per photo (a UUID); nothing else is accepted as one. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * Submissions a pupil may start in 10 minutes: repeats of a key are not counted twice by the server's
 * work. A photo the server could not take (503 busy, 507 storage full) is given back: only photos
 * taken, or refused for the pupil's own doing, count (docs/decisions/0191-a-busy-answer-is-not-a-spent-upload.md).
 */
const SUBMIT_LIMIT = { max: 30, windowMs: 10 * MINUTE, giveBackOn: [503, 507] };

export default async function projectsRoutes(app: FastifyInstance) {
  await acceptPhotoForms(app, { photos: MAX_SUBMISSION_PHOTOS });
  await signedInRoutes(app, pupilProjects);
}

/** A pupil's own projects: sending one, where each stands, the teacher's decisions. */
async function pupilProjects(app: SchoolApp) {
  app.get(
    '/:id/progress',
    {
      schema: {
        summary: 'Отметки сборки в инструкции проекта',
        params: IdParams,
        response: { 200: ProgressReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await readProgress(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.put(
    '/:id/progress',
    {
      schema: {
        summary: 'Сохранить отметки сборки: у каждой отметки побеждает её более позднее изменение',
        params: IdParams,
        body: ProgressBody,
        response: { 200: ProgressReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await saveProgress(app.db, userOf(request), Number(request.params.id), request.body);
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.post(
    '/:id/submission',
    {
      preHandler: app.limit({
        name: 'submission',
        ...SUBMIT_LIMIT,
        key: (request) => String(userOf(request).id),
        message: 'Слишком много отправок подряд. Подожди несколько минут и попробуй снова.',
      }),
      schema: {
        summary: 'Сдать проект: фото (multipart project_id, project_photo — до трёх раз; заголовок Idempotency-Key)',
        consumes: ['multipart/form-data'],
        params: ProjectParams,
        headers: IdempotencyHeaders,
        response: {
          200: ProjectStatusReply,
          201: ProjectStatusReply,
          ...errors(
            'VALIDATION_ERROR',
            'UNSUPPORTED_MEDIA_TYPE',
            'AUTH_REQUIRED',
            'FORBIDDEN',
            'ACCOUNT_NOT_LINKED',
            'PROJECT_ALREADY_SUBMITTED',
            'IDEMPOTENCY_KEY_REUSED',
            'PAYLOAD_TOO_LARGE',
            'RATE_LIMITED',
            'SERVER_BUSY',
            'STORAGE_FULL',
          ),
        },
      },
    },
    async (request, reply) => {
      const pupil = userOf(request);
      const projectId = Number(request.params.id);
      const key = request.headers['idempotency-key'] ?? '';
      // The form is read whole before any answer, so even a refusal reaches the client cleanly.
      const form = await readPhotoForm(request, 'project_photo', { maxPhotos: MAX_SUBMISSION_PHOTOS });
      if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError('VALIDATION_ERROR', 'Нет ключа отправки (Idempotency-Key)');
      const field = form.fields.get('project_id');
      if (field !== undefined && field !== String(projectId)) {
        throw new HttpError('VALIDATION_ERROR', 'Номер проекта в форме не совпадает с адресом');
      }
      const [photo, ...extraUploads] = form.photos;
      if (!photo || form.photos.some((one) => one.bytes.length === 0)) throw new HttpError('VALIDATION_ERROR', 'Выбери фотографию проекта');

      const result = await submitProject(app.db, app.photos, { pupil, projectId, idempotencyKey: key, upload: photo, extraUploads });
      if (!result.ok) throw httpFailure(result);
      if (result.created) {
        laterFor(request)(() => noticeOfWaitingWork(app.db, app.push, request.log, pupil.id, Math.floor(Date.now() / 1000)), 'Уведомление «N работ ждут» не отправлено');
      }
      return reply.code(result.created ? 201 : 200).send(submittedReply(result.submission));
    },
  );

  app.get(
    '/:id/status',
    {
      schema: {
        summary: 'Статус проверки проекта',
        params: ProjectParams,
        response: { 200: ProjectStatusReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'ACCOUNT_NOT_LINKED') },
      },
    },
    async (request) => {
      const result = await projectStatus(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return statusReply(result.latest, result.conversation);
    },
  );

  app.get(
    '/statuses',
    {
      schema: { summary: 'Статусы всех проектов ученика', response: { 200: StatusesReply, ...errors('AUTH_REQUIRED') } },
    },
    async (request) => ({ data: await projectStatuses(app.db, userOf(request)) }),
  );

  app.get(
    '/notices',
    {
      schema: { summary: 'Решения учителя, которые ученик ещё не видел', response: { 200: NoticesReply, ...errors('AUTH_REQUIRED') } },
    },
    async (request) => ({ data: (await unseenDecisions(app.db, userOf(request))).map(notice) }),
  );

  app.post(
    '/notices/seen',
    {
      schema: {
        summary: 'Решения показаны ученику',
        body: SeenBody,
        response: { 200: Type.Object({ message: MessageReply.properties.message, seen: Type.Integer() }), ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
      },
    },
    async (request) => {
      const seen = await markDecisionsSeen(app.db, userOf(request), request.body.ids, Math.floor(Date.now() / 1000));
      return { message: 'Изменено', seen };
    },
  );
}
