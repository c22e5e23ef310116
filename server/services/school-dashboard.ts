import type { Dashboard } from '../../src/domain/review';
import { monthOf, monthStartOf } from '../../src/domain/progress';
import type { DB } from '../db/database';
import { ledgerRepository } from '../db/repositories/ledger';
import { submissionsRepository } from '../db/repositories/submissions';
import { usersRepository } from '../db/repositories/users';

// The admin's summary of the school. "This month" is the rating battle's calendar month in UTC.

const DAY = 24 * 60 * 60;
const TOP_PUPILS = 5;

/** Who is in the school, the work waiting and done this month, the diamonds' flow, the month's best pupils. */
export async function schoolDashboard(db: DB, now: number): Promise<Dashboard> {
  const month = monthStartOf(monthOf(now));
  const users = usersRepository(db);
  const submissions = submissionsRepository(db);
  const ledger = ledgerRepository(db);
  const [usersByRole, newThisWeek, pending, approvedThisMonth, returnedThisMonth, flow, topPupils] = await Promise.all([
    users.countByRole(),
    users.countSince(now - 7 * DAY),
    submissions.pendingCount(),
    submissions.reviewedSince('approved', month),
    submissions.reviewedSince('returned', month),
    ledger.diamondFlowSince(month),
    ledger.topRatingSince(month, TOP_PUPILS),
  ]);
  return {
    usersByRole,
    newThisWeek,
    submissions: { pending, approvedThisMonth, returnedThisMonth },
    diamonds: { creditedThisMonth: flow.credited, spentThisMonth: flow.spent },
    topPupils,
  };
}
