import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HistoryItem } from '../../../../domain/classes';
import { Loader } from '../../../components/loader/loader';
import { WorkHistory } from '../../../components/work-history/work-history';
import { PATHS } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { getMySubmissions } from '../api/my-submissions';

/** «Мои работы»: every photo the pupil sent, newest first, with what the teacher said; `actions` under each (the page composes them). */
export function MyWork({ actions }: { actions?: (item: HistoryItem) => ReactNode }) {
  const works = useQuery({ queryKey: queryKeys.myWork, queryFn: ({ signal }) => getMySubmissions(signal) });
  if (works.isError && !works.data) {
    return (
      <section className="card card--center" role="alert">
        <p>{works.error.message}</p>
        <button type="button" className="button button--secondary" onClick={() => void works.refetch()}>
          Повторить
        </button>
      </section>
    );
  }
  if (!works.data) return <Loader text="Загружаем твои работы..." />;
  return (
    <div className="my-work">
      <WorkHistory items={works.data} empty="" reviewerLabel={() => 'Учитель'} actions={actions} keepOffline />
      {works.data.length === 0 && (
        <section className="card card--center">
          <p>Здесь появятся фото проектов, которые ты отправишь учителю, и что он о них скажет.</p>
          <Link className="button button--primary" to={PATHS.projects}>
            К проектам
          </Link>
        </section>
      )}
    </div>
  );
}
