import { Loader } from '../../../components/loader/loader';
import { monthTitle, type Placed } from '../../../../domain/standing';
import { queryKeys, useQuery } from '../../../lib/query';
import { getHistory } from '../api/standing-api';
import { LeaderName } from './leader-name';

/** Winners of the finished months' battles, newest first. */
export function LeadersHistory() {
  const { data: history, isPending } = useQuery({ queryKey: queryKeys.rating.history, queryFn: ({ signal }) => getHistory(signal) });
  if (!history || history.data.length === 0) {
    return isPending ? <Loader text="Загружаем историю..." /> : null;
  }
  return (
    <section className="card history" aria-labelledby="history-title">
      <h2 id="history-title" className="progress__title">
        Прошлые битвы
      </h2>
      <ul className="history__months">
        {history.data.map((entry) => (
          <li key={entry.date} className="history__month">
            <h3 className="history__date">{monthTitle(entry.date)}</h3>
            <ol className="history__places">
              <Place place={1} who={entry.firstPlace} />
              <Place place={2} who={entry.secondPlace} />
              <Place place={3} who={entry.thirdPlace} />
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Place({ place, who }: { place: 1 | 2 | 3; who: Placed | null }) {
  if (!who) return null;
  return (
    <li className={`history__place medal--${place}`} value={place}>
      <span className="medal__badge" aria-hidden="true">
        {place}
      </span>
      <LeaderName person={who} size={32} />
      <span className="leaders__rating">+{who.rating}</span>
    </li>
  );
}
