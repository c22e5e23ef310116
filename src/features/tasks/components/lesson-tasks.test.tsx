import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../../domain/learning';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { compressPhoto } from '../../../lib/image-compression';
import { LessonTasks } from './lesson-tasks';

// The shared compression is the library's in a worker: here it answers a small JPEG at once.
vi.mock('../../../lib/image-compression', () => ({
  compressPhoto: vi.fn(async (file: File) => new File(['small jpeg'], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' })),
}));

// A lesson's tasks for the pupil: buy, read, hand in for the teacher, see what the teacher said.

const task = (id: number, lectureId: number, fields: Partial<Task> = {}): Task => ({
  id,
  lectureId,
  title: `Задача ${id}`,
  text: '',
  price: 15,
  reward: 20,
  bought: false,
  done: false,
  review: null,
  ...fields,
});

let tasks: Task[];

function api(handIn: () => Response | unknown = () => ({ result: { saved: true, rewarded: 0, review: { state: 'pending', comment: null, reviewedAt: null } } })) {
  const server = fakeApi({
    'GET /api/v1/users/learning/tasks': () => ({ tasks }),
    'PUT /api/v1/users/learning/payTask/2/5': () => {
      tasks = tasks.map((t) => (t.id === 5 ? { ...t, bought: true, text: 'Посчитай резистор для светодиода на 9 В.' } : t));
      return { message: 'Задача куплена' };
    },
  });
  // fakeApi reads JSON bodies: the multipart hand-in is answered here, and counted.
  const json = globalThis.fetch as (input: Request) => Promise<Response>;
  vi.stubGlobal('fetch', async (input: Request) => {
    if (!(input.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return json(input);
    const path = new URL(input.url).pathname;
    server.seen.push({ method: input.method, path, body: Object.fromEntries(await input.formData()), authorization: input.headers.get('Authorization') });
    const answer = handIn();
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  return server;
}

const show = (role: 'pupil' | 'teacher' = 'pupil') => renderWithQuery(<LessonTasks lessonId={2} />, { profile: pupilProfile({ role }) });

beforeEach(() => {
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LessonTasks', () => {
  it('lists only this lesson’s tasks; buying one shows its text and the hand-in form', async () => {
    tasks = [task(5, 2), task(6, 3)];
    const server = api();
    show();
    const card = await screen.findByRole('article', { name: 'Задача 5' });
    expect(screen.queryByRole('article', { name: 'Задача 6' })).toBeNull();
    expect(card.textContent).toContain('награда +20 алмазов');
    expect(within(card).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Купить за 15 алмазов' }));
    expect((await within(card).findByRole('status')).textContent).toBe('Задача куплена');
    expect(await within(card).findByText('Посчитай резистор для светодиода на 9 В.')).toBeTruthy();
    expect(within(card).getByLabelText('Твоё решение')).toBeTruthy();
    expect(server.sent('PUT', '/api/v1/users/learning/payTask/2/5')).toHaveLength(1);
  });

  it('checks the solution by the shared rules before sending, then shows «Ждёт учителя»', async () => {
    tasks = [task(5, 2, { bought: true, text: 'Посчитай резистор.' })];
    const server = api(() => {
      tasks = [{ ...tasks[0]!, done: true, review: { state: 'pending', comment: null, reviewedAt: null } }];
      return { result: { saved: true, rewarded: 0, review: tasks[0]!.review } };
    });
    show();
    const card = await screen.findByRole('article', { name: 'Задача 5' });
    const send = within(card).getByRole('button', { name: 'Отправить учителю' });
    fireEvent.click(send);
    expect((await within(card).findByRole('alert')).textContent).toBe('Напиши решение');
    fireEvent.change(within(card).getByLabelText('Твоё решение'), { target: { value: 'R = 350 Ом\u202E' } });
    fireEvent.click(send);
    expect((await within(card).findByRole('alert')).textContent).toContain('невидимые или служебные символы');
    fireEvent.change(within(card).getByLabelText('Твоё решение'), { target: { value: 'x'.repeat(5001) } });
    expect(within(card).getByText('5001/5000').className).toContain('task__count--over');
    fireEvent.click(send);
    expect((await within(card).findByRole('alert')).textContent).toContain('не больше 5000 символов');
    expect(server.sent('POST', '/api/v1/users/learning/doneTaskWeb')).toHaveLength(0);
    fireEvent.change(within(card).getByLabelText('Твоё решение'), { target: { value: '  R = (9 − 2) / 0,02 = 350 Ом\nберу 390 Ом ' } });
    fireEvent.click(send);
    expect(await within(card).findByText('Ждёт учителя.')).toBeTruthy();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(server.sent('POST', '/api/v1/users/learning/doneTaskWeb')).toHaveLength(1);
  });

  it('sends the contract’s multipart form', async () => {
    tasks = [task(5, 2, { bought: true, text: 'Посчитай резистор.' })];
    const server = api();
    show();
    const card = await screen.findByRole('article', { name: 'Задача 5' });
    fireEvent.change(within(card).getByLabelText('Твоё решение'), { target: { value: ' 390 Ом ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Отправить учителю' }));
    await waitFor(() => expect(server.sent('POST', '/api/v1/users/learning/doneTaskWeb')).toHaveLength(1));
    expect(server.sent('POST', '/api/v1/users/learning/doneTaskWeb')[0]!.body).toEqual({ idTaskWrap: '5', submitSolution: '390 Ом' });
  });

  it('shows «Принято» with the reward, and «Вернули: …» with the teacher’s words and a form to try again', async () => {
    tasks = [
      task(5, 2, { bought: true, text: 'Посчитай.', done: true, reward: 21, review: { state: 'approved', comment: null, reviewedAt: 10 } }),
      task(7, 2, { bought: true, text: 'Объясни.', done: true, review: { state: 'returned', comment: 'Переведи мА в А', reviewedAt: 10 } }),
    ];
    api();
    show();
    const accepted = await screen.findByRole('article', { name: 'Задача 5' });
    expect(accepted.textContent).toContain('Принято! Учитель принял решение: +21 алмаз.');
    expect(within(accepted).queryByRole('textbox')).toBeNull();
    const returned = screen.getByRole('article', { name: 'Задача 7' });
    expect(returned.textContent).toContain('Вернули: Переведи мА в А');
    expect(within(returned).getByLabelText('Исправленное решение')).toBeTruthy();
  });

  it('keeps the text when the server refuses, and says why', async () => {
    tasks = [task(5, 2, { bought: true, text: 'Посчитай.' })];
    api(() => refusal('Решение уже у учителя. Дождись проверки.', 409, 'SOLUTION_WAITING'));
    show();
    const card = await screen.findByRole('article', { name: 'Задача 5' });
    fireEvent.change(within(card).getByLabelText('Твоё решение'), { target: { value: '390 Ом' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Отправить учителю' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Решение уже у учителя. Дождись проверки.');
    expect((within(card).getByLabelText('Твоё решение') as HTMLTextAreaElement).value).toBe('390 Ом');
  });

  it('is not shown to staff', async () => {
    const server = api();
    tasks = [task(5, 2)];
    const { container } = show('teacher');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.seen).toHaveLength(0);
    expect(container.textContent).toBe('');
  });

  it('adds an optional photo: its name and «Убрать фото» show, and it is sent shrunk with the form', async () => {
    tasks = [task(5, 2, { bought: true, text: 'Нарисуй схему.' })];
    const server = api();
    vi.mocked(compressPhoto).mockClear();
    const formSet = vi.spyOn(FormData.prototype, 'set');
    show();
    const card = await screen.findByRole('article', { name: 'Задача 5' });
    const input = within(card).getByTestId('task-5-photo-input') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/gif');
    expect(within(card).getByRole('button', { name: 'Добавить фото (необязательно)' })).toBeTruthy();
    const drawing = new File([new Uint8Array(3000)], 'схема.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [drawing] } });
    expect(within(card).getByText('Фото: схема.png')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Убрать фото' }));
    expect(within(card).queryByText('Фото: схема.png')).toBeNull();
    fireEvent.change(input, { target: { files: [drawing] } });
    expect(within(card).queryByRole('button', { name: 'Добавить фото (необязательно)' })).toBeNull();
    fireEvent.change(within(card).getByLabelText('Твоё решение'), { target: { value: 'Схема на фото' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Отправить учителю' }));
    await waitFor(() => expect(server.sent('POST', '/api/v1/users/learning/doneTaskWeb')).toHaveLength(1));
    expect(server.sent('POST', '/api/v1/users/learning/doneTaskWeb')[0]!.body).toMatchObject({ idTaskWrap: '5', submitSolution: 'Схема на фото' });
    // jsdom's File does not survive into Node's Request whole: the form as the app filled it.
    const photoField = formSet.mock.calls.find(([name]) => name === 'solutionPhoto');
    expect(photoField?.[2]).toBe('схема.jpg');
    const sent = photoField?.[1] as File;
    expect(sent.type).toBe('image/jpeg');
    expect(await sent.text()).toBe('small jpeg');
    expect(compressPhoto).toHaveBeenCalledTimes(1);
    expect(vi.mocked(compressPhoto).mock.calls[0]![0]).toBe(drawing);
  });

  it('refuses a file that is not a photo when chosen, in words, and sends without a photo when none is chosen', async () => {
    tasks = [task(5, 2, { bought: true, text: 'Нарисуй схему.' })];
    const server = api();
    show();
    const card = await screen.findByRole('article', { name: 'Задача 5' });
    fireEvent.change(within(card).getByTestId('task-5-photo-input'), { target: { files: [new File(['%PDF'], 'тетрадь.pdf', { type: 'application/pdf' })] } });
    expect((await within(card).findByRole('alert')).textContent).toBe('Разрешены только изображения: JPG, PNG, GIF');
    expect(within(card).queryByText(/Фото: /)).toBeNull();
    fireEvent.change(within(card).getByLabelText('Твоё решение'), { target: { value: '390 Ом' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Отправить учителю' }));
    await waitFor(() => expect(server.sent('POST', '/api/v1/users/learning/doneTaskWeb')).toHaveLength(1));
    expect(server.sent('POST', '/api/v1/users/learning/doneTaskWeb')[0]!.body).toEqual({ idTaskWrap: '5', submitSolution: '390 Ом' });
  });
});
