import { lessons } from '../../src/content/lessons';
import type { Lecture, Task, TrainerTask } from '../../domain/learning';
import { SECRET_COURSE_LEVEL } from '../../domain/lessons';

// The school's courses, lessons («лекции» in the contract's calls), tasks and keyboard-trainer texts:
// typed constants, not tables — they change with a release, like the guides. Titles and course
// order come from the lessons' content (src/content/lessons: the `lessons` array); prices and
// rewards are set here, on the server (docs/decisions/0207-the-economy-of-a-school-year.md). What pupils
// bought and did is in the database (ledger refs `lecture:<id>`, `task:<id>`, `lesson:<id>`;
// lesson_attempts; trainer_attempts; task_solutions).

export type CatalogLecture = Omit<Lecture, 'bought'> & {
  /** Diamonds credited on the lesson's first pass (ledger ref `lesson:<id>`). */
  reward: number;
};
export type CatalogTask = Omit<Task, 'bought' | 'done' | 'review'>;
export type CatalogTrainerTask = Omit<TrainerTask, 'best'>;

export interface CatalogCourse {
  id: number;
  title: string;
  /** Opens from this level; below it the course is `locked` (0: open to all). */
  fromLevel: number;
}

export const COURSES: readonly CatalogCourse[] = [
  { id: 1, title: 'Электроника: первые шаги', fromLevel: 0 },
  { id: 2, title: 'Микроконтроллеры', fromLevel: 0 },
  { id: 3, title: 'Секретный курс: как нейросеть узнаёт детали', fromLevel: SECRET_COURSE_LEVEL },
];

/**
 * Price and first-pass reward of every lesson, by id. Price 0 is a free lesson: the first of each
 * course and the two safety lessons (13 soldering, 12 batteries), open without buying. Ids 1–6 are
 * the contract's six lectures and keep their meaning (a pupil's `lecture:<id>` purchases stand).
 */
const LESSON_MONEY: Readonly<Record<number, { price: number; reward: number }>> = {
  // Электроника: первые шаги
  1: { price: 0, reward: 10 },
  13: { price: 0, reward: 10 },
  2: { price: 20, reward: 40 },
  7: { price: 25, reward: 45 },
  8: { price: 30, reward: 50 },
  9: { price: 30, reward: 50 },
  10: { price: 40, reward: 60 },
  3: { price: 60, reward: 85 },
  11: { price: 50, reward: 75 },
  12: { price: 0, reward: 10 },
  // Микроконтроллеры
  4: { price: 0, reward: 10 },
  14: { price: 40, reward: 60 },
  5: { price: 50, reward: 75 },
  6: { price: 70, reward: 95 },
  // Микроконтроллеры: программы из блоков (each also sets a programming task, paid on its own)
  18: { price: 40, reward: 60 },
  19: { price: 50, reward: 70 },
  20: { price: 60, reward: 85 },
  21: { price: 70, reward: 95 },
  22: { price: 80, reward: 105 },
  23: { price: 90, reward: 120 },
  // Секретный курс
  15: { price: 0, reward: 15 },
  16: { price: 80, reward: 110 },
  17: { price: 100, reward: 130 },
};

function moneyOf(lessonId: number): { price: number; reward: number } {
  const money = LESSON_MONEY[lessonId];
  if (!money) throw new Error(`У урока №${lessonId} нет цены и награды в learning-catalog.ts`);
  return money;
}

/** Every lesson of every course, in catalogue order; `number` is its place in its course, from 1. */
export const LECTURES: readonly CatalogLecture[] = lessons.map((lesson) => ({
  id: lesson.id,
  courseId: lesson.courseId,
  number: lessons.filter((other) => other.courseId === lesson.courseId).indexOf(lesson) + 1,
  title: lesson.title,
  ...moneyOf(lesson.id),
}));

/**
 * One text task for most paid lessons, handed in as text and rewarded when the teacher accepts it.
 * Ids 1–5 are the contract's five tasks and keep their lessons.
 */
export const TASKS: readonly CatalogTask[] = [
  {
    id: 1,
    lectureId: 1,
    title: 'Батарейка и лампочка',
    text: 'Напиши, что будет с яркостью лампочки, если взять батарейку 9 В вместо 4,5 В, и почему.',
    price: 10,
    reward: 30,
  },
  {
    id: 2,
    lectureId: 2,
    title: 'Подбери резистор',
    text: 'Светодиоду нужно 2 В и 20 мА, батарейка даёт 9 В. Посчитай сопротивление резистора и покажи расчёт.',
    price: 15,
    reward: 35,
  },
  {
    id: 3,
    lectureId: 3,
    title: 'Ключ для моторчика',
    text: 'Объясни, зачем моторчику транзистор, если его можно подключить к выводу платы напрямую.',
    price: 20,
    reward: 45,
  },
  {
    id: 4,
    lectureId: 5,
    title: 'Маяк',
    text: 'Напиши программу: светодиод горит 1 секунду, гаснет на 2 секунды, и так по кругу.',
    price: 20,
    reward: 45,
  },
  {
    id: 5,
    lectureId: 6,
    title: 'Дверной звонок',
    text: 'Напиши программу: пока кнопка нажата, пищит зуммер.',
    price: 25,
    reward: 50,
  },
  {
    id: 6,
    lectureId: 7,
    title: 'Разгадай полоски',
    text: 'На резисторе полоски: коричневая, чёрная, красная. Посчитай, сколько в нём ом, и напиши, как ты это узнал.',
    price: 15,
    reward: 35,
  },
  {
    id: 7,
    lectureId: 8,
    title: 'Два резистора',
    text: 'Есть два резистора по 100 Ом. Посчитай, какое сопротивление получится, если соединить их последовательно, и какое — если параллельно.',
    price: 15,
    reward: 35,
  },
  {
    id: 8,
    lectureId: 9,
    title: 'Светодиод наоборот',
    text: 'Светодиод вставили в схему наоборот, и он не горит. Объясни, почему, и как по ножкам узнать, где плюс.',
    price: 15,
    reward: 35,
  },
  {
    id: 9,
    lectureId: 10,
    title: 'Сколько горит',
    text: 'Посчитай время RC для резистора 10 кОм и конденсатора 100 мкФ. Что станет со временем, если взять конденсатор в два раза больше?',
    price: 20,
    reward: 45,
  },
  {
    id: 10,
    lectureId: 11,
    title: 'Мигай быстрее',
    text: 'Светодиоды мультивибратора мигают слишком медленно. Напиши, какие детали можно поменять, чтобы они мигали быстрее, и почему.',
    price: 20,
    reward: 45,
  },
  {
    id: 11,
    lectureId: 14,
    title: 'Ножки микросхемы',
    text: 'Нарисуй или опиши, как найти первую ножку микросхемы и в каком порядке считаются остальные.',
    price: 20,
    reward: 45,
  },
  {
    id: 12,
    lectureId: 16,
    title: 'Научи нейросеть',
    text: 'Ты учишь нейросеть отличать резистор от конденсатора. Напиши, какие фотографии ты ей покажешь и почему их нужно много и разных.',
    price: 25,
    reward: 55,
  },
  {
    id: 13,
    lectureId: 17,
    title: 'Когда нейросеть ошибается',
    text: 'Нейросеть назвала светодиод конденсатором. Придумай три причины, почему так могло случиться, и как это исправить.',
    price: 25,
    reward: 55,
  },
];

export const TRAINER_TASKS: readonly CatalogTrainerTask[] = [
  { id: 1, title: 'Разминка', text: 'ток напряжение резистор' },
  { id: 2, title: 'Детали', text: 'светодиод транзистор конденсатор батарейка' },
  { id: 3, title: 'Закон Ома', text: 'Сила тока равна напряжению, делённому на сопротивление.' },
];

export const lectureById = (id: number) => LECTURES.find((lecture) => lecture.id === id);
export const taskById = (id: number) => TASKS.find((task) => task.id === id);
export const trainerTaskById = (id: number) => TRAINER_TASKS.find((task) => task.id === id);
export const courseById = (id: number) => COURSES.find((course) => course.id === id);
export const courseExists = (id: number) => courseById(id) !== undefined;
export const lessonsOfCourse = (courseId: number) => LECTURES.filter((lecture) => lecture.courseId === courseId);
/** A free lesson counts as bought without a purchase. */
export const isFree = (lecture: CatalogLecture) => lecture.price === 0;
/** Whether a user at this level may open the course (the secret course: from level 4). */
export const courseOpenAt = (course: CatalogCourse, level: number) => level >= course.fromLevel;
