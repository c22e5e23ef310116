import type { FastifyInstance } from 'fastify';
import { CLASS_LIFE_MSG } from '../../../domain/class-life';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, MessageReply } from '../../schemas/common';
import { announce, deleteAnnouncement, deleteAssignment, listAnnouncements, listAssignments, setAssignment } from '../../services/class-life';
import { STAFF_ROLES } from '../../../domain/constants';
import { AnnouncementBody, AnnouncementListReply, AnnouncementReply, AssignmentBody, AssignmentListReply, AssignmentReply, ClassItemParams } from './schemas';

// A class's assignments and announcements, under /api/v1 (docs/product.md, Classes;
// docs/decisions/0281-assignments-and-what-late-and-missing-mean.md, docs/decisions/0282-announcements-to-a-class.md).

const nowSeconds = () => Math.floor(Date.now() / 1000);

export default async function classLifeRoutes(app: FastifyInstance) {
  await signedInRoutes(app, readCalls);
  await signedInRoutes(app, staffCalls, { roles: STAFF_ROLES });
}

async function readCalls(app: SchoolApp) {
  app.get(
    '/classes/:id/assignments',
    {
      schema: {
        summary: 'Задания класса, ближайшие первыми: ученику — его состояние, учителю — каждого ученика (вовремя, с опозданием, не сдано)',
        params: IdParams,
        response: { 200: AssignmentListReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await listAssignments(app.db, userOf(request), Number(request.params.id), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.get(
    '/classes/:id/announcements',
    {
      schema: {
        summary: 'Объявления класса, новые первыми (ученикам класса и его учителю)',
        params: IdParams,
        response: { 200: AnnouncementListReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await listAnnouncements(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );
}

async function staffCalls(app: SchoolApp) {
  app.post(
    '/classes/:id/assignments',
    {
      schema: {
        summary: 'Задать классу проект или урок к дате: { projectId | lessonId, due: ГГГГ-ММ-ДД }; тот же проект ещё раз переносит срок',
        params: IdParams,
        body: AssignmentBody,
        response: { 200: AssignmentReply, 201: AssignmentReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const result = await setAssignment(app.db, userOf(request), Number(request.params.id), request.body, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return reply.code(result.created ? 201 : 200).send({ message: CLASS_LIFE_MSG.assignmentSet, data: result.data });
    },
  );

  app.delete(
    '/classes/:id/assignments/:itemId',
    {
      schema: {
        summary: 'Удалить задание класса',
        params: ClassItemParams,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await deleteAssignment(app.db, userOf(request), Number(request.params.id), Number(request.params.itemId), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: CLASS_LIFE_MSG.assignmentDeleted };
    },
  );

  app.post(
    '/classes/:id/announcements',
    {
      schema: {
        summary: 'Написать объявление классу: { text (до 300 символов), day? ГГГГ-ММ-ДД }',
        params: IdParams,
        body: AnnouncementBody,
        response: { 201: AnnouncementReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const result = await announce(app.db, userOf(request), Number(request.params.id), request.body, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return reply.code(201).send({ message: CLASS_LIFE_MSG.announcementSent, data: result.data });
    },
  );

  app.delete(
    '/classes/:id/announcements/:itemId',
    {
      schema: {
        summary: 'Удалить объявление класса',
        params: ClassItemParams,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await deleteAnnouncement(app.db, userOf(request), Number(request.params.id), Number(request.params.itemId), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { message: CLASS_LIFE_MSG.announcementDeleted };
    },
  );
}
