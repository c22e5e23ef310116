import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { countOf, DAYS } from '../../../../domain/plural';
import { monthTitle, type MonthStatsReply } from '../../../../domain/standing';
import { queryKeys, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { getMonthStats } from '../api/standing-api';
import { LeaderName } from './leader-name';

const DAY = 86_400;
export const STAFF_BATTLE_NOTE = 'В битве участвуют только ученики: у учителей и администраторов места нет.';

function daysLeft(endsAt: number, now = Date.now() / 1000): string {
  const days = Math.max(0, Math.ceil((endsAt - now) / DAY));
  if (days <= 1) return 'Битва заканчивается сегодня';
  return `До конца битвы ${countOf(days, DAYS)}`;
}

/** This month's rating battle: the leaders so far and how the pupil is doing. */
export function MonthStats() {
  const { data: stats, isError } = useQuery({ queryKey: queryKeys.rating.monthStats, queryFn: ({ signal }) => getMonthStats(signal) });
  return (
    <section className="card month-stats" aria-labelledby="month-stats-title">
      {stats ? (
        <Stats stats={stats} />
      ) : isError ? (
        <p className="progress__note">Не удалось загрузить битву месяца. Попробуй позже.</p>
      ) : (
        <Loader text="Загружаем битву месяца..." />
      )}
    </section>
  );
}

function Stats({ stats }: { stats: MonthStatsReply }) {
  // Teachers and admins are not in the battle (the server gives them no place): no «Твоё место».
  const role = useOwnProfile()?.role;
  const staff = role !== undefined && role !== 'pupil';
  return (
    <>
      <h2 id="month-stats-title" className="progress__title">
        <Icon name="flame" size={24} /> Битва рейтингов: {monthTitle(stats.month)}
      </h2>
      <p className="progress__note">{daysLeft(stats.endsAt)}. Трое лучших по рейтингу за месяц получат медали.</p>
      {staff ? (
        <p className="progress__note">{STAFF_BATTLE_NOTE}</p>
      ) : (
        <dl className="month-stats__me">
          <div>
            <dt>Твоё место</dt>
            <dd>{stats.me.place ?? '—'}</dd>
          </div>
          <div>
            <dt>Рейтинг за месяц</dt>
            <dd>{stats.me.monthRating}</dd>
          </div>
          <div>
            <dt>Проектов принято</dt>
            <dd>{stats.me.approvedProjects}</dd>
          </div>
        </dl>
      )}
      {stats.leaders.length === 0 ? (
        <p className="progress__note">В этом месяце рейтинг ещё никто не получил. Отправь проект первым!</p>
      ) : (
        <ol className="leaders">
          {stats.leaders.map((leader) => (
            <li key={leader.place} className={`leaders__row${leader.isMe ? ' is-me' : ''}`} aria-current={leader.isMe ? 'true' : undefined}>
              <span className="leaders__place">{leader.place}</span>
              <LeaderName person={leader} size={36} />
              <span className="leaders__rating">
                +{leader.rating} <Icon name="star" size={16} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
