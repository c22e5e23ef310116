import { Link } from 'react-router-dom';
import { PATHS } from '../../../../domain/paths';

/** All projects, cheat-sheet, project number. */
export function GuideCrumbs({ id }: { id?: number }) {
  return (
    <nav aria-label="Навигация">
      <ol className="crumbs">
        <li>
          <Link to={PATHS.projects}>Все проекты</Link>
        </li>
        <li>
          <Link to={PATHS.cheatSheet}>Шпора</Link>
        </li>
        <li aria-current="page">{id ? `Проект №${id}` : 'Проект'}</li>
      </ol>
    </nav>
  );
}
