import { COMMENT_LIMITS } from '../comments/index';
import { httpFailure } from '../../http-error';
import { userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams } from '../../schemas/common';
import { NewThreadMessageBody, NewThreadMessageReply, ThreadReply, UnreadReply } from '../../schemas/conversation';
import { SubmissionReply } from '../../schemas/work-history';
import { oneSubmission } from '../../services/pupil-history';
import { readThread, unreadThreads, writeToThread } from '../../services/thread';
import { noticeOfAnswer } from '../../services/push-notices';
import { laterFor } from '../../plugins/background-jobs';
import { COMMENT_MESSAGES } from '../../../domain/comments';
import { CONVERSATION_MSG } from '../../../domain/review-conversation';

// The review conversation (docs/decisions/0158-marks-are-json-on-the-submission.md): a submission's private thread, its unread messages, and one
// submission whole for the teacher's side-by-side. For the submission's pupil and staff; to anyone
// else a submission they may not see is not there (docs/decisions/0159-a-thread-is-private.md).

export async function conversationCalls(app: SchoolApp) {
  app.get(
    '/submissions/:id',
    {
      schema: {
        summary: 'Одна работа с фото, пометками и перепиской (учителю и её автору)',
        params: IdParams,
        response: { 200: SubmissionReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await oneSubmission(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.get(
    '/submissions/:id/messages',
    {
      schema: {
        summary: 'Переписка о работе, старые сообщения первыми; прочитанное отмечается',
        params: IdParams,
        response: { 200: ThreadReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await readThread(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.post(
    '/submissions/:id/messages',
    {
      preHandler: [
        // The comments' pace per person and thread: a teacher answering many pupils is not slowed by it.
        app.limit({
          name: 'thread-user',
          ...COMMENT_LIMITS.perUser,
          key: (request) => `${userOf(request).id}:${(request.params as { id: string }).id}`,
          message: COMMENT_MESSAGES.tooOften,
        }),
        app.limit({ name: 'thread-address', ...COMMENT_LIMITS.perAddress, key: (request) => request.ip, message: COMMENT_MESSAGES.tooOften }),
      ],
      schema: {
        summary: 'Написать в переписку о работе: { text }',
        params: IdParams,
        body: NewThreadMessageBody,
        response: { 201: NewThreadMessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND', 'RATE_LIMITED') },
      },
    },
    async (request, reply) => {
      const writer = userOf(request);
      const result = await writeToThread(app.db, writer, Number(request.params.id), request.body.text);
      if (!result.ok) throw httpFailure(result);
      const submissionId = Number(request.params.id);
      laterFor(request)(() => noticeOfAnswer(app.db, app.push, request.log, writer, submissionId), 'Уведомление «Учитель ответил» не отправлено');
      return reply.code(201).send({ message: CONVERSATION_MSG.messageSent, data: result.data });
    },
  );

  app.get(
    '/messages/unread',
    {
      schema: {
        summary: 'Переписки с непрочитанными сообщениями другой стороны',
        response: { 200: UnreadReply, ...errors('AUTH_REQUIRED') },
      },
    },
    async (request) => ({ data: await unreadThreads(app.db, userOf(request)) }),
  );
}
