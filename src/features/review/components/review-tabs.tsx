import { Link } from 'react-router-dom';
import { PATHS } from '../../../../domain/paths';
import { usePendingCount } from '../hooks/use-queue';
import { useTaskCount } from './task-queue';
import './review.css';
import './task-queue.css';

export type ReviewTab = 'works' | 'tasks';

/** The review page's two lists: photos of projects and solutions of tasks, each with how many wait. */
export function ReviewTabs({ current }: { current: ReviewTab }) {
  const works = usePendingCount();
  const tasks = useTaskCount();
  const tabs: { tab: ReviewTab; label: string; count: number | undefined; to: string }[] = [
    { tab: 'works', label: 'Проекты', count: works, to: PATHS.review },
    { tab: 'tasks', label: 'Задачи', count: tasks, to: `${PATHS.review}?tab=tasks` },
  ];
  return (
    <nav className="tabs link-tabs review-tabs" aria-label="Что проверять">
      {tabs.map((entry) => (
        <Link
          key={entry.tab}
          to={entry.to}
          replace
          className={`tabs__tab${entry.tab === current ? ' tabs__tab--active' : ''}`}
          aria-current={entry.tab === current ? 'page' : undefined}
        >
          {entry.label}
          {entry.count ? (
            <span className="pending-badge review-tabs__count" aria-label={`ждут: ${entry.count}`}>
              {entry.count}
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
