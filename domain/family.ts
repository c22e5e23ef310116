import type { HistoryItem } from './classes';

// Families (docs/decisions/0169-families-consent.md): a parent's consent for a child under 14, the parent's read-only view of
// their child, the weekly letter. Shared by the client and the server.

/** Under this age (in years, by birth year) a parent's consent is needed: 152-FZ's 14 covers COPPA's 13. */
export const CONSENT_AGE = 14;
/** The sign-up select offers years from (this year − YOUNGEST_AGE) back to (this year − OLDEST_AGE). */
export const YOUNGEST_AGE = 5;
export const OLDEST_AGE = 90;

/** The years of the sign-up select, the youngest first. */
export function birthYearOptions(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  const years: number[] = [];
  for (let y = year - YOUNGEST_AGE; y >= year - OLDEST_AGE; y -= 1) years.push(y);
  return years;
}

/**
 * Whether a pupil born in `birthYear` needs a parent's consent. Counted as if the birthday has
 * not yet come this year (the younger possibility), so a child who might be 13 is asked.
 * No year (a sign-up with the contract's payload alone) counts as needing it.
 */
export function needsConsent(birthYear: number | null | undefined, now: Date = new Date()): boolean {
  if (birthYear === null || birthYear === undefined) return true;
  return now.getUTCFullYear() - birthYear - 1 < CONSENT_AGE;
}

/**
 * A pupil's consent: not_needed (14 or older, or an account made by staff or the operator),
 * pending (waiting for a parent), given, withdrawn (a parent took it back: as pending).
 */
export const CONSENT_STATES = ['not_needed', 'pending', 'given', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
/** How consent was given: the letter's button, or a paper form a teacher recorded. */
export type ConsentWay = 'letter' | 'paper';

/** Whether a pupil in this state may send photos, comment and appear on the boards. */
export const consentAllowsSharing = (state: ConsentState): boolean => state === 'not_needed' || state === 'given';

/** Days the consent link works. */
export const CONSENT_LINK_DAYS = 30;
/** «Отправить письмо ещё раз»: at most this many letters per child per day. */
export const CONSENT_RESEND_PER_DAY = 3;

/**
 * POST /api/v1/users/profile/signup accepts, besides the contract's fields:
 * `birthYear` (integer from birthYearOptions) and `parentEmail` (required when needsConsent).
 */
export interface SignupFamilyFields {
  birthYear?: number;
  parentEmail?: string;
}

/** GET /api/v1/family/my-consent (the pupil) → `{data: MyConsent}`. */
export interface MyConsent {
  state: ConsentState;
  way: ConsentWay | null;
  /** Unix seconds consent was given, or null. */
  givenAt: number | null;
  /** The parent's address as the child typed it, partly hidden: «ma***@mail.ru»; null if none. */
  parentEmail: string | null;
  /** The newest letter to the parent has not gone yet: the school's mail did not take it (it will go by itself). */
  letterWaiting: boolean;
}

/** GET /api/v1/family/consent/{token} (no sign-in) → `{data: ConsentInvite}`: what the letter's page shows. */
export interface ConsentInvite {
  childFirstName: string;
  parentEmail: string;
  /** The parent already has an account with this e-mail: they log in with its password instead of setting one. */
  hasAccount: boolean;
}

/**
 * POST /api/v1/family/consent `{token, password}` → `{message, token}`: the parent agrees. With no
 * account yet the password becomes the new parent account's; with one it must be that account's
 * password. The answer's `token` signs the parent in. The link works once.
 */
export interface ConsentBody {
  token: string;
  password: string;
}
export interface ConsentReply {
  message: string;
  token: string;
}

/** PUT /api/v1/review/pupils/{id}/consent `{paper: true}` (staff): a paper consent was signed in the club. */
export interface PaperConsentBody {
  paper: true;
}

/** GET /api/v1/family/children (parent) → `{data: ChildSummary[]}`. */
export interface ChildSummary {
  id: number;
  firstName: string;
  lastName: string | null;
  photo: string;
  level: number;
  consent: ConsentState;
}

/**
 * GET /api/v1/family/children/{id} (that child's parent; another child is 404) → `{data: ChildView}`.
 * Only this child: no other child's name or photo. Photos: GET /api/v1/review/submissions/{id}/photo,
 * which the child's parent may read too.
 */
export interface ChildView extends ChildSummary {
  diamonds: number;
  rating: number;
  medals: string[];
  className: string | null;
  consentWay: ConsentWay | null;
  consentGivenAt: number | null;
  /** The child's work, newest first, with the teacher's marks and comments. */
  submissions: HistoryItem[];
  /** Whether the parent gets the weekly letter. */
  digest: boolean;
}

/**
 * DELETE /api/v1/family/consent/{childId} (parent): consent withdrawn — the child's sharing stops again.
 * GET /api/v1/family/children/{id}/export: the family copy (the same file as «Мои данные»).
 * DELETE /api/v1/family/children/{id}: the child's account deleted (the existing deletion).
 * PUT /api/v1/family/digest `{enabled}` (parent); GET /api/v1/family/unsubscribe?token= (one click from the letter).
 * GET /api/v1/admin/family-links → `{data: FamilyLink[]}`; DELETE /api/v1/admin/family-links/{parentId}/{childId}.
 * The admin dashboard's data gains `pendingConsents: number`.
 */
export interface FamilyLink {
  parent: { id: number; firstName: string; email: string };
  child: { id: number; firstName: string; lastName: string | null };
  consent: ConsentState;
  /** Unix seconds. */
  createdAt: number;
}

/** What a parent reads after deleting a child's account (the page they land on says it). */
export const childDeletedMessage = (name: string) => `Аккаунт «${name}» удалён: профиль, фото, работы и алмазы стёрты, вернуть их нельзя.`;

export const FAMILY_MSG = {
  consentRequired: 'Сначала нужно согласие родителя. Мы отправили ему письмо — как только он нажмёт «Согласен», всё заработает.',
  parentEmailRequired: 'Тебе меньше 14 лет: укажи e-mail мамы или папы, мы попросим у них согласие',
  parentEmailSame: 'E-mail родителя должен отличаться от твоего',
  birthYearWrong: 'Выбери год рождения из списка',
  resend: 'Отправить письмо ещё раз',
  resent: 'Письмо отправлено ещё раз',
  /** The school's mail did not take the letter: it waits and goes by itself, nothing to press again. */
  resendWaiting: 'Почта школы сейчас не отвечает. Письмо не потеряется: мы отправим его сами, как только получится, — нажимать ещё раз не нужно.',
  resendTooOften: 'Писем на сегодня достаточно. Попроси родителя проверить папку «Спам» или попробуй завтра.',
  agree: 'Согласен',
  agreed: 'Спасибо! Согласие получено.',
  linkInvalid: 'Ссылка устарела или уже использована',
  paperRecorded: 'Бумажное согласие записано',
  withdrawn: 'Согласие отозвано',
  withdrawnOtherAddress: 'Родитель отозвал согласие, поэтому письмо уйдёт только ему. Если согласие даст другой взрослый, попроси учителя: школа запишет его на бумаге.',
  notYourChild: 'Такого ребёнка среди ваших нет',
  copyInProgress: 'Копия данных уже собирается. Дождитесь, пока она скачается, и попробуйте снова.',
  unsubscribed: 'Вы отписались от еженедельного письма',
} as const;
