import { ANNOUNCEMENT_SHOWN_DAYS, ANNOUNCEMENTS_ON_HOME, daysBetween, type Announcement, type Assignment } from '../../../../domain/class-life';

// What the pupil's home shows of the class (docs/decisions/0281-…, 0282-…): assignments still to
// do or missed first, then the ones handed in lately; announcements that are still current.

const ORDER = { missing: 0, open: 1, late: 2, done: 3 } as const;
/** A handed-in or missed assignment stays on the home this long after its day. */
const PAST_SHOWN_DAYS = 7;

export function homeAssignments(list: readonly Assignment[], today: string): Assignment[] {
  return list
    .filter((one) => one.mine === 'open' || one.mine === 'missing' || daysBetween(one.due, today) <= PAST_SHOWN_DAYS)
    .sort((a, b) => ORDER[a.mine ?? 'open'] - ORDER[b.mine ?? 'open'] || a.due.localeCompare(b.due));
}

/** An announcement with a day shows until that day is over; one without, ANNOUNCEMENT_SHOWN_DAYS after it was written. */
export function homeAnnouncements(list: readonly Announcement[], today: string, nowSeconds: number): Announcement[] {
  return list
    .filter((one) => (one.day !== null ? one.day >= today : nowSeconds - one.createdAt <= ANNOUNCEMENT_SHOWN_DAYS * 86_400))
    .slice(0, ANNOUNCEMENTS_ON_HOME);
}
