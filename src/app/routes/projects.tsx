import { projects } from '../../content/projects';
import { BuildProgressTag } from '../../features/guides/components/build-progress-tag';
import { ProjectCards } from '../../features/guides/components/project-cards';
import { useAllBuildProgress } from '../../features/guides/hooks/use-build-progress';
import { PrintLink } from '../../features/print/components/print-link';
import { ProjectStatusTag } from '../../features/submission/components/project-status-tag';
import { useProjectStatuses } from '../../features/submission/hooks/use-project-statuses';
import type { SubmissionStatus } from '../../../domain/submission';

/** A card's button by what is known of the project: nothing left to build once it is sent or accepted. */
const ACTIONS: Partial<Record<SubmissionStatus, string>> = { pending: 'Посмотреть', approved: 'Посмотреть', returned: 'Доделать' };

export function Component() {
  const statuses = useProjectStatuses();
  const progress = useAllBuildProgress();
  return (
    <div className="projects">
      <p className="page__lead">Выбери проект, собери его по шагам, сфотографируй — и получи награду.</p>
      <ProjectCards
        action={(id) => {
          const status = statuses[id];
          return (status && ACTIONS[status]) ?? (progress.has(id) ? 'Продолжить' : 'Начать');
        }}
        extra={(id) => (
          <>
            <ProjectStatusTag status={statuses[id]} />
            <BuildProgressTag record={progress.get(id)} />
            <PrintLink projectId={id} title={projects.find((p) => p.id === id)?.title ?? ''} />
          </>
        )}
      />
    </div>
  );
}
