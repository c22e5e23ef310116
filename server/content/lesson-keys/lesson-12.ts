import type { LessonKey } from './types';

// STUB: replaced with the lesson's real answers.
export const lesson12Key: LessonKey = {
  lessonId: 12,
  questions: [
    { id: 'q1', kind: 'choice', correct: 0, why: 'Правильный ответ — «Да».' },
    { id: 'q2', kind: 'number', answer: 4, tolerance: 0, why: 'Два и два — четыре.' },
    { id: 'q3', kind: 'order', order: [1, 0, 2], why: 'Сначала один, потом два, потом три.' },
    { id: 'q4', kind: 'tap', area: 'a', why: 'VT1 нарисован слева.' },
  ],
};
