import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../../../domain/constants';
import { parseId, PROJECT_COUNT } from '../../../domain/ids';
import { HttpError, httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors } from '../../schemas/common';
import { recordShownWork } from '../../services/submissions';
import { acceptPhotoForms, readPhotoForm } from '../photo-form';
import { ProjectStatusReply } from '../projects/schemas';
import { submittedReply } from '../projects/view';

/**
 * POST /api/v1/aproveTaskRt (spelled as the original API spells it): a teacher records work a
 * pupil showed in person — multipart userId, userName, img, idProject, nameProject. It becomes a
 * pending submission in the queue, marked with the teacher's name (services/submissions.ts).
 */
export default async function aproveTaskRoutes(app: FastifyInstance) {
  await acceptPhotoForms(app);
  await signedInRoutes(app, teacherRecords, { roles: STAFF_ROLES });
}

async function teacherRecords(app: SchoolApp) {
  app.post(
    '/aproveTaskRt',
    {
      schema: {
        summary: 'Учитель записывает работу ученика, показанную на занятии (multipart userId, userName, img, idProject, nameProject)',
        consumes: ['multipart/form-data'],
        response: {
          201: ProjectStatusReply,
          ...errors(
            'VALIDATION_ERROR',
            'UNSUPPORTED_MEDIA_TYPE',
            'AUTH_REQUIRED',
            'FORBIDDEN',
            'USER_NOT_FOUND',
            'PROJECT_ALREADY_SUBMITTED',
            'PAYLOAD_TOO_LARGE',
            'SERVER_BUSY',
            'STORAGE_FULL',
          ),
        },
      },
    },
    async (request, reply) => {
      const form = await readPhotoForm(request, 'img');
      const projectId = parseId(form.fields.get('idProject'), PROJECT_COUNT);
      if (!projectId) throw new HttpError('VALIDATION_ERROR', 'Такого проекта нет: номер от 1 до 15');
      // userName and nameProject are what the teacher's form showed; the school's own records decide.
      const result = await recordShownWork(app.db, app.photos, {
        teacher: userOf(request),
        pupilId: Number(form.fields.get('userId')),
        projectId,
        upload: form.photo,
      });
      if (!result.ok) throw httpFailure(result);
      return reply.code(201).send(submittedReply(result.submission));
    },
  );
}
