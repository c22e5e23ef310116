import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';
import { PATHS } from '../../../../domain/paths';
import { validateConfirm, validatePassword } from '../../../../domain/validation';
import { ApiError } from '../../../lib/api-error';
import { setNewPassword } from '../api/password';
import { resetFailureMessage } from './reset-request-form';

/** The page the letter's link opens: a new password, twice; then every old session has ended. */
export function NewPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink(): void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState('');
  const [invalidLink, setInvalidLink] = useState(false);
  const [done, setDone] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { password: validatePassword(password), confirm: validateConfirm(password, confirm) };
    setProblems(found);
    if (found.password || found.confirm) return;
    setSaving(true);
    setError('');
    try {
      setDone((await setNewPassword(token, password)).message);
    } catch (failure) {
      setInvalidLink(failure instanceof ApiError && failure.code === 'RESET_LINK_INVALID');
      setError(resetFailureMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  if (done) {
    return (
      <div className="auth-form">
        <Banner kind="success" message={done} />
        <Link className="button button--primary" to={PATHS.login}>
          Войти
        </Link>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__lead">Придумай новый пароль: не меньше 8 символов. После этого войти можно будет только с ним.</p>
      <Field label="Новый пароль" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={problems.password} />
      <Field label="Повтори пароль" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={problems.confirm} />
      <Banner kind="error" message={error} />
      {invalidLink && (
        <button type="button" className="button button--secondary" onClick={onInvalidLink}>
          Запросить новую ссылку
        </button>
      )}
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Сохраняем...' : 'Сохранить пароль'}
      </button>
    </form>
  );
}
