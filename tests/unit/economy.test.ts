import { describe, expect, it } from 'vitest';
import { MCU_TASKS } from '../../src/content/mcu/tasks';
import { projects } from '../../src/content/projects';
import { mcuTaskReward } from '../../server/content/mcu-task-rewards';
import { LEVEL_PRICES, MAX_LEVEL } from '../../domain/constants';
import { ATTENDANCE_DIAMONDS_PER_LEVEL } from '../../domain/learning';
import { COURSES, LECTURES, TASKS } from '../../server/services/learning-catalog';

// The school's economy from its catalogue (docs/decisions/0207-the-economy-of-a-school-year.md):
// a pupil who builds every project, passes every lesson open below level 4 and every programming
// task, and has every task of those lessons accepted can buy level 3 (600 diamonds in all) but not
// level 4 (1000); and
// over a school year of 30 weekly meetings, with those incomes spread over the meetings and each
// meeting's attendance paid at the current level's rate, buying each next level as soon as it
// can, reaches level 5 (1500).

const MEETINGS = 30;
const cumulative = (level: number) => Object.entries(LEVEL_PRICES).reduce((sum, [l, price]) => (Number(l) <= level ? sum + price : sum), 0);

const openCourses = new Set(COURSES.filter((course) => course.fromLevel < 4).map((course) => course.id));
const openLessons = LECTURES.filter((lecture) => openCourses.has(lecture.courseId));
const openTasks = TASKS.filter((task) => openLessons.some((lecture) => lecture.id === task.lectureId));

const projectIncome = projects.reduce((sum, project) => sum + project.reward, 0);
const lessonIncome = openLessons.reduce((sum, lecture) => sum + lecture.reward - lecture.price, 0);
const taskIncome = openTasks.reduce((sum, task) => sum + task.reward - task.price, 0);
// The programming tasks cost nothing and pay on the first pass
// (docs/decisions/0266-programming-tasks-checked-and-paid-by-the-server.md).
const openMcuTasks = MCU_TASKS.filter((task) => openLessons.some((lecture) => lecture.id === task.lessonId));
const mcuIncome = openMcuTasks.reduce((sum, task) => sum + mcuTaskReward(task.id), 0);
const workIncome = projectIncome + lessonIncome + taskIncome + mcuIncome;

/** A school year: the work's income spread over the meetings in whole diamonds, attendance at the level of the day, levels bought when affordable. */
function schoolYear(work: number) {
  let balance = 0;
  let level = 0;
  let attendance = 0;
  const boughtAt: Record<number, number> = {};
  for (let meeting = 1; meeting <= MEETINGS; meeting += 1) {
    const pay = ATTENDANCE_DIAMONDS_PER_LEVEL * Math.max(1, level);
    attendance += pay;
    balance += pay + Math.floor((work * meeting) / MEETINGS) - Math.floor((work * (meeting - 1)) / MEETINGS);
    while (level < MAX_LEVEL && balance >= LEVEL_PRICES[(level + 1) as keyof typeof LEVEL_PRICES]) {
      level += 1;
      balance -= LEVEL_PRICES[level as keyof typeof LEVEL_PRICES];
      boughtAt[level] = meeting;
    }
  }
  return { level, balance, attendance, boughtAt };
}

describe('the economy of the catalogue', () => {
  it('pays for level 3 with the work alone, and not for level 4: every project, lesson, task and programming task, net of their prices', () => {
    console.info(
      `Проекты ${projectIncome} + уроки ${lessonIncome} (${openLessons.length}) + задачи ${taskIncome} (${openTasks.length}) + ` +
        `программы ${mcuIncome} (${openMcuTasks.length}) = ${workIncome}; ` +
        `уровень 3 стоит ${cumulative(3)}, уровень 5 — ${cumulative(5)}`,
    );
    expect(cumulative(3)).toBe(600);
    expect(workIncome).toBeGreaterThanOrEqual(cumulative(3));
    // …but not level 4: the secret course is reached by coming to the club as well.
    expect(workIncome).toBeLessThan(cumulative(4));
  });

  it('reaches level 5 in a school year of 30 meetings with attendance at the level of the day', () => {
    const year = schoolYear(workIncome);
    const attendanceOnly = schoolYear(0);
    const projectsOnly = schoolYear(projectIncome);
    console.info(
      `Год: уровни куплены на занятиях ${JSON.stringify(year.boughtAt)}, за посещение ${year.attendance}, остаток ${year.balance}; ` +
        `только посещение — уровень ${attendanceOnly.level}, посещение и проекты — уровень ${projectsOnly.level}`,
    );
    expect(year.level).toBe(MAX_LEVEL);
    expect(cumulative(5)).toBe(1500);
  });
});
