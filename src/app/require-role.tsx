import { Link, Outlet } from 'react-router-dom';
import { Icon } from '../components/icon/icon';
import { Loader } from '../components/loader/loader';
import { STAFF_ROLES, type Role } from '../../domain/constants';
import { PATHS } from '../../domain/paths';
import { useOwnProfile } from '../stores/own-profile';

// Loaded with the first page for some roles only (router.tsx): the login page does not need it.

const FOR_WHOM: Record<string, string> = {
  teacher: 'учителей',
  admin: 'администраторов',
  parent: 'родителей',
};

/**
 * Pages for some roles only. Someone else who opens one is told so, with a way back, instead of
 * being silently sent elsewhere. (The server checks every call again: this is only the screen.)
 */
function RequireRole({ roles }: { roles: readonly Role[] }) {
  const profile = useOwnProfile();
  if (!profile) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    if (offline) {
      return (
        <section className="placeholder" role="alert">
          <p className="placeholder__text">Нет интернета: этот раздел откроется, когда появится связь.</p>
        </section>
      );
    }
    return <Loader size="large" text="Проверяем права доступа..." />;
  }
  if (roles.includes(profile.role)) return <Outlet />;
  const whom = roles.includes('teacher') ? FOR_WHOM.teacher : roles.includes('parent') ? FOR_WHOM.parent : FOR_WHOM.admin;
  const { text, to, label } = wayBack(roles, profile.role);
  return (
    <section className="placeholder" role="alert">
      <div className="placeholder__icon">
        <Icon name="lock" size={56} />
      </div>
      <h2 className="placeholder__title">Этот раздел только для {whom}</h2>
      <p className="placeholder__text">{text}</p>
      <Link className="button button--primary" to={to}>
        {label}
      </Link>
    </section>
  );
}

/** What the closed page says, and where it sends, for who opened it. */
function wayBack(roles: readonly Role[], role: Role): { text: string; to: string; label: string } {
  if (roles.includes('parent')) return { text: 'Здесь мамы и папы смотрят работы своих детей — по ссылке из письма школы.', to: PATHS.main, label: 'На главную' };
  if (role === 'parent') return { text: 'Здесь работают учителя школы. Работы вашего ребёнка — в разделе «Мои дети».', to: PATHS.family, label: 'Мои дети' };
  if (role === 'pupil') {
    const who = roles.includes('teacher') ? 'учителя' : 'администраторы';
    return { text: `Здесь работают ${who} школы. А тебя ждут проекты!`, to: PATHS.projects, label: 'К проектам' };
  }
  return { text: 'Если этот раздел нужен тебе для работы, попроси администратора школы.', to: PATHS.main, label: 'На главную' };
}

const ADMINS = ['admin'] as const;

/** Teachers' and admins' pages. */
export function StaffOnly() {
  return <RequireRole roles={STAFF_ROLES} />;
}

const PARENTS = ['parent'] as const;

/** A parent's pages (docs/decisions/0169-families-consent.md). */
export function ParentsOnly() {
  return <RequireRole roles={PARENTS} />;
}

/** Admins' pages. */
export function AdminsOnly() {
  return <RequireRole roles={ADMINS} />;
}
