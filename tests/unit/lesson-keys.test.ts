import { describe, expect, it } from 'vitest';
import { lessons } from '../../src/content/lessons';
import type { LessonQuestion } from '../../src/content/lessons/types';
import { ANSWER_ITEMS_MAX, ANSWER_TEXT_MAX, ANSWERS_MAX, type CheckAnswer } from '../../domain/lessons';
import { lessonKeyById, type QuestionKey } from '../../server/content/lesson-keys';
import { COURSES, LECTURES, TASKS } from '../../server/services/learning-catalog';
import { answersProblem, judge } from '../../server/services/lessons';

// Every lesson's answer key against its questions, whatever the lessons' writers put in them: the
// same ids and kinds in the same order, a right choice among the options, an order that is a
// permutation of the items, a tap area that is on the picture — and the server's own check, given
// the key's answers, finds them all right (and fitting the check's schema).

const rightAnswer = (key: QuestionKey): CheckAnswer =>
  key.kind === 'choice' ? key.correct : key.kind === 'number' ? key.answer : key.kind === 'order' ? [...key.order] : key.area;

/** A wrong answer of the question's kind, where one exists. */
function wrongAnswer(question: LessonQuestion, key: QuestionKey): CheckAnswer | undefined {
  if (key.kind === 'choice' && question.kind === 'choice') return question.options.length > 1 ? (key.correct + 1) % question.options.length : undefined;
  if (key.kind === 'number') return key.answer + key.tolerance + Math.max(1, Math.abs(key.answer));
  if (key.kind === 'order') return key.order.length > 1 ? [...key.order].reverse() : undefined;
  if (key.kind === 'tap' && question.kind === 'tap') return question.areas.find((area) => area.id !== key.area)?.id;
  return undefined;
}

describe.each(lessons.map((lesson) => [lesson.id, lesson] as const))('lesson %i', (id, lesson) => {
  const key = lessonKeyById(id);

  it('has a key with one answer per question: the same ids and kinds, in the same order', () => {
    expect(key, `server/content/lesson-keys has no key for lesson ${id}`).toBeDefined();
    expect(key!.lessonId).toBe(id);
    expect(key!.questions.map((q) => [q.id, q.kind])).toEqual(lesson.questions.map((q) => [q.id, q.kind]));
    expect(new Set(lesson.questions.map((q) => q.id)).size).toBe(lesson.questions.length);
    expect(lesson.questions.length).toBeGreaterThanOrEqual(1);
    expect(lesson.questions.length).toBeLessThanOrEqual(ANSWERS_MAX);
  });

  it('keys every question with an answer its question can take, and says why', () => {
    for (const [i, question] of lesson.questions.entries()) {
      const k = key!.questions[i]!;
      const where = `lesson ${id}, ${question.id}`;
      expect(k.why.trim().length, where).toBeGreaterThan(0);
      if (k.kind === 'choice' && question.kind === 'choice') {
        expect(Number.isInteger(k.correct) && k.correct >= 0 && k.correct < question.options.length, `${where}: option ${k.correct}`).toBe(true);
        for (const wrong of Object.keys(k.wrongWhy ?? {}).map(Number)) {
          expect(Number.isInteger(wrong) && wrong >= 0 && wrong < question.options.length && wrong !== k.correct, `${where}: wrongWhy ${wrong}`).toBe(true);
        }
      } else if (k.kind === 'number') {
        expect(Number.isFinite(k.answer), where).toBe(true);
        expect(k.tolerance, where).toBeGreaterThanOrEqual(0);
      } else if (k.kind === 'order' && question.kind === 'order') {
        expect([...k.order].sort((a, b) => a - b), `${where}: a permutation of the items`).toEqual(question.items.map((_, j) => j));
        expect(question.items.length, where).toBeLessThanOrEqual(ANSWER_ITEMS_MAX);
      } else if (k.kind === 'tap' && question.kind === 'tap') {
        const areas = question.areas.map((area) => area.id);
        expect(areas, `${where}: the right area is on the picture`).toContain(k.area);
        expect(new Set(areas).size, `${where}: area ids differ`).toBe(areas.length);
        for (const area of areas) expect(area.length, where).toBeLessThanOrEqual(ANSWER_TEXT_MAX);
        for (const wrong of Object.keys(k.wrongWhy ?? {})) expect(areas.filter((a) => a !== k.area), `${where}: wrongWhy ${wrong}`).toContain(wrong);
      } else {
        throw new Error(`${where}: the key's kind ${k.kind} is not the question's ${question.kind}`);
      }
    }
  });

  it("passes the server's check with the key's answers and fails a wrong one with the key's reason", () => {
    const right = key!.questions.map(rightAnswer);
    expect(answersProblem(lesson.questions, right)).toBeUndefined();
    expect(key!.questions.map((k, i) => judge(k, right[i]!))).toEqual(key!.questions.map(() => ({ ok: true, explanation: '' })));
    for (const [i, question] of lesson.questions.entries()) {
      const k = key!.questions[i]!;
      const wrong = wrongAnswer(question, k);
      if (wrong === undefined) continue;
      const result = judge(k, wrong);
      expect(result.ok, `lesson ${id}, ${question.id}: ${JSON.stringify(wrong)} is wrong`).toBe(false);
      expect(result.explanation.length).toBeGreaterThan(0);
      expect(judge(k, null)).toEqual({ ok: false, explanation: k.why });
    }
  });

  it('has a price and a reward in the catalogue, in its course', () => {
    const lecture = LECTURES.find((l) => l.id === id);
    expect(lecture).toMatchObject({ courseId: lesson.courseId, title: lesson.title });
    expect(Number.isInteger(lecture!.price) && lecture!.price >= 0).toBe(true);
    expect(Number.isInteger(lecture!.reward) && lecture!.reward > 0).toBe(true);
  });
});

describe('the catalogue', () => {
  it('numbers each course from 1 in the order of the lessons array, with its first lesson free', () => {
    for (const course of COURSES) {
      const own = LECTURES.filter((lecture) => lecture.courseId === course.id);
      expect(own.map((lecture) => lecture.number)).toEqual(own.map((_, i) => i + 1));
      expect(own[0]!.price).toBe(0);
    }
    expect(LECTURES.map((lecture) => lecture.id)).toEqual(lessons.map((lesson) => lesson.id));
  });

  it('gives every task a lesson, a price, a reward above it and a text', () => {
    expect(new Set(TASKS.map((task) => task.id)).size).toBe(TASKS.length);
    for (const task of TASKS) {
      expect(LECTURES.some((lecture) => lecture.id === task.lectureId), `task ${task.id}`).toBe(true);
      expect(task.price).toBeGreaterThan(0);
      expect(task.reward).toBeGreaterThan(task.price);
      expect(task.text.length).toBeGreaterThan(20);
    }
    const paid = LECTURES.filter((lecture) => lecture.price > 0);
    const withTask = paid.filter((lecture) => TASKS.some((task) => task.lectureId === lecture.id));
    expect(withTask.length * 2).toBeGreaterThan(paid.length);
  });
});
