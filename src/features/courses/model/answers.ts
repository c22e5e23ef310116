import type { LessonQuestion } from '../../../content/lessons';
import type { CheckAnswer, Course, CourseLesson } from '../../../../domain/lessons';

// What the pupil has answered so far, by question, and how it goes to the server
// (domain/lessons.ts, CheckAnswer). Pure: the components only show it.

/** A question's answer while the pupil works: the typed text of a number is kept as typed. */
export type Draft =
  | { kind: 'choice'; value: number | null }
  | { kind: 'number'; text: string }
  | { kind: 'order'; order: number[]; touched: boolean }
  | { kind: 'tap'; value: string | null };

export function emptyDraft(question: LessonQuestion): Draft {
  switch (question.kind) {
    case 'choice':
      return { kind: 'choice', value: null };
    case 'number':
      return { kind: 'number', text: '' };
    case 'order':
      return { kind: 'order', order: question.items.map((_, i) => i), touched: false };
    case 'tap':
      return { kind: 'tap', value: null };
  }
}

/**
 * A number as a pupil types it: «0,015» and «0.015», spaces between thousands («1 000»), a minus.
 * Undefined when it is not a number; null when the field is empty.
 */
export function parseNumber(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.').replace('−', '-');
  if (compact === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact)) return undefined;
  const value = Number(compact);
  return Number.isFinite(value) ? value : undefined;
}

/** The answer the server takes, or null when the question is left out (a number not typed as one too). */
export function answerOf(draft: Draft): CheckAnswer {
  switch (draft.kind) {
    case 'choice':
      return draft.value;
    case 'number':
      return parseNumber(draft.text) ?? null;
    case 'order':
      return draft.order;
    case 'tap':
      return draft.value;
  }
}

/** Questions (their indices) still without an answer: an order always has one. */
export function unanswered(drafts: readonly Draft[]): number[] {
  return drafts.flatMap((draft, i) => (draft.kind !== 'order' && answerOf(draft) === null ? [i] : []));
}

/** Questions whose number is typed but is not a number («пять», «1,2,3»). */
export function notNumbers(drafts: readonly Draft[]): number[] {
  return drafts.flatMap((draft, i) => (draft.kind === 'number' && parseNumber(draft.text) === undefined ? [i] : []));
}

/** The item at `from` moved one place up (-1) or down (+1); the order as it was at either end. */
export function moveItem(order: readonly number[], from: number, by: -1 | 1): number[] {
  const to = from + by;
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** What a lesson on a course's path can do now. */
export type LessonState = 'passed' | 'open' | 'buy' | 'later';

/**
 * A lesson is open when bought (free ones count as bought); the next one to buy is a paid lesson
 * whose lesson before it is open — the server sells them in course order.
 */
export function lessonState(course: Course, lesson: CourseLesson): LessonState {
  if (lesson.passed) return 'passed';
  if (lesson.bought) return 'open';
  const index = course.lessons.findIndex((l) => l.id === lesson.id);
  const before = course.lessons[index - 1];
  return !before || before.bought ? 'buy' : 'later';
}
