import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskQueueItem } from '../../../domain/club';
import { fakeApi, refusal } from '../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';
import { Component as ReviewPage } from './review';

// «Задачи» on the review page: the teacher reads a pupil's answer beside the task and accepts it
// (the task's diamonds) or returns it with words; the list and its count follow the server.

const solution = (id: number, firstName: string, reward = 20): TaskQueueItem => ({
  id,
  pupil: { id: 100 + id, firstName, lastName: 'Иванова', level: 2 },
  taskId: 2,
  taskTitle: 'Подбери резистор',
  taskText: 'Светодиоду нужно 2 В и 20 мА, батарейка даёт 9 В. Посчитай сопротивление резистора.',
  reward,
  solution: 'R = (9 − 2) / 0,02 = 350 Ом,\nберу 390 Ом',
  submittedAt: Date.UTC(2026, 10, 24, 15, 5) / 1000,
  photo: null,
});

let waiting: TaskQueueItem[];

function open() {
  const router = createMemoryRouter([{ path: '/main/review', element: <ReviewPage /> }], { initialEntries: ['/main/review?tab=tasks'] });
  return renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role: 'teacher' }) });
}

beforeEach(() => signInForTest('teacher-token'));
afterEach(() => vi.unstubAllGlobals());

describe('the tasks’ tab of the review page', () => {
  it('shows the pupil, the task’s title and text, the answer, and how many wait in the tab', async () => {
    waiting = [solution(1, 'Маша'), solution(2, 'Петя', 21)];
    fakeApi({ 'GET /api/v1/review/tasks': () => ({ data: waiting, count: waiting.length }), 'GET /api/v1/review/queue': { data: [], count: 0 } });
    open();
    expect(await screen.findByRole('heading', { name: 'Решения задач ждут проверки: 2' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Решение: Маша Иванова, задача «Подбери резистор»' });
    expect(card.textContent).toContain('Посчитай сопротивление резистора');
    expect(card.textContent).toContain('R = (9 − 2) / 0,02 = 350 Ом,\nберу 390 Ом');
    expect(within(card).getByRole('button', { name: 'Принять (+20 алмазов)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Принять (+21 алмаз)' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Что проверять' });
    expect(within(tabs).getByRole('link', { name: /Задачи/ }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByLabelText('ждут: 2')).toBeTruthy();
  });

  it('accepts once however fast the teacher double-clicks: one request, one success, the list refreshed', async () => {
    waiting = [solution(1, 'Маша'), solution(2, 'Петя')];
    let approvals = 0;
    const api = fakeApi({
      'GET /api/v1/review/tasks': () => ({ data: waiting, count: waiting.length }),
      'GET /api/v1/review/queue': { data: [], count: 0 },
      'POST /api/v1/review/tasks/1/approve': () => {
        approvals += 1;
        // The server takes it out of the queue; a second approval would be 409 ALREADY_REVIEWED.
        waiting = [solution(2, 'Петя'), solution(3, 'Вася')];
        return approvals === 1 ? { message: 'Решение принято', diamonds: 20 } : refusal('Это решение уже проверили', 409, 'ALREADY_REVIEWED');
      },
    });
    open();
    const accept = within(await screen.findByRole('article', { name: /Маша/ })).getByRole('button', { name: /^Принять/ });
    fireEvent.click(accept);
    fireEvent.click(accept);
    expect((await screen.findByRole('status')).textContent).toBe('Принято! Маша Иванова: +20 алмазов.');
    expect(await screen.findByRole('heading', { name: 'Решения задач ждут проверки: 2' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: /Вася/ })).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Маша/ })).toBeNull();
    expect(api.sent('POST', '/api/v1/review/tasks/1/approve')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns only with a comment, and sends the words trimmed', async () => {
    waiting = [solution(1, 'Маша')];
    const api = fakeApi({
      'GET /api/v1/review/tasks': () => ({ data: waiting, count: waiting.length }),
      'GET /api/v1/review/queue': { data: [], count: 0 },
      'POST /api/v1/review/tasks/1/return': () => {
        waiting = [];
        return { message: 'Решение возвращено на доработку' };
      },
    });
    open();
    fireEvent.click(within(await screen.findByRole('article', { name: /Маша/ })).getByRole('button', { name: 'Вернуть' }));
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть с комментарием' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Напиши, что исправить');
    expect(api.sent('POST', '/api/v1/review/tasks/1/return')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Что исправить/), { target: { value: '  Переведи мА в А: 20 мА = 0,02 А  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть с комментарием' }));
    await waitFor(() => expect(api.sent('POST', '/api/v1/review/tasks/1/return')[0]?.body).toEqual({ comment: 'Переведи мА в А: 20 мА = 0,02 А' }));
    expect(await screen.findByRole('heading', { name: 'Все решения задач проверены.' })).toBeTruthy();
  });

  it('drops a solution another teacher decided meanwhile and says so', async () => {
    waiting = [solution(1, 'Маша')];
    fakeApi({
      'GET /api/v1/review/tasks': () => ({ data: waiting, count: waiting.length }),
      'GET /api/v1/review/queue': { data: [], count: 0 },
      'POST /api/v1/review/tasks/1/approve': () => {
        waiting = [];
        return jsonResponse({ message: 'Это решение уже проверили', code: 'ALREADY_REVIEWED' }, 409);
      },
    });
    open();
    fireEvent.click(within(await screen.findByRole('article', { name: /Маша/ })).getByRole('button', { name: /^Принять/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Это решение уже проверили');
    await waitFor(() => expect(screen.queryByRole('article', { name: /Маша/ })).toBeNull());
  });

  it('shows a solution’s photo as a thumbnail, and a tap opens it large; a solution without one has none', async () => {
    waiting = [{ ...solution(1, 'Маша'), photo: { width: 1600, height: 1200 } }, solution(2, 'Петя')];
    const made: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        made.push(blob);
        return `blob:${made.length}`;
      },
      revokeObjectURL: () => undefined,
    });
    fakeApi({
      'GET /api/v1/review/tasks': () => ({ data: waiting, count: waiting.length }),
      'GET /api/v1/review/queue': { data: [], count: 0 },
      'GET /api/v1/review/tasks/1/photo': () => new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } }),
    });
    const photoUrls = () =>
      vi
        .mocked(globalThis.fetch)
        .mock.calls.map(([input]) => new URL((input as Request).url))
        .filter((url) => url.pathname === '/api/v1/review/tasks/1/photo')
        .map((url) => url.searchParams.get('size'));
    open();
    const card = await screen.findByRole('article', { name: /Маша/ });
    const photo = await within(card).findByRole('img', { name: 'Фото решения: Маша Иванова, задача «Подбери резистор»' });
    expect(photo.getAttribute('src')).toBe('blob:1');
    expect(photoUrls()).toEqual(['thumb']);
    const opener = within(card).getByRole('button', { name: /Фото решения/ });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(card.textContent).toContain('Нажмите на фото, чтобы открыть крупно');
    fireEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(within(card).getByRole('img').getAttribute('src')).toBe('blob:2'));
    expect(photoUrls()).toEqual(['thumb', 'full']);
    expect(card.textContent).toContain('Нажмите на фото, чтобы уменьшить');
    fireEvent.click(opener);
    expect(within(card).getByRole('img').getAttribute('src')).toBe('blob:1');
    expect(within(screen.getByRole('article', { name: /Петя/ })).queryByRole('img')).toBeNull();
  });
});
