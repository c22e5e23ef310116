import type { FastifyInstance } from 'fastify';
import { CLASS_MSG, JOIN_ATTEMPTS_MAX, JOIN_WINDOW_MINUTES } from '../../../domain/classes';
import { STAFF_ROLES } from '../../../domain/constants';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, MessageReply } from '../../schemas/common';
import { classMatrix } from '../../services/class-matrix';
import { attendanceCalls } from './attendance';
import { lessonsReport } from '../../services/lessons';
import { consentsWaiting, createClass, joinClass, listClasses, movePupil, regenerateCode, removePupil, updateClass } from '../../services/classes';
import {
  ClassListReply,
  ClassPupilParams,
  ClassReply,
  ConsentsWaitingReply,
  CreateClassBody,
  JoinClassBody,
  JoinClassReply,
  MovePupilBody,
  MatrixReply,
  SchoolAddressReply,
  UpdateClassBody,
} from './schemas';
import { schoolAddress } from '../../school-address';
import { LessonsReportReply } from '../courses/schemas';

/**
 * The class calls, under /api/v1: classes, their codes and pupils, joining, and the class matrix
 * (docs/product.md, Classes). A pupil's history, undo, progress and the audit trail live with
 * their resources (review, projects, users, admin).
 */
export default async function classesRoutes(app: FastifyInstance) {
  await signedInRoutes(app, staffCalls, { roles: STAFF_ROLES });
  await signedInRoutes(app, attendanceCalls, { roles: STAFF_ROLES });
  await signedInRoutes(app, everyoneCalls);
}

async function staffCalls(app: SchoolApp) {
  app.get(
    '/classes/consents-waiting',
    {
      schema: {
        summary: 'Ученики своих классов, чьи родители ещё не дали согласие или отозвали его',
        response: { 200: ConsentsWaitingReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async (request) => ({ data: await consentsWaiting(app.db, userOf(request)) }),
  );

  app.get(
    '/classes/address',
    {
      schema: {
        summary: 'Адрес школы для QR-кода класса: тот, что открывается на устройствах учеников',
        response: { 200: SchoolAddressReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async () => ({ data: schoolAddress(app.config) }),
  );

  app.get(
    '/classes/:id/matrix',
    {
      schema: {
        summary: 'Класс одним взглядом: ученики × проекты',
        params: IdParams,
        response: { 200: MatrixReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await classMatrix(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.get(
    '/classes/:id/lessons-report',
    {
      schema: {
        summary: 'Уроки класса: кто что прошёл, допуск к пайке, самые трудные вопросы',
        params: IdParams,
        response: { 200: LessonsReportReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await lessonsReport(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.post(
    '/classes',
    {
      schema: {
        summary: 'Создать класс: у него будет код для входа учеников',
        body: CreateClassBody,
        response: { 201: ClassReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async (request, reply) => {
      const result = await createClass(app.db, userOf(request), request.body.name);
      if (!result.ok) throw httpFailure(result);
      return reply.code(201).send({ data: result.data });
    },
  );

  app.get(
    '/classes',
    { schema: { summary: 'Классы учителя (администратору — все)', response: { 200: ClassListReply, ...errors('AUTH_REQUIRED', 'FORBIDDEN') } } },
    async (request) => ({ data: await listClasses(app.db, userOf(request)) }),
  );

  app.put(
    '/classes/:id',
    {
      schema: {
        summary: 'Переименовать класс, закрыть или открыть вход по коду',
        params: IdParams,
        body: UpdateClassBody,
        response: { 200: ClassReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await updateClass(app.db, userOf(request), Number(request.params.id), request.body);
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.post(
    '/classes/:id/code',
    {
      schema: {
        summary: 'Новый код класса (старый перестаёт работать)',
        params: IdParams,
        response: { 200: ClassReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await regenerateCode(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.put(
    '/classes/:id/pupils/:userId',
    {
      schema: {
        summary: 'Перевести ученика в другой класс',
        params: ClassPupilParams,
        body: MovePupilBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const result = await movePupil(app.db, userOf(request), Number(id), Number(userId), request.body.classId);
      if (!result.ok) throw httpFailure(result);
      return { message: CLASS_MSG.moved };
    },
  );

  app.delete(
    '/classes/:id/pupils/:userId',
    {
      schema: {
        summary: 'Убрать ученика из класса',
        params: ClassPupilParams,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const result = await removePupil(app.db, userOf(request), Number(id), Number(userId));
      if (!result.ok) throw httpFailure(result);
      return { message: CLASS_MSG.removed };
    },
  );
}

async function everyoneCalls(app: SchoolApp) {
  app.post(
    '/classes/join',
    {
      schema: {
        summary: 'Ученик входит в класс по коду и сразу привязан к журналу',
        body: JoinClassBody,
        response: { 200: JoinClassReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'CLASS_CODE_WRONG', 'RATE_LIMITED') },
      },
      // Every well-formed attempt counts, per pupil: a pupil joins once or twice, a guesser is stopped
      // after JOIN_ATTEMPTS_MAX (docs/decisions/0130-joining-a-class.md).
      preHandler: app.limit({
        name: 'class-join',
        max: JOIN_ATTEMPTS_MAX,
        windowMs: JOIN_WINDOW_MINUTES * 60_000,
        key: (request) => String(userOf(request).id),
        message: CLASS_MSG.tooManyCodes,
      }),
    },
    async (request) => {
      const result = await joinClass(app.db, userOf(request), request.body.code, request.body.lastName);
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

}
