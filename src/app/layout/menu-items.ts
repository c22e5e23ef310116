import type { IconName } from '../../components/icon/icon';
import { isStaff, type Role } from '../../../domain/constants';
import { LAB_PATH } from '../../../domain/lab-paths';
import { MCU_PATH } from '../../../domain/mcu/api';
import { PATHS } from '../../../domain/paths';

export interface MenuItem {
  to: string;
  label: string;
  icon: IconName;
  /** Shows how much work waits for review beside the item. */
  pendingBadge?: boolean;
}

export interface MenuSection {
  title: string;
  items: MenuItem[];
}

/** The side menu (Courses and Profile), plus what a teacher or an admin can do. */
export function menuFor(role: Role | undefined): MenuSection[] {
  // A parent sees their children and their settings, not the pupil's projects and boards.
  if (role === 'parent') {
    return [
      {
        title: 'Семья',
        items: [
          { to: PATHS.family, label: 'Мои дети', icon: 'users' },
          { to: PATHS.settings, label: 'Настройки', icon: 'gear' },
          { to: PATHS.feedback, label: 'Обратная связь', icon: 'chat' },
        ],
      },
    ];
  }
  const sections: MenuSection[] = [
    {
      title: 'Курсы',
      items: [
        { to: PATHS.electronics, label: 'Электроника', icon: 'bolt' },
        { to: PATHS.models3d, label: '3D-модели', icon: 'cube' },
        { to: PATHS.microcontrol, label: 'Микроконтроллеры', icon: 'chip' },
        { to: LAB_PATH, label: 'Лаборатория', icon: 'flask' },
        { to: MCU_PATH, label: 'Программирование', icon: 'code' },
      ],
    },
  ];
  if (isStaff(role)) {
    const items: MenuItem[] = [
      { to: PATHS.review, label: 'Проверка работ', icon: 'check', pendingBadge: true },
      { to: PATHS.classes, label: 'Классы', icon: 'grid' },
      { to: PATHS.pupils, label: 'Ученики', icon: 'users' },
      { to: PATHS.moderation, label: 'Жалобы', icon: 'flag' },
    ];
    if (role === 'admin') items.push({ to: PATHS.admin, label: 'Админ-панель', icon: 'shield' });
    sections.push({ title: 'Учителю', items });
  }
  sections.push({
    title: 'Профиль',
    items: [
      { to: PATHS.profile, label: 'Моя страница', icon: 'user' },
      ...(isStaff(role) ? [] : [{ to: PATHS.myWork, label: 'Мои работы', icon: 'camera' } satisfies MenuItem]),
      { to: PATHS.rating, label: 'Рейтинг', icon: 'trophy' },
      { to: PATHS.settings, label: 'Настройки', icon: 'gear' },
      { to: PATHS.feedback, label: 'Обратная связь', icon: 'chat' },
    ],
  });
  return sections;
}
