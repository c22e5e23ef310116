import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { Placeholder } from '../../../components/placeholder/placeholder';
import { LEVEL_NAMES } from '../../../domain/constants';
import { useSession } from '../../../stores/session';

/** Mega-projects are for the chosen: pupils from level 4 (Платина), as secret courses are (SPEC §1). */
export const MEGA_PROJECTS_LEVEL = 4;

export function MegaProjectsPage() {
  const level = useSession((s) => s.profile?.level ?? 0);
  if (level >= MEGA_PROJECTS_LEVEL) return <Placeholder title="Мега-проекты" />;
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
      <Link className="button button--primary" to="/main/projects">
        К проектам
      </Link>
    </section>
  );
}
