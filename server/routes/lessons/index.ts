import type { FastifyInstance } from 'fastify';
import { LAB_PRACTICE_LIMIT, LAB_PRACTICE_MSG } from '../../../domain/lab-practice';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors } from '../../schemas/common';
import { checkPractice } from '../../services/lab-practice';
import { PracticeBody, PracticeParams, PracticeReply } from './schemas';

// A lesson's practice checked by the lab, under /api/v1/lessons
// (docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md).

/**
 * Above the circuit's 20 KB, so a circuit that is too big is read whole and answered with the
 * parser's Russian 400 rather than the framework's 413.
 */
const BODY_LIMIT = 256 * 1024;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export default async function lessonsRoutes(app: FastifyInstance) {
  await signedInRoutes(app, practiceCalls);
}

async function practiceCalls(app: SchoolApp) {
  app.post(
    '/:lessonId/practice/:practiceId',
    {
      bodyLimit: BODY_LIMIT,
      // Per pupil: the engine runs on the school's server, a check costs it time.
      preHandler: app.limit({ name: 'lab-practice', ...LAB_PRACTICE_LIMIT, key: (request) => String(userOf(request).id), message: LAB_PRACTICE_MSG.tooManyChecks }),
      schema: {
        summary: 'Проверить схему практики урока в лаборатории',
        params: PracticeParams,
        body: PracticeBody,
        response: { 200: PracticeReply, ...errors('VALIDATION_ERROR', 'INVALID_JSON', 'AUTH_REQUIRED', 'LOCKED', 'LECTURE_NOT_BOUGHT', 'NOT_FOUND', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE') },
      },
    },
    async (request) => {
      const { lessonId, practiceId } = request.params;
      const result = await checkPractice(app.db, userOf(request), Number(lessonId), practiceId, request.body, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );
}
