import { isStaff } from '../../domain/constants';
import { LEADERBOARD_PAGE_SIZE, PROGRESS_MESSAGES, type Leader, type LeaderboardReply, type Placed, type Top3Reply } from '../../domain/standing';
import type { DB } from '../db/database';
import { leadersRepository, type Standing } from '../db/repositories/leaders';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { fail, type Failure } from './outcome';

// The all-time leaderboard and who may be seen on it (docs/decisions/0080-leaderboard-contents.md
// and docs/decisions/0079-hiding-from-leaderboards-means-anonymous-not-absent.md).

/** Leaderboards and the monthly battle rank pupils only: staff have no place, whatever their rating. */
export const isRanked = (user: Pick<UserRow, 'role'>) => user.role === 'pupil';

/**
 * A hidden pupil keeps their place, and others see them as «Скрытый ученик» with no name, photo
 * or id to follow; they see themself as they are.
 */
function shown(standing: Standing, viewerId: number) {
  if (standing.hidden && standing.id !== viewerId) {
    return { userId: 0, firstName: PROGRESS_MESSAGES.hiddenName, photo: '', level: 0 };
  }
  return { userId: standing.id, firstName: standing.firstName, photo: standing.photo, level: standing.level };
}

/** A pupil in `place` of a list, as the viewer may see them. */
export function leader(standing: Standing, place: number, viewerId: number): Leader {
  return { place, ...shown(standing, viewerId), rating: standing.rating, isMe: standing.id === viewerId };
}

/** A finished month's place, as the viewer may see it; null when nobody took it. */
export function placed(standing: Standing | undefined, rating: number | null, viewerId: number): Placed | null {
  if (!standing || rating === null) return null;
  return { ...shown(standing, viewerId), rating };
}

/** One page of all pupils by all-time rating (ties by who joined first), and the viewer's own place. */
export async function leaderboardPage(db: DB, viewer: UserRow, page: number): Promise<LeaderboardReply> {
  const leaders = leadersRepository(db);
  const offset = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const [rows, count, place] = await Promise.all([
    leaders.page(offset, LEADERBOARD_PAGE_SIZE),
    leaders.count(),
    isRanked(viewer) ? leaders.placeOf(viewer.id, viewer.rating) : null,
  ]);
  return {
    data: rows.map((row, index) => leader(row, offset + index + 1, viewer.id)),
    page,
    pageSize: LEADERBOARD_PAGE_SIZE,
    count,
    me: { place, rating: viewer.rating, hidden: viewer.hidden_from_leaderboards === 1 },
  };
}

/** The all-time podium. */
export async function topThree(db: DB, viewer: UserRow): Promise<Top3Reply> {
  const rows = await leadersRepository(db).page(0, 3);
  return { data: rows.map((row, index) => leader(row, index + 1, viewer.id)) };
}

/**
 * The rating of `other` (read with the viewer, `authenticateWith`). A pupil hidden from
 * leaderboards is not found by other pupils, as on the lists; staff and the pupil themself see it.
 */
export function ratingOf(viewer: UserRow, other: UserRow | null): { ok: true; rating: number } | Failure<'USER_NOT_FOUND'> {
  if (!other || (other.hidden_from_leaderboards === 1 && other.id !== viewer.id && !isStaff(viewer.role))) return fail('USER_NOT_FOUND');
  return { ok: true, rating: other.rating };
}

/** The pupil's switch: hidden pupils keep their place and are shown anonymously. */
export async function setHiddenFromLeaderboards(db: DB, user: UserRow, hidden: boolean): Promise<void> {
  await usersRepository(db).setHiddenFromLeaderboards(user.id, hidden);
}
