import { Link } from 'react-router-dom';
import { pupilPath } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { getConsentsWaiting } from '../api/classes-api';
import { consentNote, fullName } from '../model/matrix';
import './class-matrix.css';

/**
 * The teacher's home: pupils of their classes whose parent has not agreed yet or withdrew consent,
 * each opening the pupil's page (where a paper consent is recorded).
 */
export function ConsentsWaiting() {
  const waiting = useQuery({ queryKey: queryKeys.classes.consentsWaiting, queryFn: ({ signal }) => getConsentsWaiting(signal) }).data;
  if (!waiting) return null;
  return (
    <section className="card consents-waiting" aria-labelledby="consents-waiting-title">
      <h3 id="consents-waiting-title">Согласия родителей: {waiting.length === 0 ? 'все на месте' : `ждут ${waiting.length}`}</h3>
      {waiting.length > 0 && (
        <ul>
          {waiting.map((row) => (
            <li key={row.pupil.id}>
              <Link to={pupilPath(row.pupil.id)}>{fullName(row.pupil)}</Link>
              <span className="consents-waiting__class"> · {row.className} · </span>
              <span className={`matrix__consent matrix__consent--${row.state}`}>{consentNote(row.state)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
