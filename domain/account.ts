import { checkText, hasForbiddenChars, textMessages, type TextRule } from './text';

// Settings and account security (docs/product.md §5, Account). The settings form and the server share these rules.

export const ACCOUNT_MESSAGES = {
  /** The server's answer to a saved profile, and the client's cue to reload the form. */
  changed: 'Изменено',
  /** The server's answer for a photo name that exists, with its spelling. */
  fileExists: 'Имя файла уже сущетсвует',
  /** What the client shows for it. */
  renameImage: 'Измени название изображения',
  saveFailed: 'Ошибка изменения профиля',
  saved: 'Изменения сохранены',
  /** The password change request. */
  resetEmailRequired: 'Email обязателен',
  resetEmailInvalid: 'Некорректный email',
  /** The password change. */
  resetServerError: 'Произошла ошибка на сервере',
  resetUnexpected: 'Произошла неожиданная ошибка. Можно попробовать ещё раз',
  resetSent: 'Письмо отправлено!',
  resetSpamHint: 'Если письмо не пришло в течение 5 минут, проверь папку «Спам».',
  /** The server's answer to a reset request: the same whether or not the e-mail is known. */
  resetRequested: 'Если этот email зарегистрирован в школе, мы отправили на него письмо со ссылкой для смены пароля.',
  resetLinkInvalid: 'Ссылка для смены пароля устарела или уже использована. Запроси новую.',
  passwordChanged: 'Пароль изменён. Войди с новым паролем.',
  loggedOutEverywhere: 'Ты вышел на всех устройствах',
  accountDeleted: 'Аккаунт удалён',
  wrongPassword: 'Неверный пароль',
  deletedName: 'Удалённый ученик',
  /** A second «Скачать мои данные» while the first archive is still being sent. */
  archiveInProgress: 'Архив с твоими данными уже собирается. Дождись, пока он скачается, и попробуй снова.',
} as const;

/** What to do after the letter is sent. */
export const RESET_STEPS = [
  'Проверь почту',
  'Найди письмо от Школы робототехники',
  'Нажми на ссылку в письме',
  'Придумай новый пароль',
] as const;

/** A reset link works this long, and once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const RESET_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The password change request: empty, then the basic pattern; the caller sends it trimmed and lower-cased. */
export function resetEmailProblem(value: string): string | undefined {
  // Invisible and control characters first (a NUL would reach the database).
  if (hasForbiddenChars(value)) return textMessages.forbidden('Email');
  const email = value.trim();
  if (!email) return ACCOUNT_MESSAGES.resetEmailRequired;
  if (!RESET_EMAIL_PATTERN.test(email)) return ACCOUNT_MESSAGES.resetEmailInvalid;
  return undefined;
}

/** The languages a profile may have (docs/decisions/0087-profile-languages.md). */
export const PROFILE_LANGS = ['ru', 'en'] as const;
export type ProfileLang = (typeof PROFILE_LANGS)[number];
export const isProfileLang = (value: string): value is ProfileLang => (PROFILE_LANGS as readonly string[]).includes(value);

export const PROFILE_MESSAGES = {
  firstNameRequired: 'Имя обязательно',
  firstNameTooLong: 'Имя слишком длинное (не больше 50 символов)',
  firstNameNoLetter: 'В имени должна быть хотя бы одна буква',
  langUnknown: 'Язык может быть только «ru» или «en»',
} as const;

/**
 * The settings form's first name: a real name («Ян», «Аня»), not the sign-up login rule — required,
 * 1–50 characters after trimming, at least one letter, and the shared rules against control and
 * invisible characters.
 */
export const FIRST_NAME_RULE: TextRule = {
  label: 'Имя',
  required: PROFILE_MESSAGES.firstNameRequired,
  max: 50,
  tooLong: PROFILE_MESSAGES.firstNameTooLong,
  needsLetter: PROFILE_MESSAGES.firstNameNoLetter,
};

export const validateFirstName = (value: string): string | undefined => checkText(value, FIRST_NAME_RULE);

/** The profile's text fields (PUT /api/v1/users/profile), their labels and longest values. */
export const PROFILE_FIELDS = {
  firstName: { label: 'Имя', max: 50 },
  lastName: { label: 'Фамилия', max: 40 },
  city: { label: 'Город', max: 60 },
  country: { label: 'Страна', max: 60 },
  status: { label: 'Статус', max: 140 },
  lang: { label: 'Язык', max: 10 },
  basicCourse: { label: 'Курс', max: 60 },
} as const;

export type ProfileField = keyof typeof PROFILE_FIELDS;
export type ProfileEdit = Record<ProfileField, string>;

function fieldProblem(field: ProfileField, value: string): string | undefined {
  if (field === 'firstName') return validateFirstName(value);
  const problem = checkText(value, PROFILE_FIELDS[field]);
  if (problem) return problem;
  if (field === 'lang' && !isProfileLang(value.trim())) return PROFILE_MESSAGES.langUnknown;
  return undefined;
}

/** The first problem of each field given, by field; the form and the server share it. */
export function profileProblems(edit: Partial<ProfileEdit>): Partial<Record<ProfileField, string>> {
  const problems: Partial<Record<ProfileField, string>> = {};
  for (const field of Object.keys(PROFILE_FIELDS) as ProfileField[]) {
    const value = edit[field];
    if (value === undefined) continue;
    const problem = fieldProblem(field, value);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** POST /api/forgot-password. */
export interface ForgotPasswordBody {
  email: string;
}

/** POST /api/reset-password. */
export interface ResetPasswordBody {
  token: string;
  password: string;
}

/** DELETE /api/v1/users/profile. */
export interface DeleteAccountBody {
  password: string;
}
