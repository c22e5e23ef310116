import type { DB } from '../db/database';
import { attendanceRepository } from '../db/repositories/attendance';
import { learningRepository } from '../db/repositories/learning';
import { solderingPermitsRepository } from '../db/repositories/soldering-permits';

// What the club's in-person side knows about a pupil — the teacher's soldering permit
// (docs/decisions/0211-the-soldering-permit.md), meetings attended (0212), text tasks accepted
// (0210) — as the badges (server/services/badges.ts) and the class's lessons report
// (server/services/lessons.ts) read it: the one place those tables are read for them
// (docs/decisions/0206-badges-earned-once-by-rules.md).

export interface ClubFacts {
  solderingPermit: boolean;
  /** In-person meetings attended. */
  meetings: number;
  /** Different text tasks whose solution a teacher accepted. */
  acceptedTasks: number;
}

export async function clubFacts(db: DB, userId: number): Promise<ClubFacts> {
  const [permit, meetings, acceptedTasks] = await Promise.all([
    solderingPermitsRepository(db).find(userId),
    attendanceRepository(db).count(userId),
    learningRepository(db).acceptedTaskCount(userId),
  ]);
  return { solderingPermit: permit !== undefined, meetings, acceptedTasks };
}

/** The pupils among `userIds` who hold a soldering permit (the teacher's report). */
export function solderingPermitsOf(db: DB, userIds: readonly number[]): Promise<Set<number>> {
  return solderingPermitsRepository(db).holders(userIds);
}
