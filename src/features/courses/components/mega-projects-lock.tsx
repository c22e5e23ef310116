import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import '../../../components/placeholder/placeholder.css';
import { LEVEL_NAMES, MEGA_PROJECTS_LEVEL } from '../../../domain/constants';
import { PATHS } from '../../../domain/paths';

/** What a pupil below level 4 sees instead of the mega-projects: how to get there. */
export function MegaProjectsLock() {
  return (
    <section className="placeholder">
      <div className="placeholder__icon">
        <Icon name="lock" size={56} />
      </div>
      <h2 className="placeholder__title">Мега-проекты — для избранных</h2>
      <p className="placeholder__text">
        Они открываются с {MEGA_PROJECTS_LEVEL} уровня ({LEVEL_NAMES[MEGA_PROJECTS_LEVEL]}). Собирай проекты, копи алмазы и
        поднимай уровень!
      </p>
      <Link className="button button--primary" to={PATHS.projects}>
        К проектам
      </Link>
    </section>
  );
}
