import { Link } from 'react-router-dom';
import { getUnreadThreads } from '../../../components/submission-thread/thread-api';
import { PATHS } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { usePendingCount } from '../hooks/use-queue';
import { useTaskCount } from './task-queue';
import './review-waiting.css';

/** The teacher's home: how much waits in the review page — works, tasks, pupils' answers — each a link there. */
export function ReviewWaiting() {
  const works = usePendingCount();
  const tasks = useTaskCount();
  const answers = useQuery({ queryKey: queryKeys.review.unread, queryFn: ({ signal }) => getUnreadThreads(signal) }).data?.length;
  const rows = [
    { label: 'Работы на проверке', count: works, to: PATHS.review },
    { label: 'Задачи на проверке', count: tasks, to: `${PATHS.review}?tab=tasks` },
    { label: 'Ответы учеников', count: answers, to: PATHS.review },
  ];
  return (
    <ul className="review-waiting">
      {rows.map((row) => (
        <li key={row.label}>
          <Link to={row.to} className={`review-waiting__item${row.count ? ' review-waiting__item--some' : ''}`}>
            {row.label}: {row.count ?? '…'}
          </Link>
        </li>
      ))}
    </ul>
  );
}
