import { NavLink } from 'react-router-dom';
import { Icon } from '../../components/icon/icon';
import { PATHS } from '../../../domain/paths';
import { PendingBadge } from '../../features/review/components/pending-badge';
import { useOwnRole } from '../../stores/own-profile';
import { menuFor } from './menu-items';

interface SideMenuProps {
  open: boolean;
  mobile: boolean;
  onNavigate(): void;
}

export function SideMenu({ open, mobile, onNavigate }: SideMenuProps) {
  // Until the role is known the menu has only its home link: a pupil's items never flash for a teacher.
  const { role, known } = useOwnRole();
  const state = open ? 'open' : 'collapsed';
  return (
    <nav
      id="side-menu"
      className={`side-menu side-menu--${state}${mobile ? ' side-menu--mobile' : ''}`}
      aria-label="Меню"
      aria-hidden={mobile && !open}
      inert={mobile && !open}
    >
      <NavLink to={PATHS.main} end className="side-menu__home" onClick={onNavigate}>
        <img src="/icons/logo.svg" alt="" width="36" height="36" />
        <span className="side-menu__label">Робошкола</span>
      </NavLink>
      {(known ? menuFor(role) : []).map((section) => (
        <div key={section.title} className="side-menu__section">
          <p className="side-menu__title">{section.title}</p>
          <ul>
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => `side-menu__link${isActive ? ' side-menu__link--active' : ''}`}
                  title={item.label}
                  onClick={onNavigate}
                >
                  <Icon name={item.icon} className="side-menu__icon" />
                  <span className="side-menu__label">{item.label}</span>
                  {item.pendingBadge && <PendingBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
