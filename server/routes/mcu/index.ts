import type { FastifyInstance } from 'fastify';
import { MCU_API_MSG, MCU_CHECK_LIMIT } from '../../../domain/mcu/api';
import { PROGRAM_LIMITS } from '../../../domain/mcu/program';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors } from '../../schemas/common';
import { checkMcuTask, mcuTasksFor } from '../../services/mcu-tasks';
import { McuCheckBody, McuCheckReply, McuTaskParams, McuTasksReply } from './schemas';

// The programming tasks of «Микроконтроллеры», under /api/v1/mcu
// (docs/decisions/0266-programming-tasks-checked-and-paid-by-the-server.md).

/**
 * Room for the largest program the checker reads (its JSON text, up to 4 bytes a character) and the
 * body around it: a program that is too big is read whole and answered with the checker's Russian
 * 400 rather than the framework's 413.
 */
const BODY_LIMIT = PROGRAM_LIMITS.maxJsonChars * 4 + 4 * 1024;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export default async function mcuRoutes(app: FastifyInstance) {
  await signedInRoutes(app, taskCalls);
}

async function taskCalls(app: SchoolApp) {
  app.get(
    '/tasks',
    { schema: { summary: 'Задания по программированию и какие из них решены', response: { 200: McuTasksReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await mcuTasksFor(app.db, userOf(request)) }),
  );

  app.post(
    '/tasks/:id/check',
    {
      bodyLimit: BODY_LIMIT,
      // Per user: the program runs on the school's server, a check costs it time.
      preHandler: app.limit({ name: 'mcu-check', ...MCU_CHECK_LIMIT, key: (request) => String(userOf(request).id), message: MCU_API_MSG.tooManyChecks }),
      schema: {
        summary: 'Проверить программу задания: первое решение приносит алмазы',
        params: McuTaskParams,
        body: McuCheckBody,
        response: {
          200: McuCheckReply,
          ...errors('VALIDATION_ERROR', 'INVALID_JSON', 'AUTH_REQUIRED', 'FORBIDDEN', 'LOCKED', 'LECTURE_NOT_BOUGHT', 'NOT_FOUND', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE'),
        },
      },
    },
    async (request) => {
      const result = await checkMcuTask(app.db, userOf(request), Number(request.params.id), request.body, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );
}
