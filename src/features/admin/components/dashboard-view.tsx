import { Loader } from '../../../components/loader/loader';
import { queryKeys, useQuery } from '../../../lib/query';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { plural, type PluralForms } from '../../../../domain/plural';
import { getDashboard } from '../api/get-dashboard';
import './admin.css';

const forms = (one: string, few: string, many: string): PluralForms => ({ one, few, many });

/** Each figure's words, agreeing with its number: «1 Учитель», «3 Учителя», «5 Учителей». */
const LABELS = {
  pupils: forms('Ученик', 'Ученика', 'Учеников'),
  teachers: forms('Учитель', 'Учителя', 'Учителей'),
  admins: forms('Администратор', 'Администратора', 'Администраторов'),
  parents: forms('Родитель', 'Родителя', 'Родителей'),
  pendingConsents: forms('Ждёт согласия родителей', 'Ждут согласия родителей', 'Ждут согласия родителей'),
  newThisWeek: forms('Новый за неделю', 'Новых за неделю', 'Новых за неделю'),
  pending: forms('Ждёт проверки', 'Ждут проверки', 'Ждут проверки'),
  approved: forms('Принята за месяц', 'Принято за месяц', 'Принято за месяц'),
  returned: forms('Возвращена за месяц', 'Возвращено за месяц', 'Возвращено за месяц'),
  credited: forms('Алмаз начислен за месяц', 'Алмаза начислено за месяц', 'Алмазов начислено за месяц'),
  spent: forms('Алмаз потрачен за месяц', 'Алмаза потрачено за месяц', 'Алмазов потрачено за месяц'),
} as const;

/** The admin's overview of the school: people, work and diamonds this month, the month's best. */
export function DashboardView() {
  const { data: dashboard, error } = useQuery({ queryKey: queryKeys.admin.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
  if (!dashboard) return error ? <p role="alert">{error.message}</p> : <Loader size="small" />;
  const { usersByRole, newThisWeek, submissions, diamonds, topPupils, pendingConsents, mail } = dashboard;
  const figures: [keyof typeof LABELS, number][] = [
    ['pupils', usersByRole.pupil],
    ['teachers', usersByRole.teacher],
    ['admins', usersByRole.admin],
    ['parents', usersByRole.parent],
    ['pendingConsents', pendingConsents],
    ['newThisWeek', newThisWeek],
    ['pending', submissions.pending],
    ['approved', submissions.approvedThisMonth],
    ['returned', submissions.returnedThisMonth],
    ['credited', diamonds.creditedThisMonth],
    ['spent', diamonds.spentThisMonth],
  ];
  return (
    <section className="dashboard" aria-label="Сводка">
      {mail.failing > 0 && (
        // Reset and consent letters wait while the school's mail is broken: the admin is the one who can mend it.
        <p className="dashboard__alert" role="alert">
          Письма не уходят: {mail.failing} — проверьте SMTP
        </p>
      )}
      <ul className="dashboard__figures">
        {figures.map(([figure, value]) => (
          <li key={figure}>
            <span className="dashboard__value">{value}</span>
            <span className="dashboard__label">{plural(value, LABELS[figure])}</span>
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
