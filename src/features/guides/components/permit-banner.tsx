import { Link } from 'react-router-dom';
import type { Guide } from '../../../content/types';
import { SOLDERING_LESSON_ID, type SolderingPermit } from '../../../../domain/club';
import { lessonPath } from '../../../../domain/paths';
import { api, call } from '../../../lib/api-client';
import { queryKeys, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';

// Before the steps of a guide that needs the soldering iron: what to do until the pupil holds
// «Допуск к пайке» (docs/decisions/0211-the-soldering-permit.md), where its late arrival moves
// nothing on the first screen (docs/decisions/0297-the-permit-banner-waits-before-the-steps.md).
// Never a lock: the guide stays readable, at home with a parent and offline. Without a sure answer
// (offline, an error, still loading) it says nothing rather than something wrong; staff and
// parents never see it.

const getOwnPermit = (signal?: AbortSignal) =>
  call(async () => (await api.get('users/learning/soldering-permit', { signal }).json<{ data: SolderingPermit }>()).data);

export function PermitBanner({ guide }: { guide: Guide }) {
  const pupil = useOwnProfile()?.role === 'pupil';
  const needsIron = guide.tools.includes('soldering-iron');
  const permit = useQuery({
    queryKey: queryKeys.permit.own,
    queryFn: ({ signal }) => getOwnPermit(signal),
    enabled: pupil && needsIron,
  });
  if (!pupil || !needsIron || !permit.data || permit.data.granted) return null;
  return (
    <aside className="permit-banner" aria-labelledby="permit-banner-title">
      <h3 id="permit-banner-title">Здесь нужен паяльник</h3>
      <p>
        {permit.data.lessonPassed
          ? 'Урок «Паяльник без ожогов» ты уже прошёл. Теперь покажи учителю, как держишь паяльник, — он выдаст допуск к пайке.'
          : 'Сначала пройди урок «Паяльник без ожогов» и покажи учителю, как держишь паяльник — он выдаст допуск к пайке.'}{' '}
        А пока паяй только вместе со взрослым.
      </p>
      {!permit.data.lessonPassed && (
        <Link className="button button--primary button--small" to={lessonPath(SOLDERING_LESSON_ID)}>
          Открыть урок
        </Link>
      )}
    </aside>
  );
}
