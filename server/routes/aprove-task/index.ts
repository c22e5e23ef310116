import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { parseId, PROJECT_COUNT } from '../../../src/domain/ids';
import { usersRepository } from '../../db/repositories/users';
import { HttpError, httpFailure } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errors, secured } from '../../schemas/common';
import { serverIdempotencyKey, submitProject } from '../../services/submissions';
import { acceptPhotoForms, readPhotoForm } from '../photo-form';
import { ProjectStatusReply } from '../projects/schemas';
import { submittedReply } from '../projects/view';

/**
 * POST /api/v1/aproveTaskRt (SPEC §7, spelled as the spec spells it): a teacher records work a
 * pupil showed in person — multipart userId, userName, img, idProject, nameProject. It becomes a
 * pending submission in the queue, marked with the teacher's name (docs/decisions/0047-linking-to-the-journal-and-work-shown-in-person.md).
 */
export default async function aproveTaskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await acceptPhotoForms(app);

  app.post(
    '/aproveTaskRt',
    {
      preHandler: app.requireRole('teacher', 'admin'),
      schema: {
        summary: 'Учитель записывает работу ученика, показанную на занятии (multipart userId, userName, img, idProject, nameProject)',
        consumes: ['multipart/form-data'],
        security: secured,
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
          ),
        },
      },
    },
    async (request, reply) => {
      const teacher = userOf(request);
      const form = await readPhotoForm(request, 'img');
      const projectId = parseId(form.fields.get('idProject'), PROJECT_COUNT);
      if (!projectId) throw new HttpError('VALIDATION_ERROR', 'Такого проекта нет: номер от 1 до 15');
      const pupilId = Number(form.fields.get('userId'));
      const pupil = Number.isSafeInteger(pupilId) ? await usersRepository(app.db).findById(pupilId) : undefined;
      if (!pupil) throw new HttpError('USER_NOT_FOUND');
      if (!form.photo || form.photo.bytes.length === 0) throw new HttpError('VALIDATION_ERROR', 'Пожалуйста, выберите фотографию проекта');
      // userName and nameProject are what the teacher's form showed; the school's own records decide.
      const result = await submitProject(app.db, app.photos, {
        pupil,
        projectId,
        idempotencyKey: serverIdempotencyKey(),
        upload: form.photo,
        recordedBy: teacher,
      });
      if (!result.ok) throw httpFailure(result);
      return reply.code(201).send(submittedReply(result.submission));
    },
  );
}
