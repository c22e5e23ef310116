import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';
import { Loader } from '../../../components/loader/loader';
import { ACCOUNT_MESSAGES } from '../../../../domain/account';
import { PATHS } from '../../../../domain/paths';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { useOwnProfile } from '../../../stores/own-profile';
import { useSession } from '../../../stores/session';
import { deleteAccount, downloadMyData, logoutEverywhere } from '../api/settings-api';
import './settings.css';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Произошла неожиданная ошибка. Можно попробовать ещё раз');

/** «Безопасность и вход»: e-mail, password change, sessions, the family's data, deleting the account. */
export function SecurityPanel() {
  const profile = useOwnProfile();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<string>();
  if (!profile) return <Loader text="Загружаем..." />;

  async function run(name: string, action: () => Promise<void>) {
    setBusy(name);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(undefined);
    }
  }

  const endEverywhere = () =>
    run('logout-all', async () => {
      await logoutEverywhere();
      useSession.getState().logout();
      navigate(PATHS.login, { replace: true });
    });

  const download = (kind: 'json' | 'zip') =>
    run(kind, async () => saveFile(await downloadMyData(kind), kind === 'json' ? 'мои-данные.json' : 'мои-данные.zip'));

  return (
    <>
      <section className="card settings-form" aria-labelledby="login-title">
        <h2 id="login-title">Вход</h2>
        <dl className="settings__facts">
          <div>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>Пароль</dt>
            <dd aria-label="Пароль скрыт">••••••••</dd>
          </div>
        </dl>
        <p className="settings__note">Пришлём на почту ссылку для нового пароля. На этом устройстве ты выйдешь из аккаунта.</p>
        <Link className="button button--primary" to={`${PATHS.password}?email=${encodeURIComponent(profile.email)}`}>
          Сменить пароль
        </Link>
        <button type="button" className="button button--secondary" onClick={endEverywhere} disabled={busy !== undefined}>
          {busy === 'logout-all' ? 'Выходим...' : 'Выйти на всех устройствах'}
        </button>
      </section>

      <section className="card settings-form" aria-labelledby="data-title">
        <h2 id="data-title">Мои данные</h2>
        <p className="settings__note">Всё, что школа знает о тебе: профиль, алмазы, работы, комментарии. Можно скачать вместе с родителями.</p>
        <div className="settings__actions">
          <button type="button" className="button button--secondary" onClick={() => download('json')} disabled={busy !== undefined}>
            {busy === 'json' ? 'Готовим...' : 'Скачать мои данные'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => download('zip')} disabled={busy !== undefined}>
            {busy === 'zip' ? 'Готовим...' : 'Скачать с фото (zip)'}
          </button>
        </div>
        <Banner kind="error" message={error} />
      </section>

      <DeleteAccount />
    </>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Введи пароль, чтобы подтвердить');
      return;
    }
    setDeleting(true);
    setError('');
    try {
      await deleteAccount(password);
      useSession.getState().logout();
      navigate(PATHS.login, { replace: true });
    } catch (failure) {
      setError(messageOf(failure));
      setDeleting(false);
    }
  }

  return (
    <section className="card settings-form settings__danger" aria-labelledby="delete-title">
      <h2 id="delete-title">Удалить аккаунт</h2>
      <p className="settings__note">
        Удалятся профиль, фото, работы, алмазы и рейтинг. Комментарии останутся, но вместо имени будет «{ACCOUNT_MESSAGES.deletedName}». Вернуть
        аккаунт будет нельзя.
      </p>
      {open ? (
        <form className="settings-form__inner" onSubmit={submit} noValidate>
          <Field label="Пароль" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Banner kind="error" message={error} />
          <div className="settings__actions">
            <button type="submit" className="button button--danger" disabled={deleting}>
              {deleting ? 'Удаляем...' : 'Удалить навсегда'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)} disabled={deleting}>
              Отмена
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Удалить аккаунт
        </button>
      )}
    </section>
  );
}
