import type { Ref } from 'react';
import { Figures } from '../../components/figures/figures';
import { Icon } from '../../components/icon/icon';
import { useOwnProfile } from '../../stores/own-profile';
import { useSession } from '../../stores/session';
import { later } from '../later';
import { useRouteTitle } from '../route-handle';
import { ProfileMenu } from './profile-menu';

const OutboxBadge = later(() => import('../../features/submission/components/outbox-badge').then((m) => m.OutboxBadge));

interface HeaderProps {
  menuOpen: boolean;
  onToggleMenu(): void;
  /** The side menu's button, which gets the focus back when the drawer closes. */
  toggleRef?: Ref<HTMLButtonElement>;
  /** A visitor has no side menu, so no button for it. */
  noMenu?: boolean;
}

export function Header({ menuOpen, onToggleMenu, toggleRef, noMenu = false }: HeaderProps) {
  const title = useRouteTitle();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const profile = useOwnProfile();
  return (
    <header className="header">
      {!noMenu && (
        <button
          ref={toggleRef}
          type="button"
          className="header__toggle"
          aria-controls="side-menu"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? 'Свернуть меню' : 'Открыть меню'}
          onClick={onToggleMenu}
        >
          <Icon name="menu" />
        </button>
      )}
      {noMenu && <img className="header__logo" src="/icons/logo.svg" alt="" width="36" height="36" />}
      <h1 className="header__title" tabIndex={-1}>
        {title}
      </h1>
      {signedIn && <OutboxBadge />}
      {profile?.role === 'pupil' && <Figures diamonds={profile.diamonds} rating={profile.rating} />}
      <ProfileMenu />
    </header>
  );
}
