import type { Leader } from '../../../domain/progress';
import { Avatar } from '../../../components/avatar/avatar';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { getTop3 } from '../api/progress-api';
import { useRequest } from '../hooks/use-request';
import { LeaderName } from './leader-name';

// Second, first, third: the first place stands in the middle and highest.
const ORDER = [1, 0, 2];

/** The three best by rating of all time, on a podium. */
export function Podium() {
  const { state } = useRequest('top3', getTop3);
  return (
    <section className="card podium-card" aria-labelledby="podium-title">
      <h2 id="podium-title" className="progress__title">
        <Icon name="trophy" size={24} /> Лучшие за всё время
      </h2>
      {state.kind === 'loading' && <Loader text="Загружаем..." />}
      {state.kind === 'error' && <p className="progress__note">Не удалось загрузить лучших. Попробуй позже.</p>}
      {state.kind === 'ready' && state.value.data.length === 0 && <p className="progress__note">Пока никто не набрал рейтинг. Стань первым!</p>}
      {state.kind === 'ready' && state.value.data.length > 0 && <Steps leaders={state.value.data} />}
    </section>
  );
}

function Steps({ leaders }: { leaders: Leader[] }) {
  return (
    <ol className="podium">
      {ORDER.map((index) => leaders[index]).map(
        (leader) =>
          leader && (
            <li key={leader.place} className={`podium__step podium__step--${leader.place}${leader.isMe ? ' is-me' : ''}`} value={leader.place}>
              <span className="podium__who">
                <Avatar photo={leader.photo || undefined} level={leader.level} size={leader.place === 1 ? 72 : 56} />
                <span className="podium__name">
                  <LeaderName person={leader} avatar={false} />
                </span>
                <span className="podium__rating">
                  <Icon name="star" size={16} /> {leader.rating}
                </span>
              </span>
              <span className="podium__block" aria-hidden="true">
                {leader.place}
              </span>
              <span className="visually-hidden">{leader.place} место</span>
            </li>
          ),
      )}
    </ol>
  );
}
