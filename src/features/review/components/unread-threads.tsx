import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SubmissionThread, TEACHER_REPLY_HINT } from '../../../components/submission-thread/submission-thread';
import { getUnreadThreads } from '../../../components/submission-thread/thread-api';
import { pupilPath } from '../../../../domain/paths';
import { fullName } from '../../../../domain/review';
import type { UnreadThread } from '../../../../domain/review-conversation';
import { queryKeys, useQuery } from '../../../lib/query';

const who = (thread: UnreadThread) => (thread.pupil ? fullName(thread.pupil) : 'Ученик');

/**
 * Pupils' answers the teacher has not read: each read and answered here, in the queue («Прочитать и
 * ответить»), or on the pupil's page. An opened thread stays open once read (reading marks it read,
 * so it leaves the unread list) until «Свернуть».
 */
export function UnreadThreads() {
  const unread = useQuery({ queryKey: queryKeys.review.unread, queryFn: ({ signal }) => getUnreadThreads(signal) });
  const [opened, setOpened] = useState<UnreadThread>();
  const threads = (unread.data ?? []).filter((thread) => thread.submissionId !== opened?.submissionId);
  if (threads.length === 0 && !opened) return null;
  return (
    <section className="unread-threads" aria-labelledby="unread-threads-title">
      <h2 id="unread-threads-title">Новые ответы учеников</h2>
      {opened && (
        <div className="unread-threads__open" aria-label={`Переписка: ${who(opened)}, №${opened.projectId}`} role="region">
          <p>
            <strong>
              {who(opened)} — №{opened.projectId} {opened.projectTitle}
            </strong>{' '}
            <button type="button" className="button button--ghost button--small" onClick={() => setOpened(undefined)}>
              Свернуть
            </button>
          </p>
          <SubmissionThread submissionId={opened.submissionId} placeholder={TEACHER_REPLY_HINT} />
        </div>
      )}
      {threads.length > 0 && (
        <ul>
          {threads.map((thread) => (
            <li key={thread.submissionId}>
              <Link to={thread.pupil ? pupilPath(thread.pupil.id, thread.submissionId) : '#'}>
                {who(thread)} — №{thread.projectId} {thread.projectTitle}
              </Link>
              : «{thread.last.text}»
              <button type="button" className="button button--secondary button--small" onClick={() => setOpened(thread)}>
                Прочитать и ответить
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
