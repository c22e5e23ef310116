import type { IconName } from '../../components/icon/icon';
import { PATHS } from '../../domain/paths';

export interface MenuItem {
  to: string;
  label: string;
  icon: IconName;
}

export interface MenuSection {
  title: string;
  items: MenuItem[];
}

/** The side menu of SPEC §2: Courses and Profile. */
export const MENU: MenuSection[] = [
  {
    title: 'Курсы',
    items: [
      { to: PATHS.electronics, label: 'Электроника', icon: 'bolt' },
      { to: PATHS.models3d, label: '3D-модели', icon: 'cube' },
      { to: PATHS.microcontrol, label: 'Микроконтроллеры', icon: 'chip' },
    ],
  },
  {
    title: 'Профиль',
    items: [
      { to: PATHS.profile, label: 'Моя страница', icon: 'user' },
      { to: PATHS.settings, label: 'Настройки', icon: 'gear' },
    ],
  },
];
