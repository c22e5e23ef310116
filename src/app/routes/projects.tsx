import { ProjectCards } from '../../features/guides/components/project-cards';

export function Component() {
  return (
    <div className="projects">
      <p className="page__lead">Выбери проект, собери его по шагам, сфотографируй — и получи награду.</p>
      <ProjectCards />
    </div>
  );
}
