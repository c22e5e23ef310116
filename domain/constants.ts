// Business constants (docs/product.md §6) shared by the app and the server.

export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 4;
export const COMMENT_MAX = 500;

export const ERROR_BANNER_MS = 5000;
export const SUCCESS_BANNER_MS = 3000;
export const SETTINGS_MESSAGE_MS = 2000;
export const REDIRECT_AFTER_LOGIN_MS = 1500;
export const SWITCH_TO_LOGIN_MS = 2000;
export const LOGOUT_LOCK_MS = 1000;
export const FIGURE_ANIMATION_MS = 500;
export const INTRO_CRAWL_DELAY_MS = 500;

export const MOBILE_MAX_WIDTH = 768;
export const STORAGE_KEY = 'Authorization';

export const LEVELS = [0, 1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];
export const MIN_LEVEL = 0;
export const MAX_LEVEL = 5;
/** Mega-projects are for the chosen: pupils from level 4 (Платина), as secret courses are. */
export const MEGA_PROJECTS_LEVEL = 4 satisfies Level;

/** The name of any level number, 0 for anything unknown. */
export function levelName(level: number): string {
  return LEVEL_NAMES[(LEVELS as readonly number[]).includes(level) ? (level as Level) : 0];
}
export const LEVEL_NAMES: Record<Level, string> = {
  0: 'Новичок',
  1: 'Бронза',
  2: 'Медь',
  3: 'Золото',
  4: 'Платина',
  5: 'Алмаз',
};
export const LEVEL_PRICES: Record<Exclude<Level, 0>, number> = { 1: 100, 2: 200, 3: 300, 4: 400, 5: 500 };

export const ROLES = ['pupil', 'teacher', 'admin', 'parent'] as const;
export type Role = (typeof ROLES)[number];
/** A role as the screens name it. */
export const ROLE_NAMES: Record<Role, string> = { pupil: 'Ученик', teacher: 'Учитель', admin: 'Администратор', parent: 'Родитель' };

/** Teachers and admins: the roles that check work and see pupils' full names. */
export const STAFF_ROLES = ['teacher', 'admin'] as const satisfies readonly Role[];

export function isStaff(role: Role | undefined | null): boolean {
  return role === 'teacher' || role === 'admin';
}

/** Longest e-mail we accept (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Longest password we hash: stops a megabyte "password" from tying up the hash. */
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 40;
