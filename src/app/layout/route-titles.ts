// The header's Russian title for every route of SPEC §2.

const MAIN_TITLES: Record<string, string> = {
  '': 'Главная',
  electronics: 'Электроника',
  '3d-models': '3D-модели',
  microcontrol: 'Микроконтроллеры',
  profile: 'Моя страница',
  settings: 'Личные данные',
  settingssecur: 'Безопасность и вход',
  whatispayka: 'Что такое пайка',
  'what-is-payka': 'Что такое пайка',
  projects: 'Проекты',
  'electric-schemes': 'Электрические схемы',
  materials: 'Полезные материалы',
  pcbs: 'Печатные платы',
  'mega-projects': 'Мега-проекты',
  project_electrick_schem: 'Схемы',
  myLevel: 'Уровень',
  spora: 'Шпора',
};

const TOP_TITLES: Record<string, string> = {
  profile: 'Профиль ученика',
  admin: 'Админ-панель',
  zombiebot: 'Зомби-бот',
  starttraining: 'Начать обучение',
  'electric-schemes': 'Электрические схемы',
  login: 'Вход',
};

export function titleFor(pathname: string): string {
  const [first = '', second = '', third = ''] = pathname.split('/').filter(Boolean);
  if (first === 'main') {
    if (second === 'project_electonic') return /^\d+$/.test(third) ? `Проект №${third}` : 'Проект';
    return MAIN_TITLES[second] ?? 'Школа робототехники';
  }
  return TOP_TITLES[first] ?? 'Школа робототехники';
}
