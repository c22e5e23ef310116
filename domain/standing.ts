import { LEVEL_PRICES, MAX_LEVEL } from './constants';
import { countOf, DIAMONDS } from './plural';

// A pupil's standing: diamonds, rating, levels, medals and the monthly rating battle (docs/product.md §5;
// «progress» in the API's paths). A guide's ticks are its build progress (build-progress.ts), not this. The server's schemas are checked against these types (server/schemas/contract.ts).

/** The level purchase's messages, and the server's answers to buyLevel. */
export const PROGRESS_MESSAGES = {
  levelBought: 'Уровень куплен',
  /** The client's own words on success. */
  bought: 'Уровень успешно куплен!',
  notEnough: 'О как. Алмазов не хватило. Иди порешай задачи!',
  buyFailed: 'Произошла ошибка при покупке. Попробуй позже.',
  maxLevel: 'У тебя уже самый высокий уровень — Алмаз. Круче некуда!',
  noMedals: 'Пока нет наград',
  hiddenName: 'Скрытый ученик',
  hiddenSaved: 'Теперь тебя не видно в общих рейтингах',
  shownSaved: 'Теперь ты снова виден в общих рейтингах',
} as const;

/** The server's refusal when short of diamonds: it must contain «Не хватает алмазов» (the client looks for it). */
export function notEnoughDiamonds(price: number, balance: number): string {
  return `Не хватает алмазов: уровень стоит ${countOf(price, DIAMONDS)}, а у тебя ${balance}`;
}

/** A medal's title by its place in a month's battle. */
export const MEDAL_TITLES = {
  1: 'Победитель битвы рейтингов',
  2: 'Призер битвы рейтингов (2 место)',
  3: 'Призер битвы рейтингов (3 место)',
} as const;
export type Place = keyof typeof MEDAL_TITLES;

export const LEADERBOARD_PAGE_SIZE = 20;
/** How many of the month's leaders month-stats lists. */
export const MONTH_LEADERS = 10;
/** The demo pupil starts with enough for levels 1 and 2 (100 + 200), so the shop can be tried. */
export const DEMO_DIAMONDS = 300;

/** The price of the level after `level`, or undefined at the top. */
export function nextLevelPrice(level: number): number | undefined {
  if (!Number.isInteger(level) || level < 0 || level >= MAX_LEVEL) return undefined;
  return LEVEL_PRICES[(level + 1) as keyof typeof LEVEL_PRICES];
}

// The battle's month is a calendar month in UTC, like the admin dashboard's (docs/decisions/0078-the-battles-month-and-its-history.md).

/** 'YYYY-MM' of a Unix time in seconds. */
export function monthOf(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first second of a 'YYYY-MM' month. */
export function monthStartOf(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return Date.UTC(year!, monthNumber! - 1, 1) / 1000;
}

/** The month after a 'YYYY-MM' month. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year! + 1}-01` : `${year}-${String(monthNumber! + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

/** A history date as a Russian month name and the year, «Ноябрь 2026». */
export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${MONTH_NAMES[monthNumber! - 1] ?? ''} ${year}`.trim();
}

/**
 * A pupil on a leaderboard. A pupil hidden from leaderboards keeps their place and is counted;
 * others see them as «Скрытый ученик» with userId 0, no photo and level 0, they see themself.
 */
export interface Leader {
  place: number;
  userId: number;
  firstName: string;
  photo: string;
  level: number;
  rating: number;
  /** The signed-in pupil's own row. */
  isMe: boolean;
}

/** The signed-in user's place among all pupils, hidden ones included (a hidden pupil has theirs too). */
export interface OwnPlace {
  /** Null for teachers and admins: only pupils are ranked. */
  place: number | null;
  rating: number;
  hidden: boolean;
}

/** GET users/rating/leaderboard/{page}. */
export interface LeaderboardReply {
  data: Leader[];
  page: number;
  pageSize: number;
  /** Pupils in all, hidden ones included (they are listed anonymously). */
  count: number;
  me: OwnPlace;
}

/** GET users/rating/top3: the three best by rating of all time. */
export interface Top3Reply {
  data: Leader[];
}

/** GET users/rating/month-stats: this month's battle so far. */
export interface MonthStatsReply {
  month: string;
  /** The first second of next month, when this battle ends. */
  endsAt: number;
  /** The month's leaders by rating earned this month. */
  leaders: Leader[];
  me: {
    /** Among this month's earners, hidden ones included; null before the first point, and always for teachers and admins. */
    place: number | null;
    monthRating: number;
    approvedProjects: number;
  };
}

/** A place in a finished month's battle. A hidden pupil shows as «Скрытый ученик» with userId 0 to others. */
export interface Placed {
  userId: number;
  firstName: string;
  photo: string;
  level: number;
  /** Rating earned in that month. */
  rating: number;
}

/** GET users/rating/leaders/history → `{ data }`: finished months, newest first. */
export interface HistoryEntry {
  date: string;
  firstPlace: Placed | null;
  secondPlace: Placed | null;
  thirdPlace: Placed | null;
}

/** A medal of the signed-in pupil. */
export interface Achievement {
  date: string;
  place: Place;
  title: string;
}

/** GET users/rating → «data.rating and achievements». Achievements newest first. */
export interface RatingReply {
  data: { rating: number };
  achievements: Achievement[];
}

/** GET users/rating/{id}. */
export interface UserRatingReply {
  rating: number;
}

/** GET users/diamond. */
export interface DiamondReply {
  count: number;
}

/** GET and POST users/buyLevel, on success. */
export interface BuyLevelReply {
  message: string;
  level: number;
  diamonds: number;
}

/** PUT users/profile/leaderboard. */
export interface LeaderboardVisibilityBody {
  hidden: boolean;
}
