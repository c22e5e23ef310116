import type { Leader } from '../../../../domain/standing';
import { Avatar } from '../../../components/avatar/avatar';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { queryKeys, useQuery } from '../../../lib/query';
import { getTop3 } from '../api/standing-api';
import { LeaderName } from './leader-name';

// Second, first, third: the first place stands in the middle and highest.
const ORDER = [1, 0, 2];

/** The three best by rating of all time, on a podium. */
export function Podium() {
  const { data: top, isError } = useQuery({ queryKey: queryKeys.rating.top3, queryFn: ({ signal }) => getTop3(signal) });
  // Nobody stands on the podium with 0 rating: a fresh class would otherwise put two 0s on places 1–2.
  const standing = top?.data.filter((leader) => leader.rating > 0);
  return (
    <section className="card podium-card" aria-labelledby="podium-title">
      <h2 id="podium-title" className="progress__title">
        <Icon name="trophy" size={24} /> Лучшие за всё время
      </h2>
      {!top && !isError && <Loader text="Загружаем..." />}
      {!top && isError && <p className="progress__note">Не удалось загрузить лучших. Попробуй позже.</p>}
      {standing?.length === 0 && <p className="progress__note">Пока никто не набрал рейтинг. Стань первым!</p>}
      {standing && standing.length > 0 && <Steps leaders={standing} />}
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
