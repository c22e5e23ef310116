import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOLUTION_PHOTO_FIELD } from '../../../domain/club';
import { LEARNING_MESSAGES } from '../../../domain/learning';
import { MAX_PHOTO_BYTES, SUBMISSION_MSG } from '../../../domain/submission';
import { checkText } from '../../../domain/text';
import { HttpError, httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, MessageReply } from '../../schemas/common';
import { boughtLectures, buyLecture, handIn, payTask, recordAttempt, taskFor, tasksFor, trainerTasks, whatLectureNow } from '../../services/learning';
import { solderingPermitOf } from '../../services/soldering-permit';
import { SolderingPermitReply } from '../../schemas/club';
import { trainerTaskById } from '../../services/learning-catalog';
import type { Upload } from '../../services/submissions';
import { refuseWhenPhotosFull } from '../photo-form';
import {
  BuyLecturesReply,
  CatalogIdParams,
  PairParams,
  Task,
  TaskReply,
  TrainerAttemptBody,
  TrainerAttemptReply,
  TrainerListReply,
  TrainerTaskReply,
  WEB_TASK_FIELD_MAX,
  WebTaskReply,
  WhatLectureNowReply,
} from './schemas';

// The learning calls (docs/decisions/0082-learning-calls.md).

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * doneTaskWeb's multipart form: `idTaskWrap`, `submitSolution` and at most one photo in
 * `solutionPhoto` (docs/decisions/0214-a-photo-with-a-tasks-solution.md). An empty file part — a
 * browser form with nothing chosen — is no photo.
 */
async function readWebTaskForm(request: FastifyRequest): Promise<{ taskId: number; solution: string; photo?: Upload }> {
  if (!request.isMultipart()) throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Решение отправляется формой multipart/form-data');
  const fields = new Map<string, string>();
  let photo: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== SOLUTION_PHOTO_FIELD || photo) throw new HttpError('VALIDATION_ERROR', 'В форме лишний файл');
        photo = { bytes, filename: part.filename ?? '' };
        continue;
      }
      if (part.valueTruncated || typeof part.value !== 'string') throw new HttpError('VALIDATION_ERROR', 'Решение слишком длинное');
      fields.set(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError('PAYLOAD_TOO_LARGE', SUBMISSION_MSG.fileTooLarge);
    if (typeof code === 'string' && code.endsWith('_LIMIT')) throw new HttpError('VALIDATION_ERROR', 'В форме слишком много полей');
    throw new HttpError('BAD_REQUEST', 'Форма пришла не целиком. Попробуйте отправить ещё раз.');
  }
  const id = fields.get('idTaskWrap') ?? '';
  if (!/^[1-9][0-9]{0,5}$/.test(id)) throw new HttpError('VALIDATION_ERROR', 'Не указана задача');
  return { taskId: Number(id), solution: fields.get('submitSolution') ?? '', ...(photo && photo.bytes.length > 0 && { photo }) };
}

const MINUTE = 60_000;

/**
 * Solutions a pupil may hand in in 10 minutes, as many as project photos; an answer the server
 * could not take (503 busy, 507 storage full) is given back
 * (docs/decisions/0191-a-busy-answer-is-not-a-spent-upload.md).
 */
const HAND_IN_LIMIT = { max: 30, windowMs: 10 * MINUTE, giveBackOn: [503, 507] };

export default async function learningRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, fieldSize: WEB_TASK_FIELD_MAX, parts: 5, headerPairs: 50 },
  });
  // byLecture is sent as an empty form: an empty urlencoded body is accepted and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  await signedInRoutes(app, learningCalls);
}

/** Every learning call is a signed-in pupil's (or teacher's) own. */
async function learningCalls(app: SchoolApp) {

  app.get(
    '/whatLectureNow',
    { schema: { summary: 'Текущая лекция', response: { 200: WhatLectureNowReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ whatLectureNow: await whatLectureNow(app.db, userOf(request).id) }),
  );

  app.get(
    '/tasks',
    { schema: { summary: 'Все задачи: текст — после покупки, и что сказал учитель', response: { 200: Type.Object({ tasks: Type.Array(Task) }), ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ tasks: await tasksFor(app.db, userOf(request).id) }),
  );

  app.get(
    '/soldering-permit',
    {
      schema: {
        summary: 'Мой допуск к пайке (ученику)',
        response: { 200: SolderingPermitReply, ...errors('AUTH_REQUIRED', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await solderingPermitOf(app.db, userOf(request).id);
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.get(
    '/task/:id',
    {
      schema: { summary: 'Задача', params: CatalogIdParams, response: { 200: TaskReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') } },
    },
    async (request) => {
      const task = await taskFor(app.db, userOf(request).id, Number(request.params.id));
      if (!task) throw new HttpError('NOT_FOUND', 'Такой задачи нет');
      return { task };
    },
  );

  app.get(
    '/myBuyLectures/:id',
    {
      schema: {
        summary: 'Купленные лекции курса',
        params: CatalogIdParams,
        response: { 200: BuyLecturesReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const lectures = await boughtLectures(app.db, userOf(request).id, Number(request.params.id));
      if (!lectures) throw new HttpError('NOT_FOUND', 'Такого курса нет');
      return { buyLectures: lectures };
    },
  );

  const buyErrors = errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND', 'LOCKED', 'ALREADY_BOUGHT', 'NOT_ENOUGH_DIAMONDS');

  app.put(
    '/byLecture/:a/:b',
    { schema: { summary: 'Купить лекцию b курса a', params: PairParams, response: { 200: MessageReply, ...buyErrors } } },
    async (request) => {
      const result = await buyLecture(app.db, userOf(request), Number(request.params.a), Number(request.params.b), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: LEARNING_MESSAGES.lectureBought };
    },
  );

  app.put(
    '/payTask/:a/:b',
    { schema: { summary: 'Купить задачу b лекции a', params: PairParams, response: { 200: MessageReply, ...buyErrors } } },
    async (request) => {
      const result = await payTask(app.db, userOf(request).id, Number(request.params.a), Number(request.params.b), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: LEARNING_MESSAGES.taskBought };
    },
  );

  app.get(
    '/mytasksmineklava',
    { schema: { summary: 'Задания клавиатурного тренажёра', response: { 200: TrainerListReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ list: await trainerTasks(app.db, userOf(request).id) }),
  );

  app.get(
    '/getmineklavatask/:id',
    {
      schema: {
        summary: 'Задание тренажёра',
        params: CatalogIdParams,
        response: { 200: TrainerTaskReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const task = trainerTaskById(id) && (await trainerTasks(app.db, userOf(request).id)).find((t) => t.id === id);
      if (!task) throw new HttpError('NOT_FOUND', 'Такого задания тренажёра нет');
      return { task };
    },
  );

  app.post(
    '/taskmineklava',
    {
      schema: {
        summary: 'Попытка в клавиатурном тренажёре',
        body: TrainerAttemptBody,
        response: { 200: TrainerAttemptReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const { idTask, dataTask, device } = request.body;
      for (const [value, label] of [
        [dataTask, 'Текст'],
        [device, 'Устройство'],
      ] as const) {
        const problem = checkText(value, { label, required: `${label}: пусто` });
        if (problem) throw new HttpError('VALIDATION_ERROR', problem);
      }
      const result = await recordAttempt(app.db, userOf(request).id, idTask, dataTask, device, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { result: result.result };
    },
  );

  const webTaskSchema = (summary: string) => ({
    summary: `${summary} (multipart idTaskWrap, submitSolution, необязательное фото solutionPhoto)`,
    consumes: ['multipart/form-data'],
    response: {
      200: WebTaskReply,
      ...errors(
        'VALIDATION_ERROR',
        'BAD_REQUEST',
        'UNSUPPORTED_MEDIA_TYPE',
        'AUTH_REQUIRED',
        'NOT_FOUND',
        'LOCKED',
        'SOLUTION_WAITING',
        'PAYLOAD_TOO_LARGE',
        'RATE_LIMITED',
        'SERVER_BUSY',
        'STORAGE_FULL',
      ),
    },
  });
  const handInLimit = app.limit({
    name: 'task-hand-in',
    ...HAND_IN_LIMIT,
    key: (request) => String(userOf(request).id),
    message: 'Слишком много отправок подряд. Подожди несколько минут и попробуй снова.',
  });
  for (const [path, paid, summary] of [
    ['/doneTaskWeb', true, 'Сдать решение задачи (с наградой, один раз)'],
    ['/doneTaskWebNotPay', false, 'Сдать решение задачи без награды'],
  ] as const) {
    app.post(path, { preHandler: [refuseWhenPhotosFull(() => app.photos.pipeline), handInLimit], schema: webTaskSchema(summary) }, async (request) => {
      const { taskId, solution, photo } = await readWebTaskForm(request);
      const attached = photo && { photos: app.photos, upload: photo };
      const result = await handIn(app.db, userOf(request).id, taskId, solution, paid, nowSeconds(), attached);
      if (!result.ok) throw httpFailure(result);
      return { result: { saved: true as const, rewarded: result.rewarded, review: result.review } };
    });
  }
}
