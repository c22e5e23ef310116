import { Icon } from '../../components/icon/icon';
import { ProfileMenu } from './profile-menu';
import { useRouteTitle } from '../route-handle';

interface HeaderProps {
  menuOpen: boolean;
  onToggleMenu(): void;
}

export function Header({ menuOpen, onToggleMenu }: HeaderProps) {
  const title = useRouteTitle();
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
      <ProfileMenu />
    </header>
  );
}
