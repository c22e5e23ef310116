import type { IconName } from '../../components/icon/icon';

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
      { to: '/main/electronics', label: 'Электроника', icon: 'bolt' },
      { to: '/main/3d-models', label: '3D-модели', icon: 'cube' },
      { to: '/main/microcontrol', label: 'Микроконтроллеры', icon: 'chip' },
    ],
  },
  {
    title: 'Профиль',
    items: [
      { to: '/main/profile', label: 'Моя страница', icon: 'user' },
      { to: '/main/settings', label: 'Настройки', icon: 'gear' },
    ],
  },
];
