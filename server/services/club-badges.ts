import type { DB } from '../db/database';
import { awardBadges } from './badges';

// The one place the club's events (a permit, a meeting, an accepted task) ask for the badges they
// may have earned, in their own transaction (docs/decisions/0206-badges-earned-once-by-rules.md).
export async function afterClubEvent(db: DB, userId: number, now: number): Promise<void> {
  await awardBadges(db, userId, now);
}
