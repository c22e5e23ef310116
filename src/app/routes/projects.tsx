import { ProjectCards } from '../../features/guides/components/project-cards';
import { ProjectStatusTag } from '../../features/submission/components/project-status-tag';
import { useProjectStatuses } from '../../features/submission/hooks/use-project-statuses';

export function Component() {
  const statuses = useProjectStatuses();
  return (
    <div className="projects">
      <p className="page__lead">Выбери проект, собери его по шагам, сфотографируй — и получи награду.</p>
      <ProjectCards extra={(id) => <ProjectStatusTag status={statuses[id]} />} />
    </div>
  );
}
