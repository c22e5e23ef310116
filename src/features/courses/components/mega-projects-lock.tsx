import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import '../../../components/placeholder/placeholder.css';
import { LEVEL_NAMES, levelName, LEVEL_PRICES, MEGA_PROJECTS_LEVEL } from '../../../../domain/constants';
import { PATHS } from '../../../../domain/paths';
import { countOf, DIAMONDS } from '../../../../domain/plural';
import { useOwnProfile } from '../../../stores/own-profile';

/** What a pupil below level 4 sees instead of the mega-projects: what they are and how to get there. */
export function MegaProjectsLock() {
  const level = useOwnProfile()?.level ?? 0;
  const next = Math.min(level + 1, MEGA_PROJECTS_LEVEL) as keyof typeof LEVEL_PRICES;
  return (
    <section className="placeholder">
      <div className="placeholder__icon">
        <Icon name="lock" size={56} />
      </div>
      <h2 className="placeholder__title">Мега-проекты откроются на уровне {MEGA_PROJECTS_LEVEL}</h2>
      <p className="placeholder__text">
        Мега-проект — это два собранных проекта, соединённые в одно устройство: например, сигнализация с мигалкой или радио с подсветкой. Они и секретный курс
        открываются с уровня {MEGA_PROJECTS_LEVEL} — «{LEVEL_NAMES[MEGA_PROJECTS_LEVEL]}». Сейчас у тебя «{levelName(level)}».
      </p>
      <p className="placeholder__text">
        Следующий уровень стоит {countOf(LEVEL_PRICES[next], DIAMONDS)}. Алмазы дают за проекты, уроки, задачи и занятия в кружке.
      </p>
      <Link className="button button--primary" to={PATHS.myLevel}>
        Как поднять уровень
      </Link>
    </section>
  );
}
