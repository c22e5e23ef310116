import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants';
import { MSG } from './messages';
import { hasForbiddenChars, textMessages } from './text';

// One module for the sign-up and login rules: the login form and the server both use it.
// Every field first refuses invisible and control characters (./text.ts), so none can slip past
// the rules below or reach the database.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Any decimal digit (also ４ or ٤), or a combining mark that would sit on one. */
const STARTS_WITH_DIGIT = /^[\p{Nd}\p{M}]/u;
const LETTER = /\p{L}/u;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateEmail(value: string): string | undefined {
  if (hasForbiddenChars(value)) return textMessages.forbidden('Email');
  const email = value.trim();
  if (!email) return MSG.emailRequired;
  if (email.length > EMAIL_MAX) return MSG.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return MSG.emailInvalid;
  return undefined;
}

export function validatePassword(value: string): string | undefined {
  if (!value) return MSG.passwordRequired;
  if (hasForbiddenChars(value)) return textMessages.forbidden('Пароль');
  if (value.length < PASSWORD_MIN) return MSG.passwordShort;
  if (value.length > PASSWORD_MAX) return MSG.passwordTooLong;
  return undefined;
}

export function validateUsername(value: string): string | undefined {
  if (hasForbiddenChars(value)) return textMessages.forbidden('Логин');
  const name = value.trim();
  if (!name) return MSG.usernameRequired;
  if (name.length < USERNAME_MIN || STARTS_WITH_DIGIT.test(name)) return MSG.usernameInvalid;
  if (name.length > USERNAME_MAX) return MSG.usernameTooLong;
  if (!LETTER.test(name)) return MSG.usernameNoLetter;
  return undefined;
}

export function validateConfirm(password: string, confirm: string): string | undefined {
  if (!confirm) return MSG.confirmRequired;
  if (confirm !== password) return MSG.passwordsDiffer;
  return undefined;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface SignupInput extends LoginInput {
  username: string;
  confirm: string;
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    if (errors[key]) result[key] = errors[key];
  }
  return result;
}

export function validateLogin(input: LoginInput): FieldErrors<keyof LoginInput> {
  return compact({ email: validateEmail(input.email), password: validatePassword(input.password) });
}

export function validateSignup(input: SignupInput): FieldErrors<keyof SignupInput> {
  return compact({
    username: validateUsername(input.username),
    email: validateEmail(input.email),
    password: validatePassword(input.password),
    confirm: validateConfirm(input.password, input.confirm),
  });
}

/** The server's sign-up rules, the form's minus the repeated password: the first problem, or undefined. */
export function signupProblem(input: { firstName: string; email: string; password: string }): string | undefined {
  return validateUsername(input.firstName) ?? validateEmail(input.email) ?? validatePassword(input.password);
}

/** The server's login rules: the first problem, or undefined. */
export function loginProblem(input: LoginInput): string | undefined {
  return validateEmail(input.email) ?? validatePassword(input.password);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
