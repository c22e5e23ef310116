import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ERROR_BANNER_MS, SUCCESS_BANNER_MS, SWITCH_TO_LOGIN_MS } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import { hasErrors, validateSignup, type FieldErrors, type SignupInput } from '../../../domain/validation';
import { toApiError } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { signup } from '../api/signup';
import { Banner } from './banner';
import { Field } from './field';

const EMPTY: SignupInput = { username: '', email: '', password: '', confirm: '' };

interface RegisterFormProps {
  /** Called 2 s after a successful registration with the new account's e-mail. */
  onRegistered(email: string): void;
}

/**
 * SPEC §8: the e-mail-taken message and a 401 are shown as received, anything else as
 * 'Регистрация не удалась'. We also pass through our own precise answers (bad input, too many
 * tries, no connection), which tell a child what to do next (docs/decisions.md).
 */
export function registrationFailureMessage(status: number | null, message: string): string {
  const shownAsReceived = status === null || status === 400 || status === 401 || status === 409 || status === 429;
  return message === MSG.emailTaken || shownAsReceived ? message : MSG.signupFailed;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const [values, setValues] = useState<SignupInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SignupInput>>({});
  const [loading, setLoading] = useState(false);
  const [error, showError] = useTimedMessage(ERROR_BANNER_MS);
  const [success, showSuccess] = useTimedMessage(SUCCESS_BANNER_MS);
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(switchTimer.current), []);

  const edit = (field: keyof SignupInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (hasErrors(found)) {
      showError(MSG.checkInput);
      return;
    }
    setLoading(true);
    showError('');
    try {
      const message = await signup(values.username, values.email, values.password);
      if (message !== MSG.userCreated) {
        showError(MSG.signupFailed);
        return;
      }
      showSuccess(`${MSG.userCreated}! Сейчас откроем вход.`);
      const email = values.email.trim();
      switchTimer.current = setTimeout(() => {
        setValues(EMPTY);
        onRegistered(email);
      }, SWITCH_TO_LOGIN_MS);
    } catch (failure) {
      const apiError = toApiError(failure);
      showError(registrationFailureMessage(apiError.status, apiError.message));
    } finally {
      setLoading(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Регистрация">
      <Banner kind="error" message={error} />
      <Banner kind="success" message={success} />
      <Field
        label="Логин"
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(e) => edit('username')(e.target.value)}
      />
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => edit('email')(e.target.value)}
      />
      <Field
        label="Пароль"
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => edit('password')(e.target.value)}
      />
      <Field
        label="Повторите пароль"
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={(e) => edit('confirm')(e.target.value)}
      />
      <button className="button button--primary button--wide" type="submit" disabled={loading}>
        {loading ? 'Регистрация...' : 'Зарегистрироваться'}
      </button>
    </form>
  );
}
