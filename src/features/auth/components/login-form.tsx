import type { ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../domain/paths';
import { validateLogin } from '../../../../domain/validation';
import { toApiError } from '../../../lib/api-client';
import { login } from '../api/login';
import { BUSY_RETRIES, useBusyWait } from '../hooks/use-busy-wait';
import { useAuthForm } from '../hooks/use-auth-form';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';

interface LoginFormProps {
  initialEmail?: string;
  /** Called with the token after a successful login. */
  onSuccess(token: string): void;
}

/**
 * «Сервер сейчас занят» (503 with Retry-After: a whole class logs in at once) is waited out and
 * tried again by itself, up to BUSY_RETRIES times, saying so; editing the form stops the wait. A
 * 429 (too many attempts) only shows its message, which says how long: a wrong password is never
 * sent again by itself.
 */
export function LoginForm({ initialEmail = '', onSuccess }: LoginFormProps) {
  const form = useAuthForm({ email: initialEmail, password: '' }, validateLogin);
  const busyWait = useBusyWait();

  async function send({ email, password }: { email: string; password: string }) {
    for (let retry = 0; ; retry += 1) {
      try {
        const token = await login(email, password);
        form.showSuccess('Вход выполнен! Открываем школу...');
        onSuccess(token);
        return;
      } catch (failure) {
        const error = toApiError(failure);
        if (error.status !== 503 || error.retryAfter === undefined || retry >= BUSY_RETRIES) throw error;
        // Stopped by an edit: the child is changing something, nothing more to say.
        if (!(await busyWait.wait(error.retryAfter))) return;
      }
    }
  }

  /** A field that stops a pending retry when it is edited. */
  function field(name: 'email' | 'password') {
    const own = form.field(name);
    return {
      ...own,
      onChange(event: ChangeEvent<HTMLInputElement>) {
        busyWait.cancel();
        own.onChange(event);
      },
    };
  }

  return (
    <form className="auth-form" onSubmit={(event) => form.submit(event, send)} noValidate aria-label="Вход">
      <Banner kind="error" message={form.error} />
      <Banner kind="success" message={form.success} />
      {busyWait.notice && (
        <div className="banner banner--wait" role="status">
          {busyWait.notice}
        </div>
      )}
      <Field label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <Field label="Пароль" type="password" autoComplete="current-password" {...field('password')} />
      <Link className="login-form__forgot" to={PATHS.password}>
        Забыли пароль?
      </Link>
      <button className="button button--primary button--wide" type="submit" disabled={form.busy}>
        {form.busy ? 'Входа...' : 'Войти'}
      </button>
    </form>
  );
}
