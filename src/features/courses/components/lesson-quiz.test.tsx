import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lesson } from '../../../content/lessons';
import type { CheckResult } from '../../../../domain/lessons';
import { flushAnswers, readAnswers } from '../../../lib/lesson-answers';
import { openSchoolDb } from '../../../lib/shared-with-sw/school-db';
import { fakeApi, type SeenRequest } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { LessonQuiz, WAITING_TEXT } from './lesson-quiz';

/** A token whose payload names the pupil (only read here, never verified). */
const tokenFor = (id: number) => `e30.${btoa(JSON.stringify({ id, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.x`;

// The questions of a lesson against a stubbed server: each kind answered by its controls (radio
// buttons, a number with a comma, «вверх/вниз», the picture's areas as buttons), «Проверить» sends
// all answers in the lesson's order, each result shows under its question, the verdict takes the
// focus; with no network the answers wait on the device and the verdict comes when they are checked.

const LESSON: Lesson = {
  id: 2,
  courseId: 1,
  title: 'Светодиод и резистор',
  summary: 'Ты узнаешь, зачем светодиоду резистор.',
  prepares: [1],
  blocks: [{ kind: 'text', text: 'Текст.' }],
  questions: [
    { id: 'q1', kind: 'choice', prompt: 'Что ограничивает ток?', options: ['Провод', 'Резистор', 'Батарейка'] },
    { id: 'q2', kind: 'number', prompt: 'Сколько ампер в 15 мА?', unit: 'А' },
    { id: 'q3', kind: 'order', prompt: 'Расставь по порядку', items: ['второй', 'первый', 'третий'] },
    {
      id: 'q4',
      kind: 'tap',
      prompt: 'Нажми на резистор',
      picture: { src: '/content/lessons/02/x.svg', width: 400, height: 200, alt: 'Схема' },
      areas: [
        { id: 'led', label: 'светодиод', x: 0, y: 0, width: 200, height: 200 },
        { id: 'res', label: 'резистор', x: 200, y: 0, width: 200, height: 200 },
      ],
    },
    { id: 'q5', kind: 'choice', prompt: 'Куда длинная ножка?', options: ['К плюсу', 'К минусу'] },
  ],
};

const PASSED: CheckResult = {
  correct: 5,
  total: 5,
  passed: true,
  reward: 40,
  results: LESSON.questions.map(() => ({ ok: true, explanation: '' })),
  badges: [{ id: 'first-lesson', title: 'Первый урок' }],
};
const FAILED: CheckResult = {
  correct: 3,
  total: 5,
  passed: false,
  reward: 0,
  results: [
    { ok: false, explanation: 'Ток ограничивает резистор: он забирает лишнее напряжение.' },
    { ok: true, explanation: '' },
    { ok: true, explanation: '' },
    { ok: false, explanation: 'Резистор — полоски справа.' },
    { ok: true, explanation: '' },
  ],
  badges: [],
};

const CHECK = 'POST /api/v1/courses/1/lessons/2/check';
let reply: (request: SeenRequest) => Response | unknown;

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(async () => {
  setOnline(true);
  Element.prototype.scrollIntoView = vi.fn();
  signInForTest(tokenFor(7));
  await (await openSchoolDb()).clear('answers');
});
afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
});

function open() {
  const api = fakeApi({ [CHECK]: (request: SeenRequest) => reply(request), 'GET /api/v1/users/profile': { data: pupilProfile() } });
  const router = createMemoryRouter([{ path: '/', element: <LessonQuiz lesson={LESSON} /> }]);
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ diamonds: 280 }) });
  return api;
}

const question = (n: number) => document.getElementById(`q-2-q${n}`)!;
const verdict = () => document.querySelector<HTMLElement>('.quiz__verdict')!;

/** Answers every question: option «Резистор», «0,015», the order second-first-third → first-second-third, the right area. */
async function answerAll() {
  fireEvent.click(within(question(1)).getByRole('radio', { name: 'Резистор' }));
  fireEvent.change(within(question(2)).getByRole('textbox'), { target: { value: '0,015' } });
  fireEvent.click(within(question(3)).getByRole('button', { name: '«первый» вверх' }));
  // Both the area on the picture and the label under it are buttons named «резистор».
  fireEvent.click(within(question(4)).getAllByRole('button', { name: 'резистор' })[0]!);
  fireEvent.click(within(question(5)).getByRole('radio', { name: 'К плюсу' }));
  // The moved item's button takes the focus in the next frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('the lesson questions', () => {
  it('sends one answer per question in the lesson order, by kind', async () => {
    reply = () => ({ data: PASSED });
    const api = open();
    await answerAll();
    // The order question shows its new order: «первый» moved up to place 1.
    expect(within(question(3)).getAllByRole('listitem').map((li) => li.querySelector('.order__text')?.textContent)).toEqual(['первый', 'второй', 'третий']);
    expect(within(question(4)).getByText('Выбрано: резистор')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByText('Урок пройден!');
    expect(api.sent('POST', '/api/v1/courses/1/lessons/2/check').map((r) => r.body)).toEqual([{ answers: [1, 0.015, [1, 0, 2], 'res', 0] }]);
  });

  it('takes «0.015» as well as «0,015», and says so when a number is typed as words', async () => {
    reply = () => ({ data: PASSED });
    const api = open();
    await answerAll();
    const input = within(question(2)).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'пять' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Напиши число цифрами, например 0,015')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '0.015' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByText('Урок пройден!');
    expect((api.sent('POST', '/api/v1/courses/1/lessons/2/check')[0]!.body as { answers: unknown[] }).answers[1]).toBe(0.015);
  });

  it('moves an order item with «вверх» and «вниз» and keeps the focus on it', async () => {
    reply = () => ({ data: PASSED });
    open();
    const list = () => within(question(3)).getAllByRole('listitem').map((li) => li.querySelector('.order__text')?.textContent);
    // At the ends a move is not offered.
    expect((within(question(3)).getByRole('button', { name: '«второй» вверх' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(question(3)).getByRole('button', { name: '«третий» вниз' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(question(3)).getByRole('button', { name: '«второй» вниз' }));
    expect(list()).toEqual(['первый', 'второй', 'третий']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('«второй» вниз'));
    expect(within(question(3)).getByText('«второй» теперь на месте 2')).toBeTruthy();
  });

  it('asks for the questions left without an answer before sending', async () => {
    reply = () => ({ data: PASSED });
    const api = open();
    fireEvent.click(within(question(1)).getByRole('radio', { name: 'Резистор' }));
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Ответь на все вопросы: остались вопросы 2, 4, 5.')).toBeTruthy();
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('passed: «Урок пройден!», the diamonds earned in words, the badge, and the focus on the verdict', async () => {
    reply = () => ({ data: PASSED });
    open();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByText('Урок пройден!');
    expect(verdict().textContent).toContain('+40 алмазов');
    expect(verdict().textContent).toContain('Новая награда: «Первый урок»');
    expect(verdict().textContent).toContain('Первый урок пройден! Так держать');
    await waitFor(() => expect(document.activeElement).toBe(verdict()));
    expect(screen.getAllByText('Верно!')).toHaveLength(5);
  });

  it('failed: how many are right, each wrong answer explained under its question, «Попробуй ещё раз»', async () => {
    reply = () => ({ data: FAILED });
    open();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Верно 3 из 5')).toBeTruthy();
    expect(within(question(1)).getByText(/Ток ограничивает резистор/)).toBeTruthy();
    expect(within(question(4)).getByText(/Резистор — полоски справа/)).toBeTruthy();
    expect(within(question(2)).getByText('Верно!')).toBeTruthy();
    expect(screen.queryByText('Урок пройден!')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(verdict()));
    // «Попробуй ещё раз» leads to the first wrong question; changing its answer clears its old result.
    fireEvent.click(screen.getByRole('button', { name: 'Попробуй ещё раз' }));
    expect(document.activeElement).toBe(question(1));
    fireEvent.click(within(question(1)).getByRole('radio', { name: 'Провод' }));
    expect(within(question(1)).queryByText(/Ток ограничивает резистор/)).toBeNull();
  });

  it('shows the server’s refusal in its words', async () => {
    reply = () => jsonResponse({ message: 'Этот урок ещё не открыт: купи его за алмазы на странице курса', code: 'LECTURE_NOT_BOUGHT' }, 403);
    open();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Этот урок ещё не открыт: купи его за алмазы на странице курса')).toBeTruthy();
    expect(await readAnswers(7, 2)).toBeUndefined();
  });

  it('offline: the answers wait on the device, the page says so, and the verdict comes when they are checked', async () => {
    reply = () => ({ data: PASSED });
    setOnline(false);
    const api = open();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText(WAITING_TEXT)).toBeTruthy();
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect((await readAnswers(7, 2))?.answers).toEqual([1, 0.015, [1, 0, 2], 'res', 0]);

    // The network returns: the app's sync sends them (lib/lesson-answers.ts), the page shows the verdict.
    setOnline(true);
    await act(async () => {
      expect(await flushAnswers(7)).toBe(0);
    });
    expect(await screen.findByText('Урок пройден!')).toBeTruthy();
    expect(verdict().textContent).toContain('+40 алмазов');
    expect(api.sent('POST', '/api/v1/courses/1/lessons/2/check')).toHaveLength(1);
    // Shown once: the record is gone.
    await waitFor(async () => expect(await readAnswers(7, 2)).toBeUndefined());
  });

  it('after a reload, answers still waiting are shown as given, with the waiting note', async () => {
    reply = () => ({ data: PASSED });
    await (await openSchoolDb()).put('answers', { ownerId: 7, lessonId: 2, courseId: 1, answers: [2, 0.5, [2, 1, 0], 'led', 1], createdAt: 1, state: 'waiting' });
    setOnline(false);
    open();
    expect(await screen.findByText(WAITING_TEXT)).toBeTruthy();
    expect((within(question(1)).getByRole('radio', { name: 'Батарейка' }) as HTMLInputElement).checked).toBe(true);
    expect((within(question(2)).getByRole('textbox') as HTMLInputElement).value).toBe('0,5');
  });
});
