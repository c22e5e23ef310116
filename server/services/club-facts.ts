import type { DB } from '../db/database';

// What the club's in-person side knows about a pupil — the teacher's soldering permit, meetings
// attended, text tasks accepted — as the badges (server/services/badges.ts) and the class's lessons
// report (server/services/lessons.ts) read it. The ONE place to wire the tables that hold them
// (docs/decisions/0206-badges-earned-once-by-rules.md): until they exist, every pupil reads as
// having none, and a caller that knows a fact (it has just granted a permit) passes it to
// `awardBadges` itself.

export interface ClubFacts {
  solderingPermit: boolean;
  /** In-person meetings attended. */
  meetings: number;
  /** Text tasks whose solution a teacher accepted. */
  acceptedTasks: number;
}

/** WIRE: read the permit, attendance and accepted-task tables here. */
export async function clubFacts(_db: DB, _userId: number): Promise<ClubFacts> {
  return { solderingPermit: false, meetings: 0, acceptedTasks: 0 };
}

/** WIRE: the pupils among `userIds` who hold a soldering permit (the teacher's report). */
export async function solderingPermitsOf(_db: DB, _userIds: readonly number[]): Promise<Set<number>> {
  return new Set();
}
