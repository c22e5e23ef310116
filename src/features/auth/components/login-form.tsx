import { Link } from 'react-router-dom';
import { PATHS } from '../../../domain/paths';
import { validateLogin } from '../../../domain/validation';
import { login } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';

interface LoginFormProps {
  initialEmail?: string;
  /** Called with the token after a successful login. */
  onSuccess(token: string): void;
}

export function LoginForm({ initialEmail = '', onSuccess }: LoginFormProps) {
  const form = useAuthForm({ email: initialEmail, password: '' }, validateLogin);

  async function send({ email, password }: { email: string; password: string }) {
    const token = await login(email, password);
    form.showSuccess('Вход выполнен! Открываем школу...');
    onSuccess(token);
  }

  return (
    <form className="auth-form" onSubmit={(event) => form.submit(event, send)} noValidate aria-label="Вход">
      <Banner kind="error" message={form.error} />
      <Banner kind="success" message={form.success} />
      <Field label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <Field label="Пароль" type="password" autoComplete="current-password" {...form.field('password')} />
      <Link className="login-form__forgot" to={PATHS.password}>
        Забыли пароль?
      </Link>
      <button className="button button--primary button--wide" type="submit" disabled={form.busy}>
        {form.busy ? 'Входа...' : 'Войти'}
      </button>
    </form>
  );
}
