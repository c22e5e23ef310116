import { countOf, PEOPLE } from './plural';

// The class gallery (docs/decisions/0279-the-class-gallery.md): a pupil's approved work shown to
// their own class, with «Я тоже собрал». Shared by the server's answers and the screens.

/** One build in a class's gallery; `id` is the submission's id. */
export interface GalleryItem {
  id: number;
  projectId: number;
  projectTitle: string;
  /** The pupil's first name only, as pupils see each other. */
  pupil: { id: number; firstName: string };
  /** The first photo's size, for the box before it loads. */
  photo: { width: number; height: number };
  /** Unix seconds: when the pupil showed it. */
  shownAt: number;
  /** «Я тоже собрал»: how many, and whether the viewer is one of them. */
  reactions: number;
  mine: boolean;
  /** The viewer's own build. */
  own: boolean;
  /** Hidden by staff: only staff and the item's own pupil ever receive such an item. */
  hidden: boolean;
}

/** GET /api/v1/classes/{id}/gallery → the class's gallery, newest shown first. */
export interface GalleryReply {
  data: { classId: number; className: string; staff: boolean; items: GalleryItem[] };
}

/** PUT /api/v1/submissions/{id}/shown-to-class with this body (the pupil whose work it is). */
export interface ShownToClassBody {
  shown: boolean;
}
export interface ShownToClassReply {
  message: string;
  data: { submissionId: number; shown: boolean; hidden: boolean };
}

/** POST /api/v1/gallery/{itemId}/reaction with this body: sets the viewer's «Я тоже собрал» (not a toggle). */
export interface ReactionBody {
  reacted: boolean;
}
export interface ReactionReply {
  data: { reactions: number; mine: boolean };
}

/** PUT /api/v1/gallery/{itemId} with this body (the class's teacher, an admin). */
export interface GalleryHideBody {
  hidden: boolean;
}

export const GALLERY_MSG = {
  title: 'Галерея класса',
  showToClass: 'Показать классу',
  showHint: 'Одноклассники увидят фото, название проекта и твоё имя. Убрать можно в любой момент.',
  shown: 'Работа в галерее класса',
  takenBack: 'Работа убрана из галереи',
  hiddenByTeacher: 'Учитель скрыл эту работу из галереи',
  reaction: 'Я тоже собрал',
  /** What the build's own pupil and staff read instead of the button. */
  alsoBuilt: (count: number) => (count > 0 ? `Тоже собрали: ${countOf(count, PEOPLE)}` : 'Тоже собрали: пока никто'),
  empty: 'Пока никто не показал свою работу классу. Покажи свою: открой «Мои работы» и отметь «Показать классу» у принятой работы.',
  emptyStaff: 'Пока никто из класса не показал свою работу.',
  hide: 'Скрыть',
  show: 'Вернуть в галерею',
  hiddenMark: 'Скрыто учителем',
  itemHidden: 'Работа скрыта из галереи',
  itemShown: 'Работа снова в галерее',
  notApproved: 'Показать классу можно только принятую работу',
  noClass: 'Сначала вступи в класс: галерея — для своего класса',
  noWork: 'Работа не найдена',
  noItem: 'Этой работы нет в галерее',
  noClassFound: 'Такого класса нет',
  ownReaction: 'Это твоя работа: «Я тоже собрал» ставят одноклассники',
  pupilsOnly: '«Я тоже собрал» ставят ученики класса',
  shownField: 'Поле shown должно быть true или false',
  reactedField: 'Поле reacted должно быть true или false',
  hiddenField: 'Поле hidden должно быть true или false',
  link: 'Галерея класса',
} as const;
