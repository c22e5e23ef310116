import { ConsentNotice } from '../../components/consent-notice/consent-notice';
import { PeopleSearch } from '../../features/people/components/people-search';
import { Leaderboard } from '../../features/standing/components/leaderboard';
import { LeadersHistory } from '../../features/standing/components/leaders-history';
import { MonthStats } from '../../features/standing/components/month-stats';
import { Podium } from '../../features/standing/components/podium';
import { VisibilityToggle } from '../../features/standing/components/visibility-toggle';

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
