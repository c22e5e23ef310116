import { monthOf, monthStartOf, MONTH_LEADERS, nextMonth, type HistoryEntry, type MonthStatsReply } from '../../src/domain/progress';
import type { DB } from '../db/database';
import { leadersRepository } from '../db/repositories/leaders';
import { submissionsRepository } from '../db/repositories/submissions';
import type { UserRow } from '../db/schema';
import { isRanked, leader, placed } from './leaderboard';
import { settleFinishedMonths } from './progress';

// The monthly rating battle as pupils see it: this month so far, and the finished months
// (docs/decisions/0080-leaderboard-contents.md and
// docs/decisions/0078-the-battles-month-and-its-history.md; months are settled in services/progress.ts).

/** This month's battle: its leaders, the viewer's own monthly place and figures, and when it ends. */
export async function monthStats(db: DB, viewer: UserRow, now: number): Promise<MonthStatsReply> {
  const month = monthOf(now);
  const since = monthStartOf(month);
  const endsAt = monthStartOf(nextMonth(month));
  const [standings, approvedProjects] = await Promise.all([
    leadersRepository(db).month(since, endsAt),
    submissionsRepository(db).reviewedSince('approved', since, viewer.id),
  ]);
  // Staff are not in the battle: no place, whatever their own rating.
  const index = isRanked(viewer) ? standings.findIndex((standing) => standing.id === viewer.id) : -1;
  return {
    month,
    endsAt,
    leaders: standings.slice(0, MONTH_LEADERS).map((standing, i) => leader(standing, i + 1, viewer.id)),
    me: { place: index === -1 ? null : index + 1, monthRating: index === -1 ? 0 : standings[index]!.rating, approvedProjects },
  };
}

/**
 * The podiums of the finished months, newest first, with names and frames as they are now.
 * Months that ended since the last look are written first, once (`settleFinishedMonths`).
 */
export async function battleHistory(db: DB, viewer: UserRow, now: number): Promise<HistoryEntry[]> {
  await settleFinishedMonths(db, now);
  const leaders = leadersRepository(db);
  const rows = await leaders.history();
  const people = await leaders.people(rows.flatMap((row) => [row.first_user_id, row.second_user_id, row.third_user_id].filter((id) => id !== null)));
  const at = (id: number | null, rating: number | null) => placed(id === null ? undefined : people.get(id), rating, viewer.id);
  return rows.map((row) => ({
    date: row.month,
    firstPlace: at(row.first_user_id, row.first_rating),
    secondPlace: at(row.second_user_id, row.second_rating),
    thirdPlace: at(row.third_user_id, row.third_rating),
  }));
}
