import { Navigate, type RouteObject } from 'react-router-dom';
import { parseId, PROJECT_COUNT } from '../../domain/ids';
import { LAB_PATH } from '../../domain/lab-paths';
import { MCU_PATH } from '../../domain/mcu/api';
import { PATHS, PATTERNS } from '../../domain/paths';
import { RequireAuth } from './guards';
import { titled } from './route-handle';

// Every page but the open ones of router.tsx (docs/product.md §3): its path (from the paths
// module), its title, and its module in src/app/routes/, loaded when the page opens (the service
// worker precaches every module). This table itself comes with the first visit to one of these
// pages, in the signed-in pages' shared chunk (scripts/build/page-chunks.mjs), not with /login
// (docs/decisions/0299-the-login-page-knows-only-the-open-pages.md).

/** The side menu, header and footer: not needed by the login page, so loaded with the first page that has them. */
const layout = () => import('./layout/layout').then((module) => ({ Component: module.Layout }));

/** Role checks, with their "only for teachers" page: loaded with the first page that needs them. */
const staffOnly = () => import('./require-role').then((module) => ({ Component: module.StaffOnly }));
const adminsOnly = () => import('./require-role').then((module) => ({ Component: module.AdminsOnly }));
const parentsOnly = () => import('./require-role').then((module) => ({ Component: module.ParentsOnly }));

const soon = (path: string, title: string): RouteObject => ({ path, handle: titled(title), lazy: () => import('./routes/soon') });

const FIRMWARE_TITLES: Record<string, string> = { 'sand-clock': 'Песочные часы: программа', radio: 'Радио: программа' };
const firmwareTitle = titled(({ firmware }) => FIRMWARE_TITLES[firmware ?? ''] ?? 'Прошивка не найдена');

const guideTitle = titled(({ id }) => {
  const project = parseId(id, PROJECT_COUNT);
  return project ? `Проект №${project}` : 'Проект не найден';
});

/** Every page that is not open (router.tsx). */
export const otherPages: RouteObject[] = [
  {
    lazy: layout,
    children: [
      { path: PATHS.startTraining, handle: titled('Начать обучение'), lazy: () => import('./routes/start-training') },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        lazy: layout,
        children: [
          { path: PATHS.main, handle: titled('Главная'), lazy: () => import('./routes/home') },
          { path: PATHS.electronics, handle: titled('Электроника'), lazy: () => import('./routes/electronics') },
          { path: PATHS.projects, handle: titled('Проекты'), lazy: () => import('./routes/projects') },
          // The loader comes with the page's code, out of the first screen's; the guide's data
          // is named in the page's Link header, so it arrives beside that code, not after it.
          {
            path: PATTERNS.project,
            handle: guideTitle,
            loader: (args) => import('./routes/guide').then(({ loader }) => loader(args)),
            lazy: () => import('./routes/guide').then(({ Component }) => ({ Component })),
          },
          { path: PATHS.schemes, handle: titled('Электрические схемы'), lazy: () => import('./routes/schemes') },
          { path: PATTERNS.scheme, handle: titled('Схемы'), lazy: () => import('./routes/scheme') },
          { path: PATHS.soldering, handle: titled('Что такое пайка'), lazy: () => import('./routes/soldering') },
          { path: PATHS.solderingAlias, handle: titled('Что такое пайка'), lazy: () => import('./routes/soldering') },
          // The simulator's editor and engine load only here.
          { path: LAB_PATH, handle: titled('Лаборатория'), lazy: () => import('./routes/lab') },
          // The block editor (Blockly) loads only with a task's page.
          { path: MCU_PATH, handle: titled('Программирование'), lazy: () => import('./routes/mcu') },
          { path: `${MCU_PATH}/tasks/:id`, handle: titled('Программирование'), lazy: () => import('./routes/mcu-task') },
          { path: PATHS.cheatSheet, handle: titled('Шпора'), lazy: () => import('./routes/cheat-sheet') },
          { path: PATHS.megaProjects, handle: titled('Мега-проекты'), lazy: () => import('./routes/mega-projects') },
          soon(PATHS.models3d, '3D-модели'),
          { path: PATHS.microcontrol, handle: titled('Микроконтроллеры'), lazy: () => import('./routes/microcontrol') },
          { path: `${MCU_PATH}/firmware/:firmware`, handle: firmwareTitle, lazy: () => import('./routes/mcu-firmware') },
          { path: PATHS.secretCourse, handle: titled('Секретный курс'), lazy: () => import('./routes/secret-course') },
          { path: PATTERNS.lesson, handle: titled('Урок'), lazy: () => import('./routes/lesson') },
          { path: PATHS.profile, handle: titled('Моя страница'), lazy: () => import('./routes/profile') },
          { path: PATHS.feedback, handle: titled('Обратная связь'), lazy: () => import('./routes/feedback') },
          { path: PATHS.settings, handle: titled('Личные данные'), lazy: () => import('./routes/settings') },
          { path: PATHS.security, handle: titled('Безопасность и вход'), lazy: () => import('./routes/security') },
          { path: PATHS.materials, handle: titled('Полезные материалы'), lazy: () => import('./routes/materials') },
          { path: PATHS.pcbs, handle: titled('Печатные платы'), lazy: () => import('./routes/pcbs') },
          { path: PATHS.myLevel, handle: titled('Уровень'), lazy: () => import('./routes/my-level') },
          { path: PATHS.rating, handle: titled('Рейтинг'), lazy: () => import('./routes/rating') },
          { path: `${PATHS.main}/*`, element: <Navigate to={PATHS.login} replace /> },
          { path: PATTERNS.publicProfile, handle: titled('Профиль'), lazy: () => import('./routes/public-profile') },
          { path: PATHS.myWork, handle: titled('Мои работы'), lazy: () => import('./routes/my-work') },
          { path: PATHS.join, handle: titled('Вход в класс'), lazy: () => import('./routes/join') },
          { path: PATTERNS.classGallery, handle: titled('Галерея класса'), lazy: () => import('./routes/class-gallery') },
          {
            lazy: staffOnly,
            children: [
              { path: PATHS.review, handle: titled('Проверка работ'), lazy: () => import('./routes/review') },
              { path: PATHS.pupils, handle: titled('Ученики'), lazy: () => import('./routes/pupils') },
              { path: PATHS.classes, handle: titled('Классы'), lazy: () => import('./routes/classes') },
              { path: PATTERNS.classMatrix, handle: titled('Класс'), lazy: () => import('./routes/class-matrix') },
              { path: PATTERNS.pupil, handle: titled('Ученик'), lazy: () => import('./routes/pupil') },
              { path: PATHS.moderation, handle: titled('Жалобы'), lazy: () => import('./routes/moderation') },
            ],
          },
          {
            lazy: parentsOnly,
            children: [
              { path: PATHS.family, handle: titled('Мои дети'), lazy: () => import('./routes/family') },
              { path: PATTERNS.familyChild, handle: titled('Ребёнок'), lazy: () => import('./routes/family-child') },
            ],
          },
          {
            lazy: adminsOnly,
            children: [
              { path: PATHS.admin, handle: titled('Админ-панель'), lazy: () => import('./routes/admin') },
              soon(PATHS.zombiebot, 'Зомби-бот'),
            ],
          },
        ],
      },
    ],
  },
  { path: PATHS.schemesShort, element: <Navigate to={PATHS.schemes} replace /> },
];

