import { lessonById } from '../../src/content/lessons';
import type { LessonQuestion } from '../../src/content/lessons/types';
import {
  LESSON_PASS_SHARE,
  LESSONS_MSG,
  type CheckAnswer,
  type CheckResult,
  type Course,
  type HardQuestion,
  type LessonsReport,
  type QuestionResult,
} from '../../domain/lessons';
import { lessonKeyById, type QuestionKey } from '../content/lesson-keys';
import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';
import { ledgerRepository } from '../db/repositories/ledger';
import { labPracticeRepository } from '../db/repositories/lab-practice';
import { lessonsRepository } from '../db/repositories/lessons';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { awardBadges } from './badges';
import { managedClass, type ClassFailure } from './classes';
import { solderingPermitsOf } from './club-facts';
import { openLessonIds } from './learning';
import { COURSES, courseById, courseOpenAt, LECTURES, lectureById, lessonsOfCourse } from './learning-catalog';
import { fail, type Failure } from './outcome';

// The courses' lessons (docs/decisions/0205-lessons-courses-and-their-check.md): the pupil's view of
// the courses, the check of a lesson's answers against the server's keys (the reward of the first
// pass is credited once, ledger ref `lesson:<id>`), and the teacher's report on a class.

/** The ledger ref of a lesson's first-pass reward. */
export const lessonRef = (lessonId: number) => `lesson:${lessonId}`;

export async function coursesFor(db: DB, user: Pick<UserRow, 'id' | 'level'>): Promise<Course[]> {
  const [open, passed, practices] = await Promise.all([openLessonIds(db, user.id), lessonsRepository(db).passedIds(user.id), labPracticeRepository(db).passes(user.id)]);
  return COURSES.map((course) => ({
    id: course.id,
    title: course.title,
    locked: !courseOpenAt(course, user.level),
    lessons: lessonsOfCourse(course.id).map((lesson) => ({
      id: lesson.id,
      number: lesson.number,
      title: lesson.title,
      price: lesson.price,
      reward: lesson.reward,
      bought: open.has(lesson.id),
      passed: passed.has(lesson.id),
      practicesPassed: practices.filter((pass) => pass.lessonId === lesson.id).map((pass) => pass.practiceId),
    })),
  }));
}

/** Whether an answer does not fit its question's kind (or its options). Null is «left out». */
function unfit(question: LessonQuestion, answer: CheckAnswer): boolean {
  if (answer === null) return false;
  switch (question.kind) {
    case 'choice':
      return !(typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer < question.options.length);
    case 'number':
      return !(typeof answer === 'number' && Number.isFinite(answer));
    case 'order':
      return !(
        Array.isArray(answer) &&
        answer.length === question.items.length &&
        new Set(answer).size === answer.length &&
        answer.every((index) => Number.isInteger(index) && index >= 0 && index < question.items.length)
      );
    case 'tap':
      return !(typeof answer === 'string' && question.areas.some((area) => area.id === answer));
  }
}

/** The message for answers that do not fit the lesson's questions, or undefined. */
export function answersProblem(questions: readonly LessonQuestion[], answers: readonly CheckAnswer[]): string | undefined {
  if (answers.length !== questions.length) return LESSONS_MSG.answersCount(questions.length);
  const bad = questions.findIndex((question, i) => unfit(question, answers[i]!));
  return bad === -1 ? undefined : LESSONS_MSG.answerKind(bad + 1);
}

/** One answer against its key: right, or the reason the right answer is right (the one for this wrong option where the key has it). */
export function judge(key: QuestionKey, answer: CheckAnswer): QuestionResult {
  let ok: boolean;
  let why = key.why;
  switch (key.kind) {
    case 'choice':
      ok = answer === key.correct;
      if (!ok && typeof answer === 'number') why = key.wrongWhy?.[answer] ?? why;
      break;
    case 'number':
      // A hair over the tolerance is floating-point noise (0.1 + 0.2), not a wrong answer.
      ok = typeof answer === 'number' && Math.abs(answer - key.answer) <= key.tolerance + 1e-9;
      break;
    case 'order':
      ok = Array.isArray(answer) && answer.length === key.order.length && answer.every((index, i) => index === key.order[i]);
      break;
    case 'tap':
      ok = answer === key.area;
      if (!ok && typeof answer === 'string') why = key.wrongWhy?.[answer] ?? why;
      break;
  }
  return { ok, explanation: ok ? '' : why };
}

export type CheckFailure = Failure<'NOT_FOUND' | 'LOCKED' | 'LECTURE_NOT_BOUGHT' | 'VALIDATION_ERROR'>;

/**
 * A lesson's answers checked: every check is kept with each question's right/wrong (the teacher's
 * report), and a pass (≥ 80 % right) credits the lesson's reward once — the ledger's unique ref
 * `lesson:<id>` refuses a second credit, also a racing one — and awards the badges it earns, all
 * in one write transaction.
 */
export async function checkLesson(
  db: DB,
  user: Pick<UserRow, 'id' | 'level'>,
  courseId: number,
  lessonId: number,
  answers: readonly CheckAnswer[],
  now: number,
): Promise<{ ok: true; data: CheckResult } | CheckFailure> {
  const course = courseById(courseId);
  const lecture = lectureById(lessonId);
  const lesson = lessonById(lessonId);
  if (!course) return fail('NOT_FOUND', { message: LESSONS_MSG.courseNotFound });
  if (!lecture || !lesson || lecture.courseId !== courseId) return fail('NOT_FOUND', { message: LESSONS_MSG.lessonNotFound });
  if (!courseOpenAt(course, user.level)) return fail('LOCKED', { message: LESSONS_MSG.secretLocked });
  if (!(await openLessonIds(db, user.id)).has(lessonId)) return fail('LECTURE_NOT_BOUGHT');
  const problem = answersProblem(lesson.questions, answers);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });

  const key = lessonKeyById(lessonId);
  if (!key) throw new Error(`Нет ключа ответов урока №${lessonId}`);
  const results = lesson.questions.map((question, i) => {
    const questionKey = key.questions[i];
    if (!questionKey || questionKey.id !== question.id || questionKey.kind !== question.kind) {
      throw new Error(`Ключ урока №${lessonId} не совпадает с вопросом ${question.id}`);
    }
    return judge(questionKey, answers[i]!);
  });
  const correct = results.filter((result) => result.ok).length;
  const total = results.length;
  const passed = total > 0 && correct / total >= LESSON_PASS_SHARE;

  return inWriteTransaction(db, async (trx) => {
    await lessonsRepository(trx).addAttempt({
      userId: user.id,
      lessonId,
      correct,
      total,
      passed,
      answers: lesson.questions.map((question, i) => ({ questionId: question.id, ok: results[i]!.ok })),
      now,
    });
    let reward = 0;
    let badges: CheckResult['badges'] = [];
    if (passed) {
      if (lecture.reward > 0) {
        const credit = await ledgerRepository(trx).credit({ userId: user.id, kind: 'diamonds', delta: lecture.reward, reason: 'lesson', ref: lessonRef(lessonId), now });
        if (credit.ok) reward = lecture.reward;
      }
      badges = await awardBadges(trx, user.id, now);
    }
    return { ok: true as const, data: { correct, total, passed, reward, results, badges } };
  });
}

/** How many hard questions the report lists. */
export const HARDEST_SHOWN = 10;

/**
 * The class's lessons for its teacher (or an admin): who passed what, the soldering permits, and
 * the questions the class got wrong most often — by the share of wrong answers, then by their
 * number; a question nobody got wrong is not hard.
 */
export async function lessonsReport(db: DB, viewer: UserRow, classId: number): Promise<{ ok: true; data: LessonsReport } | ClassFailure> {
  const managed = await managedClass(db, viewer, classId);
  if (!managed.ok) return managed;
  const pupils = await classesRepository(db).pupils(classId);
  const ids = pupils.map((pupil) => pupil.id);
  const lessons = lessonsRepository(db);
  const [passedRows, tally, permits] = await Promise.all([lessons.passedOf(ids), lessons.tallyOf(ids), solderingPermitsOf(db, ids)]);

  const order = new Map(LECTURES.map((lecture, i) => [lecture.id, i]));
  const passedBy = new Map<number, number[]>();
  for (const row of passedRows) passedBy.set(row.user_id, [...(passedBy.get(row.user_id) ?? []), row.lesson_id]);

  const hardest: (HardQuestion & { place: number })[] = [];
  for (const row of tally) {
    const lesson = lessonById(row.lesson_id);
    const index = lesson?.questions.findIndex((question) => question.id === row.question_id) ?? -1;
    // A question a later release removed is no longer anyone's to practise.
    if (!lesson || index === -1 || row.wrong === 0) continue;
    hardest.push({
      lessonId: lesson.id,
      lessonTitle: lesson.title,
      questionId: row.question_id,
      prompt: lesson.questions[index]!.prompt,
      attempts: row.attempts,
      wrong: row.wrong,
      place: (order.get(lesson.id) ?? 0) * 100 + index,
    });
  }
  hardest.sort((a, b) => b.wrong * a.attempts - a.wrong * b.attempts || b.wrong - a.wrong || a.place - b.place);

  return {
    ok: true,
    data: {
      pupils: pupils.map((pupil) => ({
        id: pupil.id,
        firstName: pupil.first_name,
        lastName: pupil.last_name || null,
        passed: (passedBy.get(pupil.id) ?? []).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
        solderingPermit: permits.has(pupil.id),
      })),
      hardest: hardest.slice(0, HARDEST_SHOWN).map(({ place: _place, ...question }) => question),
    },
  };
}
