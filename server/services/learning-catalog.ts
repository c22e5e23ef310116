import type { Lecture, Task, TrainerTask } from '../../src/domain/learning';

// The school's lectures, tasks and keyboard-trainer texts: a typed constant, not a
// table — they change with a release, like the guides; what pupils bought and did is in the
// database (ledger refs `lecture:<id>`, `task:<id>`; trainer_attempts; task_solutions).

export type CatalogLecture = Omit<Lecture, 'bought'>;
export type CatalogTask = Omit<Task, 'bought' | 'done' | 'review'>;
export type CatalogTrainerTask = Omit<TrainerTask, 'best'>;

export const COURSES = [
  { id: 1, title: 'Электроника: первые шаги' },
  { id: 2, title: 'Микроконтроллеры' },
] as const;

export const LECTURES: readonly CatalogLecture[] = [
  { id: 1, courseId: 1, number: 1, title: 'Ток, напряжение и сопротивление', price: 20 },
  { id: 2, courseId: 1, number: 2, title: 'Светодиод и резистор: закон Ома на деле', price: 40 },
  { id: 3, courseId: 1, number: 3, title: 'Транзистор — электронный ключ', price: 60 },
  { id: 4, courseId: 2, number: 1, title: 'Что такое микроконтроллер', price: 30 },
  { id: 5, courseId: 2, number: 2, title: 'Мигаем светодиодом из программы', price: 50 },
  { id: 6, courseId: 2, number: 3, title: 'Кнопка и датчик: читаем входы', price: 70 },
];

export const TASKS: readonly CatalogTask[] = [
  { id: 1, lectureId: 1, title: 'Батарейка и лампочка', text: 'Напиши, что будет с яркостью лампочки, если взять батарейку 9 В вместо 4,5 В, и почему.', price: 10, reward: 15 },
  { id: 2, lectureId: 2, title: 'Подбери резистор', text: 'Светодиоду нужно 2 В и 20 мА, батарейка даёт 9 В. Посчитай сопротивление резистора и покажи расчёт.', price: 15, reward: 20 },
  { id: 3, lectureId: 3, title: 'Ключ для моторчика', text: 'Объясни, зачем моторчику транзистор, если его можно подключить к выводу платы напрямую.', price: 20, reward: 25 },
  { id: 4, lectureId: 5, title: 'Маяк', text: 'Напиши программу: светодиод горит 1 секунду, гаснет на 2 секунды, и так по кругу.', price: 20, reward: 25 },
  { id: 5, lectureId: 6, title: 'Дверной звонок', text: 'Напиши программу: пока кнопка нажата, пищит зуммер.', price: 25, reward: 30 },
];

export const TRAINER_TASKS: readonly CatalogTrainerTask[] = [
  { id: 1, title: 'Разминка', text: 'ток напряжение резистор' },
  { id: 2, title: 'Детали', text: 'светодиод транзистор конденсатор батарейка' },
  { id: 3, title: 'Закон Ома', text: 'Сила тока равна напряжению, делённому на сопротивление.' },
];

export const lectureById = (id: number) => LECTURES.find((lecture) => lecture.id === id);
export const taskById = (id: number) => TASKS.find((task) => task.id === id);
export const trainerTaskById = (id: number) => TRAINER_TASKS.find((task) => task.id === id);
export const courseExists = (id: number) => COURSES.some((course) => course.id === id);
