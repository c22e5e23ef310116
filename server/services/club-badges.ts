import type { DB } from '../db/database';

// The one place the club's events (a permit, a meeting, an accepted task) ask for the badges they
// may have earned. Wired to the badge rules once they exist (server/services/badges.ts).
export async function afterClubEvent(_db: DB, _userId: number, _now: number): Promise<void> {}
