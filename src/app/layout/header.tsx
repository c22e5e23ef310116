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
}

export function Header({ menuOpen, onToggleMenu }: HeaderProps) {
  const title = useRouteTitle();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const profile = useOwnProfile();
  return (
    <header className="header">
      <button
        type="button"
        className="header__toggle"
        aria-controls="side-menu"
        aria-expanded={menuOpen}
        aria-label={menuOpen ? 'Свернуть меню' : 'Открыть меню'}
        onClick={onToggleMenu}
      >
        <Icon name="menu" />
      </button>
      <h1 className="header__title">{title}</h1>
      {signedIn && <OutboxBadge />}
      {profile?.role === 'pupil' && <Figures diamonds={profile.diamonds} rating={profile.rating} />}
      <ProfileMenu />
    </header>
  );
}
