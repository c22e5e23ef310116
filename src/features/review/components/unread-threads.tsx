import { Link } from 'react-router-dom';
import { getUnreadThreads } from '../../../components/submission-thread/thread-api';
import { pupilPath } from '../../../domain/paths';
import { fullName } from '../../../domain/review';
import { queryKeys, useQuery } from '../../../lib/query';

/** Pupils' answers the teacher has not read: each with the way to its thread on the pupil's page. */
export function UnreadThreads() {
  const unread = useQuery({ queryKey: queryKeys.review.unread, queryFn: ({ signal }) => getUnreadThreads(signal) });
  const threads = unread.data ?? [];
  if (threads.length === 0) return null;
  return (
    <section className="unread-threads" aria-labelledby="unread-threads-title">
      <h2 id="unread-threads-title">Новые ответы учеников</h2>
      <ul>
        {threads.map((thread) => {
          const who = thread.pupil ? fullName(thread.pupil) : 'Ученик';
          return (
            <li key={thread.submissionId}>
              <Link to={thread.pupil ? pupilPath(thread.pupil.id, thread.submissionId) : '#'}>
                {who} — №{thread.projectId} {thread.projectTitle}
              </Link>
              : «{thread.last.text}»
            </li>
          );
        })}
      </ul>
    </section>
  );
}
