import { useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '../../../../domain/api';
import { SWITCH_TO_LOGIN_MS } from '../../../../domain/constants';
import { MSG } from '../../../../domain/messages';
import { validateSignup } from '../../../../domain/validation';
import type { ApiError } from '../../../lib/api-client';
import { signup } from '../api/signup';
import { useAuthForm } from '../hooks/use-auth-form';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';
import { birthYearOptions } from '../../../../domain/family';
import { asksParent, chosenYear, maskEmail, validateFamilyFields } from '../model/family-fields';
import { ParentLetterSent } from './parent-letter-sent';
import { SelectField } from './select-field';

const EMPTY = { username: '', email: '', password: '', confirm: '', birthYear: '', parentEmail: '' };

const validate = (values: typeof EMPTY) => ({ ...validateSignup(values), ...validateFamilyFields(values) });

interface RegisterFormProps {
  /** Called 2 s after a successful registration with the new account's e-mail. */
  onRegistered(email: string): void;
  /** The code of the class whose QR link brought the pupil here: it vouches for the sign-up. */
  classCode?: string;
}

/** Answers whose message tells a child what to do next, so it is shown as received. */
const SHOWN_AS_RECEIVED: readonly (ErrorCode | undefined)[] = [
  'EMAIL_TAKEN',
  'VALIDATION_ERROR',
  'AUTH_REQUIRED',
  'RATE_LIMITED',
  'SERVER_BUSY',
];

/**
 * The e-mail-taken message and a 401 are shown as received, anything else as
 * 'Регистрация не удалась'. We also pass through our own precise answers (bad input, too many
 * tries, no connection), which tell a child what to do next (docs/decisions/0007-registration-shows-our-precise-messages-too.md). Decided by the
 * error's code, never by its text.
 */
export function registrationFailureMessage(error: ApiError): string {
  const shownAsReceived = error.status === null || error.status === 401 || SHOWN_AS_RECEIVED.includes(error.code);
  return shownAsReceived ? error.message : MSG.signupFailed;
}

export function RegisterForm({ onRegistered, classCode }: RegisterFormProps) {
  const form = useAuthForm(EMPTY, validate);
  const [parentLetter, setParentLetter] = useState<{ parentEmail: string; email: string }>();
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(switchTimer.current), []);

  async function send({ username, email, password, birthYear, parentEmail }: typeof EMPTY) {
    const askParent = asksParent(birthYear);
    await signup(username, email, password, { birthYear: chosenYear(birthYear), ...(askParent ? { parentEmail: parentEmail.trim() } : {}) }, classCode);
    if (askParent) {
      setParentLetter({ parentEmail: maskEmail(parentEmail), email: email.trim() });
      return;
    }
    form.showSuccess(`${MSG.userCreated}! Сейчас откроем вход.`);
    switchTimer.current = setTimeout(() => {
      form.setValues(EMPTY);
      onRegistered(email.trim());
    }, SWITCH_TO_LOGIN_MS);
  }

  if (parentLetter) return <ParentLetterSent parentEmail={parentLetter.parentEmail} onContinue={() => onRegistered(parentLetter.email)} />;

  return (
    <form
      className="auth-form"
      onSubmit={(event) => form.submit(event, send, registrationFailureMessage)}
      noValidate
      aria-label="Регистрация"
    >
      <Banner kind="error" message={form.error} />
      <Banner kind="success" message={form.success} />
      <Field label="Логин" autoComplete="username" {...form.field('username')} />
      <Field label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <SelectField label="Год рождения" placeholder="Выбери год" options={birthYearOptions()} {...form.field('birthYear')} />
      {asksParent(form.values.birthYear) && (
        <>
          <Field label="E-mail мамы или папы" type="email" autoComplete="off" inputMode="email" {...form.field('parentEmail')} />
          <p className="auth-form__why">Пока тебе нет 14 лет, мы спросим у родителя согласие — так положено по закону.</p>
        </>
      )}
      <Field label="Пароль" type="password" autoComplete="new-password" {...form.field('password')} />
      <Field label="Повторите пароль" type="password" autoComplete="new-password" {...form.field('confirm')} />
      <button className="button button--primary button--wide" type="submit" disabled={form.busy}>
        {form.busy ? 'Регистрация...' : 'Зарегистрироваться'}
      </button>
    </form>
  );
}
