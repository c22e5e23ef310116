import { useState, type FormEvent } from 'react';
import { ERROR_BANNER_MS, SUCCESS_BANNER_MS } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import { hasErrors, validateLogin, type FieldErrors, type LoginInput } from '../../../domain/validation';
import { toApiError } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { login } from '../api/login';
import { Banner } from './banner';
import { Field } from './field';

interface LoginFormProps {
  initialEmail?: string;
  /** Called with the token after a successful login. */
  onSuccess(token: string): void;
}

export function LoginForm({ initialEmail = '', onSuccess }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginInput>>({});
  const [loading, setLoading] = useState(false);
  const [error, showError] = useTimedMessage(ERROR_BANNER_MS);
  const [success, showSuccess] = useTimedMessage(SUCCESS_BANNER_MS);

  const edit = (field: keyof LoginInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) {
      showError(MSG.checkInput);
      return;
    }
    setLoading(true);
    showError('');
    try {
      const token = await login(values.email, values.password);
      showSuccess('Вход выполнен! Открываем школу...');
      onSuccess(token);
    } catch (failure) {
      showError(toApiError(failure).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Вход">
      <Banner kind="error" message={error} />
      <Banner kind="success" message={success} />
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
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => edit('password')(e.target.value)}
      />
      <button className="button button--primary button--wide" type="submit" disabled={loading}>
        {loading ? 'Входа...' : 'Войти'}
      </button>
    </form>
  );
}
