import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants';
import { MSG } from './messages';

// One module for the sign-up and login rules (SPEC §5): the login form and the server both use it.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STARTS_WITH_DIGIT = /^\d/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return MSG.emailRequired;
  if (email.length > EMAIL_MAX) return MSG.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return MSG.emailInvalid;
  return undefined;
}

export function validatePassword(value: string): string | undefined {
  if (!value) return MSG.passwordRequired;
  if (value.length < PASSWORD_MIN) return MSG.passwordShort;
  if (value.length > PASSWORD_MAX) return MSG.passwordTooLong;
  return undefined;
}

export function validateUsername(value: string): string | undefined {
  const name = value.trim();
  if (!name) return MSG.usernameRequired;
  if (name.length < USERNAME_MIN || STARTS_WITH_DIGIT.test(name)) return MSG.usernameInvalid;
  if (name.length > USERNAME_MAX) return MSG.usernameTooLong;
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

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
