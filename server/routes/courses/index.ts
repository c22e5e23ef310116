import type { FastifyInstance } from 'fastify';
import { LESSON_CHECK_LIMIT, LESSONS_MSG } from '../../../domain/lessons';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors } from '../../schemas/common';
import { checkLesson, coursesFor } from '../../services/lessons';
import { CheckBody, CheckReply, CoursesReply, LessonParams } from './schemas';

// The courses and their lessons' check, under /api/v1/courses
// (docs/decisions/0205-lessons-courses-and-their-check.md).

const nowSeconds = () => Math.floor(Date.now() / 1000);

export default async function coursesRoutes(app: FastifyInstance) {
  await signedInRoutes(app, courseCalls);
}

async function courseCalls(app: SchoolApp) {
  app.get(
    '/',
    { schema: { summary: 'Курсы и их уроки: цена, награда, куплен ли, пройден ли', response: { 200: CoursesReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await coursesFor(app.db, userOf(request)) }),
  );

  app.post(
    '/:courseId/lessons/:lessonId/check',
    {
      // Per pupil: the answers are checked on the server so they cannot be read from the app, and
      // the limit keeps them from being found by trying every option (docs/decisions/0205-lessons-courses-and-their-check.md).
      preHandler: app.limit({ name: 'lesson-check', ...LESSON_CHECK_LIMIT, key: (request) => String(userOf(request).id), message: LESSONS_MSG.tooManyChecks }),
      schema: {
        summary: 'Проверить ответы урока',
        params: LessonParams,
        body: CheckBody,
        response: { 200: CheckReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'LOCKED', 'LECTURE_NOT_BOUGHT', 'NOT_FOUND', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      const result = await checkLesson(app.db, userOf(request), Number(courseId), Number(lessonId), request.body.answers, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );
}
