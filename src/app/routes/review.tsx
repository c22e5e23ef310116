import { useSearchParams } from 'react-router-dom';
import { ReviewQueue } from '../../features/review/components/review-queue';
import { ReviewTabs } from '../../features/review/components/review-tabs';
import { TaskQueue } from '../../features/review/components/task-queue';

/** /main/review: the projects' photos, and beside them (`?tab=tasks`) the solutions of the lessons' tasks. */
export function Component() {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'tasks' ? 'tasks' : 'works';
  return (
    <>
      <ReviewTabs current={tab} />
      {tab === 'tasks' ? <TaskQueue /> : <ReviewQueue />}
    </>
  );
}
