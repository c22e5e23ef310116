import { COMMENT_IDS, FEEDBACK_ID, PROJECT_COUNT } from './ids';
import type { Section } from './comments';
import { itemOnPage } from './comments';
import { PATHS, projectPath, publicProfilePath, schemePath } from './paths';

// «Жалобы»: the staff screen of reported comments and of comments in corners no page shows
// (docs/decisions/0278-the-reports-screen.md), shared by the server's answer and the screen.

/** One comment on «Жалобы». */
export interface ModerationComment {
  id: number;
  section: Section;
  itemId: number;
  /** A page here shows the item's comments (false: a corner only staff see). */
  onPage: boolean;
  text: string;
  /** Unix seconds. */
  createdAt: number;
  /** Staff see first name and surname. */
  author: { id: number; name: string };
  /** How many users reported it, and when the last one did (null: none). */
  reports: number;
  lastReportAt: number | null;
  /** Who hid it and when; null while pupils see it. */
  hidden: { at: number; by: { id: number; name: string } | null } | null;
}

/** GET /api/v1/moderation/reports (teacher, admin) → newest first, at most MODERATION_LIST_LIMIT, and how many there are. */
export interface ModerationReply {
  data: ModerationComment[];
  count: number;
}

/** PUT /api/v1/moderation/comments/{id} with this body (teacher, admin). */
export interface ModerationHideBody {
  hidden: boolean;
}

export const MODERATION_LIST_LIMIT = 200;

export const MODERATION_MSG = {
  title: 'Жалобы',
  intro: 'Комментарии, на которые пожаловались, и комментарии там, где их не видно ни на одной странице. Новые сверху.',
  empty: 'Жалоб нет. Всё спокойно.',
  hide: 'Скрыть',
  show: 'Показать снова',
  hiddenBy: (name: string, when: string) => `Скрыт: ${name}, ${when}`,
  noPage: 'Нет на страницах',
  bodyHidden: 'Поле hidden должно быть true или false',
} as const;

/** Where the comment is, in words, and the page that shows it (none for a corner). */
export function commentPlace(section: Section, itemId: number): { label: string; path: string | null } {
  const page = itemOnPage(section, itemId);
  switch (section) {
    case 'ProfileUser':
      return { label: `Страница ученика №${itemId}`, path: publicProfilePath(itemId) };
    case 'Feedback':
      return { label: 'Обратная связь', path: itemId === FEEDBACK_ID ? PATHS.feedback : null };
    case 'Notes':
      return { label: `Заметки, запись №${itemId}`, path: null };
    case 'help':
      return { label: `Помощь, запись №${itemId}`, path: null };
    case 'lecture':
      if (!page) return { label: `Лекция №${itemId}`, path: null };
      if (itemId === COMMENT_IDS.cheatSheet) return { label: 'Шпаргалка', path: PATHS.cheatSheet };
      if (itemId === COMMENT_IDS.soldering) return { label: 'Что такое пайка', path: PATHS.soldering };
      if (itemId > 30000 && itemId <= 30000 + PROJECT_COUNT) return { label: `Проект №${itemId - 30000}`, path: projectPath(itemId - 30000) };
      return { label: `Схемы, страница ${itemId - 30032}`, path: schemePath(itemId - 30032) };
  }
}
