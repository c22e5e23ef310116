import { CLUB_MSG, type TaskReview } from '../../domain/club';
import { LEARNING_MESSAGES, SOLUTION_RULE, type Lecture, type Task, type TrainerResult, type TrainerTask } from '../../domain/learning';
import { countOf, DIAMONDS } from '../../domain/plural';
import { checkText } from '../../domain/text';
import type { DB } from '../db/database';
import { learningRepository, type SolutionPhoto, type SolutionState } from '../db/repositories/learning';
import { ledgerRepository, type SpendResult } from '../db/repositories/ledger';
import { ACCOUNT_DELETED, whileLive } from './account-lock';
import { processAndStore, type Photos, type Upload } from './submissions';
import { LESSONS_MSG } from '../../domain/lessons';
import {
  courseById,
  courseOpenAt,
  isFree,
  LECTURES,
  lectureById,
  taskById,
  TASKS,
  TRAINER_TASKS,
  trainerTaskById,
  type CatalogLecture,
  type CatalogTask,
} from './learning-catalog';
import { fail, type Failure } from './outcome';

// The learning calls (docs/decisions/0082-learning-calls.md, with the courses of
// docs/decisions/0205-lessons-courses-and-their-check.md). Paid lessons are bought in their course's
// order (a free lesson counts as bought), a task only with its lesson; both through the ledger's one
// conditional spend, so a pupil is charged once and never below zero.

export type BuyFailure = Failure<'NOT_FOUND' | 'LOCKED' | 'ALREADY_BOUGHT' | 'NOT_ENOUGH_DIAMONDS'>;
export type BuyResult = { ok: true; diamonds: number } | BuyFailure;

const lectureView = (lecture: CatalogLecture, bought: Set<number>): Lecture => ({
  id: lecture.id,
  courseId: lecture.courseId,
  number: lecture.number,
  title: lecture.title,
  price: lecture.price,
  bought: bought.has(lecture.id),
});

function taskView(task: CatalogTask, bought: Set<number>, done: Set<number>, states: Map<number, SolutionState>): Task {
  const owned = bought.has(task.id);
  const state = states.get(task.id);
  const review: TaskReview | null = state && state.status !== 'practice' ? { state: state.status, comment: state.comment, reviewedAt: state.reviewedAt } : null;
  return { ...task, text: owned ? task.text : '', bought: owned, done: done.has(task.id), review };
}

function spent(result: SpendResult, price: number): BuyResult {
  if (result.ok) return { ok: true, diamonds: result.balance };
  if (result.reason === 'already-bought') return fail('ALREADY_BOUGHT');
  return fail('NOT_ENOUGH_DIAMONDS', { message: `Не хватает алмазов: нужно ${countOf(price, DIAMONDS)}` });
}

/** The lessons a user may open: those bought with diamonds (ledger refs `lecture:<id>`) and every free one. */
export async function openLessonIds(db: DB, userId: number): Promise<Set<number>> {
  const bought = await learningRepository(db).boughtIds(userId, 'lecture:');
  for (const lecture of LECTURES) if (isFree(lecture)) bought.add(lecture.id);
  return bought;
}

/** The lecture the pupil is on: the last one bought with diamonds, in catalogue order; before any, the first. */
export async function whatLectureNow(db: DB, userId: number): Promise<Lecture> {
  const purchased = await learningRepository(db).boughtIds(userId, 'lecture:');
  const current = [...LECTURES].reverse().find((lecture) => purchased.has(lecture.id)) ?? LECTURES[0]!;
  return lectureView(current, await openLessonIds(db, userId));
}

/** A course's lessons the pupil may open (bought or free), in course order. */
export async function boughtLectures(db: DB, userId: number, courseId: number): Promise<Lecture[] | undefined> {
  if (!courseById(courseId)) return undefined;
  const open = await openLessonIds(db, userId);
  return LECTURES.filter((lecture) => lecture.courseId === courseId && open.has(lecture.id)).map((lecture) => lectureView(lecture, open));
}

export async function buyLecture(db: DB, user: { id: number; level: number }, courseId: number, lectureId: number, now: number): Promise<BuyResult> {
  const lecture = lectureById(lectureId);
  const course = courseById(courseId);
  if (!lecture || !course || lecture.courseId !== courseId) return fail('NOT_FOUND', { message: 'Такой лекции нет' });
  if (!courseOpenAt(course, user.level)) return fail('LOCKED', { message: LESSONS_MSG.secretLocked });
  if (isFree(lecture)) return fail('ALREADY_BOUGHT', { message: LESSONS_MSG.freeLesson });
  if (lecture.number > 1) {
    const previous = LECTURES.find((l) => l.courseId === courseId && l.number === lecture.number - 1)!;
    const open = await openLessonIds(db, user.id);
    if (!open.has(previous.id) && !open.has(lecture.id)) return fail('LOCKED', { message: LEARNING_MESSAGES.lectureLocked });
  }
  const result = await ledgerRepository(db).spend({ userId: user.id, price: lecture.price, reason: 'lecture', ref: `lecture:${lecture.id}`, now });
  return spent(result, lecture.price);
}

export async function payTask(db: DB, userId: number, lectureId: number, taskId: number, now: number): Promise<BuyResult> {
  const task = taskById(taskId);
  if (!task || task.lectureId !== lectureId) return fail('NOT_FOUND', { message: 'Такой задачи нет' });
  const lectures = await openLessonIds(db, userId);
  if (!lectures.has(lectureId)) return fail('LOCKED', { message: LEARNING_MESSAGES.taskLocked });
  const result = await ledgerRepository(db).spend({ userId, price: task.price, reason: 'task', ref: `task:${task.id}`, now });
  return spent(result, task.price);
}

export async function taskFor(db: DB, userId: number, taskId: number): Promise<Task | undefined> {
  const task = taskById(taskId);
  return task && (await tasksFor(db, userId, [task]))[0];
}

/** Every task of the catalogue as the pupil sees it: the text once bought, and the teacher's reading. */
export async function tasksFor(db: DB, userId: number, tasks: readonly CatalogTask[] = TASKS): Promise<Task[]> {
  const repository = learningRepository(db);
  const [bought, done, states] = await Promise.all([repository.boughtIds(userId, 'task:'), repository.doneTaskIds(userId), repository.solutionStates(userId)]);
  return tasks.map((task) => taskView(task, bought, done, states));
}

export async function trainerTasks(db: DB, userId: number): Promise<TrainerTask[]> {
  const best = await learningRepository(db).bestAttempts(userId);
  return TRAINER_TASKS.map((task) => ({ ...task, best: resultOf(best.get(task.id)) }));
}

const resultOf = (row: { accuracy: number; correct: number; total: number } | undefined): TrainerResult | null =>
  row ? { accuracy: row.accuracy, correct: row.correct, total: row.total } : null;

/** A typed text scored against the task's: characters in the right place, in percent of the task's length. */
export function score(text: string, typed: string): TrainerResult {
  const expected = [...text];
  const got = [...typed];
  const correct = expected.reduce((sum, char, i) => sum + (got[i] === char ? 1 : 0), 0);
  // Extra characters typed past the end count against the pupil.
  const total = Math.max(expected.length, got.length);
  return { accuracy: Math.round((correct * 100) / total), correct, total };
}

export type AttemptResult = { ok: true; result: TrainerResult & { best: boolean } } | Failure<'NOT_FOUND'>;

export async function recordAttempt(db: DB, userId: number, taskId: number, typed: string, device: string, now: number): Promise<AttemptResult> {
  const task = trainerTaskById(taskId);
  if (!task) return fail('NOT_FOUND', { message: 'Такого задания тренажёра нет' });
  const result = score(task.text, typed);
  const repository = learningRepository(db);
  const before = (await repository.bestAttempts(userId)).get(taskId);
  await repository.addAttempt({ userId, taskId, ...result, device: device.trim(), now });
  const best = !before || result.accuracy > before.accuracy || (result.accuracy === before.accuracy && result.correct > before.correct);
  return { ok: true, result: { ...result, best } };
}

export type HandInResult =
  | { ok: true; rewarded: 0; review: TaskReview | null }
  | Failure<'NOT_FOUND' | 'LOCKED' | 'VALIDATION_ERROR' | 'SOLUTION_WAITING' | 'SERVER_BUSY' | 'STORAGE_FULL' | 'AUTH_REQUIRED'>;

export function solutionProblem(solution: string): string | undefined {
  return checkText(solution, SOLUTION_RULE);
}

/** Why a solution may not wait for a teacher now: one waits already, or this task was accepted. */
function waitingRefusal(last: SolutionState | undefined): Failure<'SOLUTION_WAITING'> | undefined {
  if (last?.status === 'pending') return fail('SOLUTION_WAITING');
  if (last?.status === 'approved') return fail('SOLUTION_WAITING', { message: CLUB_MSG.solutionAccepted });
  return undefined;
}

/**
 * A web task's solution handed in. Through doneTaskWeb it waits for a teacher, who accepts it (the
 * task's reward, once per task) or returns it with words (docs/decisions/0210-tasks-read-by-a-teacher.md);
 * a second one waits only after a return. doneTaskWebNotPay keeps a practice answer nobody reviews.
 * Never rating: the monthly battle counts approved projects only (docs/decisions/0088-web-tasks-earn-diamonds-not-rating.md).
 * An optional photo goes through the project photos' pipeline and store after every other check,
 * and its files are removed again when the row is not made (docs/decisions/0214-a-photo-with-a-tasks-solution.md).
 */
export async function handIn(
  db: DB,
  userId: number,
  taskId: number,
  solution: string,
  paid: boolean,
  now: number,
  attached?: { photos: Photos; upload: Upload },
): Promise<HandInResult> {
  const task = taskById(taskId);
  if (!task) return fail('NOT_FOUND', { message: 'Такой задачи нет' });
  const problem = solutionProblem(solution);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const repository = learningRepository(db);
  const bought = await repository.boughtIds(userId, 'task:');
  if (!bought.has(taskId)) return fail('LOCKED', { message: 'Сначала купи эту задачу' });
  // A quick answer before the photo is decoded; the transaction below decides.
  const refused = paid ? waitingRefusal((await repository.solutionStates(userId)).get(taskId)) : undefined;
  if (refused) return refused;

  let photo: SolutionPhoto | undefined;
  if (attached) {
    const saved = await processAndStore(attached.photos, [attached.upload], String(userId));
    if (!saved.ok) return saved;
    const { stored, photo: image } = saved.first;
    photo = { ...stored, width: image.width, height: image.height, bytes: image.bytes };
  }
  const files = photo ? [photo.photo, photo.thumb] : [];
  const removeFiles = () => (attached ? attached.photos.store.remove(...files) : Promise.resolve());
  // Deleting the account wins (server/services/account-lock.ts).
  const result = await whileLive(db, userId, async (trx): Promise<HandInResult> => {
    const learning = learningRepository(trx);
    if (!paid) {
      await learning.addSolution(userId, taskId, solution.trim(), 'practice', now, photo);
      return { ok: true, rewarded: 0, review: null };
    }
    const waiting = waitingRefusal((await learning.solutionStates(userId)).get(taskId));
    if (waiting) return waiting;
    await learning.addSolution(userId, taskId, solution.trim(), 'pending', now, photo);
    return { ok: true, rewarded: 0, review: { state: 'pending', comment: null, reviewedAt: null } };
  }).catch(async (error: unknown) => {
    await removeFiles();
    throw error;
  });
  if (result === ACCOUNT_DELETED || !result.ok) await removeFiles();
  return result === ACCOUNT_DELETED ? fail('AUTH_REQUIRED') : result;
}
