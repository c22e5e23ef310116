import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isStaff, LOGOUT_LOCK_MS } from '../../../domain/constants';
import { PATHS } from '../../../domain/paths';
import { avatarUrl, showDefaultAvatar } from '../../lib/avatar-url';
import { PendingBadge } from '../../features/review/components/pending-badge';
import { useOwnProfile } from '../../stores/own-profile';
import { useSession } from '../../stores/session';

/** The header's dropdown: my account, settings, log out; admins also get the admin entries. */
export function ProfileMenu() {
  const status = useSession((s) => s.status);
  const profile = useOwnProfile();
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [locked, setLocked] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const unlock = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(unlock.current), []);

  if (status === 'signedOut') {
    // No link to the page the visitor is already on: it would only squeeze the title on a phone.
    if (pathname === PATHS.startTraining) return null;
    return (
      <Link className="button button--primary button--small" to={PATHS.startTraining}>
        Начать обучение
      </Link>
    );
  }

  function signOut() {
    setLocked(true);
    unlock.current = setTimeout(() => setLocked(false), LOGOUT_LOCK_MS);
    setOpen(false);
    logout();
    navigate(PATHS.root, { replace: true });
  }

  const name = profile?.firstName ?? 'Профиль';
  const avatar = avatarUrl(profile?.photo);

  return (
    <div className="profile-menu" ref={root}>
      <button
        type="button"
        className="profile-menu__button"
        aria-label={`Профиль: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <img className="profile-menu__avatar" src={avatar} alt="" width="36" height="36" onError={showDefaultAvatar} />
        <span className="profile-menu__name">{name}</span>
        <span className="profile-menu__caret" aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="profile-menu__list" role="menu">
          <Link role="menuitem" to={profile?.role === 'parent' ? PATHS.family : PATHS.profile} onClick={() => setOpen(false)}>
            {profile?.role === 'parent' ? 'Мои дети' : 'Мой аккаунт'}
          </Link>
          <Link role="menuitem" to={PATHS.settings} onClick={() => setOpen(false)}>
            Настройки
          </Link>
          {isStaff(profile?.role) && (
            <Link role="menuitem" to={PATHS.review} onClick={() => setOpen(false)}>
              Проверка работ <PendingBadge />
            </Link>
          )}
          {profile?.role === 'admin' && (
            <>
              <Link role="menuitem" to={PATHS.admin} onClick={() => setOpen(false)}>
                Админ-панель
              </Link>
              <Link role="menuitem" to={PATHS.zombiebot} onClick={() => setOpen(false)}>
                Зомби-бот
              </Link>
            </>
          )}
          <button role="menuitem" type="button" onClick={signOut} disabled={locked}>
            Выйти
          </button>
        </div>
      )}
    </div>
  );
}
