import { Link } from 'react-router-dom';
import { PROJECT_COUNT } from '../../../../domain/ids';
import { PATHS } from '../../../../domain/paths';
import './guides.css';

/** The fallback page for project ids outside 1–15. */
export function GuideNotFound() {
  return (
    <section className="card card--center">
      <h2>Такого проекта нет</h2>
      <p>Проекты пронумерованы от 1 до {PROJECT_COUNT}. Выбери любой из списка.</p>
      <Link className="button button--primary" to={PATHS.projects}>
        Все проекты
      </Link>
    </section>
  );
}
