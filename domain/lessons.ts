import { countOf, type PluralForms } from './plural';

// Lessons of the courses, their check and the pupil's badges: the API the server gives and the app
// reads (docs/product.md, Learning; docs/decisions/0205-lessons-courses-and-their-check.md). Lesson text
// is bundled in the app (src/content/lessons); prices, rewards and answer keys are the server's.
// The server's schemas are checked against these types (server/schemas/contract.ts).

/** A lesson is passed when at least this share of its questions is answered right. */
export const LESSON_PASS_SHARE = 0.8;
/** The secret course opens from this level («Платина»), as mega-projects do. */
export const SECRET_COURSE_LEVEL = 4;
/** Checks a pupil may send a minute: enough to fix answers one by one, not to try every option. */
export const LESSON_CHECK_LIMIT = { max: 30, windowMs: 60_000 } as const;
/** The longest answer a tap question takes (an area id) and the most items an order question has. */
export const ANSWER_TEXT_MAX = 40;
export const ANSWER_ITEMS_MAX = 20;
/** More questions than a lesson ever has (4–8): a longer list is refused by the schema. */
export const ANSWERS_MAX = 20;

const QUESTIONS: PluralForms = { one: 'вопрос', few: 'вопроса', many: 'вопросов' };

export const LESSONS_MSG = {
  notBought: 'Этот урок ещё не открыт: купи его за алмазы на странице курса',
  secretLocked: 'Секретный курс откроется, когда у тебя будет уровень «Платина»',
  tooManyChecks: 'Ты проверяешь ответы слишком часто. Подожди минутку и попробуй ещё раз.',
  lessonNotFound: 'Такого урока нет',
  courseNotFound: 'Такого курса нет',
  answersCount: (expected: number) => `В уроке ${countOf(expected, QUESTIONS)} — нужен ровно один ответ на каждый. Обнови страницу и попробуй ещё раз.`,
  answerKind: (n: number) => `Ответ на вопрос ${n} не подходит к вопросу: проверь, что ты выбрал`,
  freeLesson: 'Этот урок бесплатный: он уже открыт',
} as const;

/** One lesson on a course's page. */
export interface CourseLesson {
  id: number;
  /** Its place in the course, from 1: paid lessons are bought in this order. */
  number: number;
  title: string;
  /** Diamonds; 0 for a free lesson. */
  price: number;
  /** Diamonds for the first pass. */
  reward: number;
  /** True for a free lesson too. */
  bought: boolean;
  passed: boolean;
  /** Ids of the lesson's practice tasks the pupil has built right in the lab (0239). */
  practicesPassed?: string[];
}

export interface Course {
  id: number;
  title: string;
  /** The secret course below level 4. */
  locked: boolean;
  lessons: CourseLesson[];
}

export interface CoursesReply {
  data: Course[];
}

/** An answer by the question's kind: choice → option index, number → number, order → item indices, tap → area id; null when left out. */
export type CheckAnswer = number | number[] | string | null;

export interface CheckBody {
  answers: CheckAnswer[];
}

export interface QuestionResult {
  ok: boolean;
  /** Why the right answer is right, when this one is wrong; '' when it is right. */
  explanation: string;
}

export interface BadgeRef {
  id: string;
  title: string;
}

export interface CheckResult {
  correct: number;
  total: number;
  passed: boolean;
  /** Diamonds credited by this check: the lesson's reward on its first pass, else 0. */
  reward: number;
  results: QuestionResult[];
  /** Badges earned by this check (usually none). */
  badges: BadgeRef[];
}

export interface CheckReply {
  data: CheckResult;
}

// Badges: earned once, by rules the server checks (server/services/badges.ts).

export const BADGE_IDS = [
  'first-lesson',
  'perfect-lesson',
  'course-electronics',
  'course-mcu',
  'course-secret',
  'soldering-permit',
  'first-project',
  'five-projects',
  'all-projects',
  'first-task',
  'ten-meetings',
  'level-3',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export interface BadgeInfo {
  id: BadgeId;
  title: string;
  /** What earns it, for the catalogue (also for the locked ones). */
  description: string;
  /** What the pupil reads the moment it is earned: kind, «ты». */
  notice: string;
}

export const BADGES: readonly BadgeInfo[] = [
  {
    id: 'first-lesson',
    title: 'Первый урок',
    description: 'Пройди свой первый урок.',
    notice: 'Первый урок пройден! Так держать — дальше будет ещё интереснее.',
  },
  {
    id: 'perfect-lesson',
    title: 'Без единой ошибки',
    description: 'Ответь правильно на все вопросы урока.',
    notice: 'Все ответы верные! Урок прочитан внимательно — это видно.',
  },
  {
    id: 'course-electronics',
    title: 'Курс электроники пройден',
    description: 'Пройди все уроки курса «Электроника: первые шаги».',
    notice: 'Весь курс электроники пройден! Теперь ты понимаешь, как устроены схемы.',
  },
  {
    id: 'course-mcu',
    title: 'Курс микроконтроллеров пройден',
    description: 'Пройди все уроки курса «Микроконтроллеры».',
    notice: 'Курс микроконтроллеров пройден! Ты умеешь оживлять схемы программой.',
  },
  {
    id: 'course-secret',
    title: 'Секретный курс пройден',
    description: 'Пройди все уроки секретного курса про нейросети.',
    notice: 'Секретный курс пройден! Теперь ты знаешь, как нейросеть узнаёт детали.',
  },
  {
    id: 'soldering-permit',
    title: 'Допуск к пайке',
    description: 'Получи у преподавателя допуск к пайке.',
    notice: 'У тебя допуск к пайке! Помни правила: паяльник — только на подставку.',
  },
  {
    id: 'first-project',
    title: 'Первый проект',
    description: 'Сдай первый проект, чтобы преподаватель его принял.',
    notice: 'Твой первый проект принят! Работающее устройство — твоими руками.',
  },
  {
    id: 'five-projects',
    title: 'Пять проектов',
    description: 'Пусть преподаватель примет пять твоих проектов.',
    notice: 'Уже пять проектов! У тебя настоящие руки мастера.',
  },
  {
    id: 'all-projects',
    title: 'Все 15 проектов',
    description: 'Пусть преподаватель примет все 15 проектов.',
    notice: 'Все 15 проектов собраны! Это огромная работа — ты молодец.',
  },
  {
    id: 'first-task',
    title: 'Первая задача',
    description: 'Реши задачу так, чтобы преподаватель принял решение.',
    notice: 'Преподаватель принял твою первую задачу! Решать задачи — это сила.',
  },
  {
    id: 'ten-meetings',
    title: '10 занятий в кружке',
    description: 'Приди на 10 занятий кружка.',
    notice: 'Десять занятий в кружке! Спасибо, что приходишь, — без тебя было бы скучнее.',
  },
  {
    id: 'level-3',
    title: 'Золотой уровень',
    description: 'Купи уровень «Золото».',
    notice: 'У тебя золотой уровень! Позади большой путь.',
  },
];

export const badgeById = (id: string): BadgeInfo | undefined => BADGES.find((badge) => badge.id === id);

/** One of the signed-in pupil's badges. */
export interface EarnedBadge {
  id: string;
  title: string;
  description: string;
  /** Unix seconds. */
  earnedAt: number;
}

export interface BadgesReply {
  data: EarnedBadge[];
}

export interface BadgeCatalogReply {
  data: { id: string; title: string; description: string }[];
}

// The teacher's report on a class's lessons.

export interface LessonsReportPupil {
  id: number;
  firstName: string;
  /** null when the pupil has not given one (as on the class matrix). */
  lastName: string | null;
  /** Ids of the lessons passed, in catalogue order. */
  passed: number[];
  solderingPermit: boolean;
}

export interface HardQuestion {
  lessonId: number;
  lessonTitle: string;
  questionId: string;
  prompt: string;
  /** Answers the class gave to it (every check counts). */
  attempts: number;
  wrong: number;
}

export interface LessonsReport {
  pupils: LessonsReportPupil[];
  /** The questions the class got wrong most often: top 10, by wrong share, then by count. */
  hardest: HardQuestion[];
}

export interface LessonsReportReply {
  data: LessonsReport;
}
