import { monthOf, monthStartOf, MONTH_LEADERS, nextMonth, type HistoryEntry, type MonthStatsReply } from '../../domain/standing';
import type { DB } from '../db/database';
import { leadersRepository } from '../db/repositories/leaders';
import { submissionsRepository } from '../db/repositories/submissions';
import type { UserRow } from '../db/schema';
import { isRanked, leader, placed } from './leaderboard';
import { settleFinishedMonths } from './standing';

// The monthly rating battle as pupils see it: this month so far, and the finished months
// (docs/decisions/0080-leaderboard-contents.md and
// docs/decisions/0078-the-battles-month-and-its-history.md; months are settled in services/standing.ts).

/** This month's battle: its leaders, the viewer's own monthly place and figures, and when it ends. */
export async function monthStats(db: DB, viewer: UserRow, now: number): Promise<MonthStatsReply> {
  const month = monthOf(now);
  const since = monthStartOf(month);
  const endsAt = monthStartOf(nextMonth(month));
  const leaders = leadersRepository(db);
  // Staff are not in the battle: no place, whatever their own rating.
  const [top, mine, approvedProjects] = await Promise.all([
    leaders.monthTop(month, MONTH_LEADERS),
    isRanked(viewer) ? leaders.monthOf(viewer.id, month) : undefined,
    submissionsRepository(db).reviewedSince('approved', since, viewer.id),
  ]);
  const place = mine ? await leaders.monthPlaceOf(month, mine) : null;
  return {
    month,
    endsAt,
    leaders: top.map((standing, i) => leader(standing, i + 1, viewer.id)),
    me: { place, monthRating: mine?.rating ?? 0, approvedProjects },
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
