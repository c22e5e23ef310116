import { BADGES, badgeById, type BadgeId, type BadgeRef, type EarnedBadge } from '../../domain/lessons';
import { projects } from '../../src/content/projects';
import type { DB } from '../db/database';
import { badgesRepository } from '../db/repositories/badges';
import { lessonsRepository } from '../db/repositories/lessons';
import { submissionsRepository } from '../db/repositories/submissions';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { clubFacts, type ClubFacts } from './club-facts';
import { lessonsOfCourse } from './learning-catalog';

// Badges (docs/decisions/0206-badges-earned-once-by-rules.md): each a rule over what the school
// knows of a pupil, earned once — the (user, badge) key keeps a second insert out — and written in
// the transaction of the event that earned it (a lesson passed, a project approved, a level
// bought; the club's permit, meeting or accepted task call `awardBadges` in theirs). A badge stays
// when what earned it is undone.

export interface BadgeFacts extends ClubFacts {
  passedLessons: ReadonlySet<number>;
  perfectLesson: boolean;
  approvedProjects: number;
  level: number;
}

const courseDone = (courseId: number) => (facts: BadgeFacts) => lessonsOfCourse(courseId).every((lesson) => facts.passedLessons.has(lesson.id));

// The club's three rules take their counts as inputs: clubFacts (server/services/club-facts.ts)
// is where the tables that hold them are read.
export const solderingPermitRule = (solderingPermit: boolean) => solderingPermit;
export const tenMeetingsRule = (meetings: number) => meetings >= 10;
export const firstTaskRule = (acceptedTasks: number) => acceptedTasks >= 1;

export const BADGE_RULES: Record<BadgeId, (facts: BadgeFacts) => boolean> = {
  'first-lesson': (facts) => facts.passedLessons.size >= 1,
  'perfect-lesson': (facts) => facts.perfectLesson,
  'course-electronics': courseDone(1),
  'course-mcu': courseDone(2),
  'course-secret': courseDone(3),
  'soldering-permit': (facts) => solderingPermitRule(facts.solderingPermit),
  'first-project': (facts) => facts.approvedProjects >= 1,
  'five-projects': (facts) => facts.approvedProjects >= 5,
  'all-projects': (facts) => facts.approvedProjects >= projects.length,
  'first-task': (facts) => firstTaskRule(facts.acceptedTasks),
  'ten-meetings': (facts) => tenMeetingsRule(facts.meetings),
  'level-3': (facts) => facts.level >= 3,
};

/** The badges these facts earn, in catalogue order. */
export const earnedBy = (facts: BadgeFacts): BadgeId[] => BADGES.filter((badge) => BADGE_RULES[badge.id](facts)).map((badge) => badge.id);

const refOf = (id: string): BadgeRef => ({ id, title: badgeById(id)?.title ?? id });

/**
 * Re-evaluates every rule for one user and inserts the badges newly earned; returns those (with
 * their titles, for the answer that tells the pupil). Call it inside the write transaction of the
 * event. `known`: club facts the caller has just made true (a permit granted), in case
 * club-facts.ts does not read them yet.
 */
export async function awardBadges(trx: DB, userId: number, now: number, known: Partial<ClubFacts> = {}): Promise<BadgeRef[]> {
  const lessons = lessonsRepository(trx);
  const [user, passedLessons, perfectLesson, approvedProjects, club] = await Promise.all([
    usersRepository(trx).findById(userId),
    lessons.passedIds(userId),
    lessons.hasPerfect(userId),
    submissionsRepository(trx).approvedProjectCount(userId),
    clubFacts(trx, userId),
  ]);
  if (!user || user.deleted_at !== null) return [];
  const facts: BadgeFacts = { passedLessons, perfectLesson, approvedProjects, level: user.level, ...club, ...known };
  const added = await badgesRepository(trx).add(userId, earnedBy(facts), now);
  return added.map(refOf);
}

/** The user's own badges, earned ones only, oldest first. */
export async function myBadges(db: DB, userId: number): Promise<EarnedBadge[]> {
  const rows = await badgesRepository(db).of(userId);
  return rows.flatMap((row) => {
    const badge = badgeById(row.badge);
    // A badge retired from the catalogue is not shown.
    return badge ? [{ id: badge.id, title: badge.title, description: badge.description, earnedAt: row.earned_at }] : [];
  });
}

/** A user's badges for their public profile, from their row (users.badges): ids and titles, oldest first. */
export function badgesOnRow(user: Pick<UserRow, 'badges'>): BadgeRef[] {
  return user.badges
    .split(',')
    .filter((id) => badgeById(id))
    .map(refOf);
}

export const badgeCatalog = () => BADGES.map(({ id, title, description }) => ({ id, title, description }));
