import { ConsentNotice } from '../../components/consent-notice/consent-notice';
import { PeopleSearch } from '../../features/people/components/people-search';
import { Leaderboard } from '../../features/progress/components/leaderboard';
import { LeadersHistory } from '../../features/progress/components/leaders-history';
import { MonthStats } from '../../features/progress/components/month-stats';
import { Podium } from '../../features/progress/components/podium';
import { VisibilityToggle } from '../../features/progress/components/visibility-toggle';

/** /main/rating «Рейтинг»: this month's battle, the podium, the table, «Найти ученика», past battles, and who may see me. */
export function Component() {
  // After the pupil hides or shows themself, the lists are fetched again (the toggle invalidates them).
  return (
    <div className="page rating-page">
      <h1 className="visually-hidden">Рейтинг</h1>
      <ConsentNotice topic="rating" />
      <MonthStats />
      <Podium />
      <Leaderboard />
      <PeopleSearch />
      <LeadersHistory />
      <VisibilityToggle />
    </div>
  );
}
