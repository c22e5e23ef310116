import type { Lesson } from './types';

// STUB: replaced by the lesson's real text, pictures and questions.
export const lesson13: Lesson = {
  id: 13,
  courseId: 1,
  title: 'Паяльник без ожогов: допуск к пайке',
  summary: 'Текст урока скоро появится.',
  prepares: [1],
  blocks: [{ kind: 'text', text: 'Текст урока скоро появится.' }],
  questions: [
    { id: 'q1', kind: 'choice', prompt: 'Пример вопроса с выбором?', options: ['Да', 'Нет'] },
    { id: 'q2', kind: 'number', prompt: 'Сколько будет 2 + 2?', unit: 'шт.' },
    { id: 'q3', kind: 'order', prompt: 'Расставь по порядку', items: ['два', 'один', 'три'] },
    {
      id: 'q4',
      kind: 'tap',
      prompt: 'Нажми на транзистор VT1',
      picture: { src: '/content/guides/10/step-01.svg', width: 640, height: 500, alt: 'Схема мультивибратора' },
      areas: [
        { id: 'a', label: 'слева', x: 0, y: 0, width: 320, height: 500 },
        { id: 'b', label: 'справа', x: 320, y: 0, width: 320, height: 500 },
      ],
    },
  ],
};
