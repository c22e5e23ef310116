import { Loader } from '../../../components/loader/loader';
import { toApiError } from '../../../lib/api-client';
import { queryKeys, useQuery } from '../../../lib/query';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { getDashboard } from '../api/get-dashboard';
import './admin.css';

/** The admin's overview of the school: people, work and diamonds this month, the month's best. */
export function DashboardView() {
  const { data: dashboard, error } = useQuery({ queryKey: queryKeys.admin.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
  if (!dashboard) return error ? <p role="alert">{toApiError(error).message}</p> : <Loader size="small" />;
  const { usersByRole, newThisWeek, submissions, diamonds, topPupils, pendingConsents } = dashboard;
  const figures: [string, number][] = [
    ['Учеников', usersByRole.pupil],
    ['Учителей', usersByRole.teacher],
    ['Администраторов', usersByRole.admin],
    ['Родителей', usersByRole.parent],
    ['Ждут согласия родителей', pendingConsents],
    ['Новых за неделю', newThisWeek],
    ['Ждут проверки', submissions.pending],
    ['Принято за месяц', submissions.approvedThisMonth],
    ['Возвращено за месяц', submissions.returnedThisMonth],
    ['Алмазов начислено за месяц', diamonds.creditedThisMonth],
    ['Алмазов потрачено за месяц', diamonds.spentThisMonth],
  ];
  return (
    <section className="dashboard" aria-label="Сводка">
      <ul className="dashboard__figures">
        {figures.map(([label, value]) => (
          <li key={label}>
            <span className="dashboard__value">{value}</span>
            <span className="dashboard__label">{label}</span>
          </li>
        ))}
      </ul>
      <h2>Лучшие ученики месяца</h2>
      {topPupils.length === 0 ? (
        <p>В этом месяце рейтинг ещё никто не заработал.</p>
      ) : (
        <ol className="dashboard__top">
          {topPupils.map((pupil) => (
            <li key={pupil.id}>
              <img className="avatar" src={avatarUrl(pupil.photo)} alt="" width="32" height="32" onError={showDefaultAvatar} />
              <span>{pupil.firstName}</span>
              <strong>{pupil.monthRating}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
