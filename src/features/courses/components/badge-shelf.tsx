import { Icon } from '../../../components/icon/icon';
import { BADGES } from '../../../../domain/lessons';
import { useBadgeCatalog, useEarnedBadges } from '../hooks/use-badges';
import './courses.css';

const dateOf = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The pupil's badges (lessons, projects, tasks, the club): the earned ones first, with when, then
 * the rest of the catalogue greyed with what earns them. Without the server's catalogue the app's
 * own list stands in (domain/lessons.ts, BADGES).
 */
export function BadgeShelf() {
  const earned = useEarnedBadges();
  const catalog = useBadgeCatalog();
  if (!earned.data) {
    return earned.isError ? <p className="medals__empty">Не удалось загрузить значки. Попробуй позже.</p> : null;
  }
  const all = catalog.data ?? BADGES;
  const mine = new Set(earned.data.map((badge) => badge.id));
  const rest = all.filter((badge) => !mine.has(badge.id));
  return (
    <div className="badges" aria-labelledby="badges-title">
      <h3 id="badges-title" className="badges__title">
        Значки за учёбу
      </h3>
      {earned.data.length === 0 && <p className="medals__empty">Пока ни одного — пройди урок, и первый значок твой.</p>}
      <ul className="badges__list" hidden={earned.data.length === 0}>
        {earned.data.map((badge) => (
          <li key={badge.id} className="badge badge--earned">
            <span className="badge__icon" aria-hidden="true">
              <Icon name="trophy" size={26} />
            </span>
            <span className="badge__text">
              <span className="badge__title">{badge.title}</span>
              <span className="badge__note">Получен {dateOf(badge.earnedAt)}</span>
            </span>
          </li>
        ))}
      </ul>
      {rest.length > 0 && <h4 className="badges__subtitle">Ещё можно получить</h4>}
      <ul className="badges__list">
        {rest.map((badge) => (
          <li key={badge.id} className="badge badge--locked">
            <span className="badge__icon" aria-hidden="true">
              <Icon name="lock" size={22} />
            </span>
            <span className="badge__text">
              <span className="badge__title">{badge.title}</span>
              <span className="badge__note">{badge.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
