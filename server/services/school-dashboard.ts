import type { Dashboard } from '../../domain/review';
import { monthOf } from '../../domain/standing';
import type { DB } from '../db/database';
import { familiesRepository } from '../db/repositories/families';
import { leadersRepository } from '../db/repositories/leaders';
import { schoolCountsRepository } from '../db/repositories/school-counts';
import { submissionsRepository } from '../db/repositories/submissions';
import { usersRepository } from '../db/repositories/users';
import { mailState } from './outbox';

// The admin's summary of the school. "This month" is the rating battle's calendar month in UTC.
// Every figure is a kept counter or an index range, never a count of the school's rows, so it
// is read afresh on every request, no cache (docs/decisions/0155-maintained-aggregates-for-boards-and-counts.md).

const DAY = 24 * 60 * 60;
const TOP_PUPILS = 5;

/** Who is in the school, the work waiting and done this month, the diamonds' flow, the month's best pupils, the letters that do not go. */
export async function schoolDashboard(db: DB, now: number): Promise<Dashboard> {
  const month = monthOf(now);
  const users = usersRepository(db);
  const counts = schoolCountsRepository(db);
  const [usersByRole, newThisWeek, pending, approvedThisMonth, returnedThisMonth, flow, top, pendingConsents, mail] = await Promise.all([
    users.countByRole(),
    users.countSince(now - 7 * DAY),
    submissionsRepository(db).pendingCount(),
    counts.reviewedIn('approved', month),
    counts.reviewedIn('returned', month),
    counts.diamondFlow(month),
    leadersRepository(db).monthTop(month, TOP_PUPILS),
    familiesRepository(db).pendingCount(),
    mailState(db, now),
  ]);
  return {
    usersByRole,
    pendingConsents,
    newThisWeek,
    submissions: { pending, approvedThisMonth, returnedThisMonth },
    diamonds: { creditedThisMonth: flow.credited, spentThisMonth: flow.spent },
    topPupils: top.map((pupil) => ({ id: pupil.id, firstName: pupil.firstName, photo: pupil.photo, level: pupil.level, role: 'pupil' as const, monthRating: pupil.rating })),
    mail,
  };
}
