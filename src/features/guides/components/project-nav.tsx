import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { PROJECT_COUNT } from '../../../../domain/ids';
import { PATHS, projectPath } from '../../../../domain/paths';

/** Previous (when id > 1), all projects, next (when id < 15). */
export function ProjectNav({ id }: { id: number }) {
  return (
    <nav className="project-nav" aria-label="Другие проекты">
      {id > 1 ? (
        <Link className="button button--secondary project-nav__prev" to={projectPath(id - 1)} rel="prev" aria-label="Предыдущий проект">
          <Icon name="arrowLeft" size={18} />
          <span className="project-nav__label">Предыдущий</span>
        </Link>
      ) : (
        <span />
      )}
      <Link className="button button--secondary" to={PATHS.projects}>
        <Icon name="grid" size={18} />
        Все проекты
      </Link>
      {id < PROJECT_COUNT ? (
        <Link className="button button--secondary project-nav__next" to={projectPath(id + 1)} rel="next" aria-label="Следующий проект">
          <span className="project-nav__label">Следующий</span>
          <Icon name="arrowRight" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
