import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUCK_AFTER_SECONDS, type ClassInfo, type ClassMatrix } from '../../../../domain/classes';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { ClassMatrixView } from './class-matrix';

const now = Math.floor(Date.now() / 1000);
const teacher = { id: 3, firstName: 'Ирина', lastName: null };
const matrix: ClassMatrix = {
  classId: 1,
  name: 'Среда, 16:00',
  pupils: [
    { id: 11, firstName: 'Маша', lastName: 'Иванова', level: 2, lastSeen: now - 3 * 86_400, solderingPermit: false, consent: 'not_needed' },
    { id: 12, firstName: 'Маша', lastName: 'Петрова', level: 1, lastSeen: null, solderingPermit: false, consent: 'not_needed' },
    { id: 13, firstName: 'Петя', lastName: 'Сидоров', level: 1, lastSeen: now, solderingPermit: false, consent: 'not_needed' },
  ],
  cells: [
    { userId: 11, projectId: 1, state: 'approved', submissionId: 40, updatedAt: now - STUCK_AFTER_SECONDS - 100 },
    { userId: 13, projectId: 1, state: 'pending', submissionId: 41, updatedAt: now - 60 },
    { userId: 13, projectId: 2, state: 'building', step: 2, steps: 7, updatedAt: now - 30 },
    { userId: 13, projectId: 3, state: 'returned', submissionId: 39, updatedAt: now - 5000 },
  ],
};
const classes: ClassInfo[] = [
  { id: 1, name: 'Среда, 16:00', code: 'ABC234', closed: false, pupilCount: 3, teacher, createdAt: 0 },
  { id: 2, name: 'Пятница', code: 'XYZ789', closed: false, pupilCount: 0, teacher, createdAt: 0 },
];

function show() {
  const router = createMemoryRouter([
    { path: '/', element: <ClassMatrixView classId={1} /> },
    { path: '/main/pupils/:userId', element: <p>Страница ученика</p> },
  ]);
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role: 'teacher' }) });
  return router;
}

const rowNames = () => [...document.querySelectorAll('.matrix tbody th')].map((cell) => cell.textContent);

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('ClassMatrixView', () => {
  it('shows pupils × 15 projects, newest first, with staff names, cell words and waiting marks', async () => {
    fakeApi({ 'GET /api/v1/classes/1/matrix': { data: matrix }, 'GET /api/v1/classes': { data: classes } });
    show();
    await screen.findByRole('heading', { name: 'Среда, 16:00' });
    expect(screen.getByText(/3 ученика/).textContent).toContain('ждут проверки: 1');
    expect(document.querySelectorAll('.matrix thead th')).toHaveLength(16);
    expect(rowNames()).toEqual(['Петя Сидоров1', 'Маша Иванова', 'Маша Петрова']);
    // A line each for the first name and the surname (cut with «…», never mid-word), the whole name as the title.
    const nameLines = [...document.querySelectorAll('.matrix tbody th .matrix__name')].map((name) => [...name.children].map((line) => line.textContent));
    expect(nameLines).toEqual([['Петя', 'Сидоров'], ['Маша', 'Иванова'], ['Маша', 'Петрова']]);
    expect(document.querySelector('.matrix tbody th a')?.getAttribute('title')).toBe('Петя Сидоров');

    // Rows by their header cell: the accessible name of a whole row is slow to compute in jsdom.
    const petya = [...document.querySelectorAll('.matrix tbody tr')].find((row) => row.querySelector('th')?.textContent?.startsWith('Петя Сидоров'))!;
    const cell = (project: number) => petya.querySelector(`td[data-project="${project}"]`)!;
    expect(cell(1).textContent).toBe('сдан');
    expect(cell(1).className).toContain('matrix__cell--pending');
    expect(cell(2).textContent).toBe('шаг 2/7');
    expect(cell(3).textContent).toBe('возврат');
    expect(cell(4).className).toContain('matrix__cell--not_started');
    expect(within(petya as HTMLElement).getByLabelText('ждут проверки: 1')).toBeTruthy();
    expect(within(cell(2) as HTMLElement).getByRole('link').getAttribute('aria-label')).toBe('Петя Сидоров, №2 «Колесо фортуны»: собирает, шаг 2 из 7');
    // The legend says what each cell means.
    const legend = screen.getByRole('list', { name: 'Обозначения' });
    expect(legend.textContent).toContain('фото отправлено, ждёт проверки');
  });

  it('filters «Ждут проверки» and «Застряли»', async () => {
    fakeApi({ 'GET /api/v1/classes/1/matrix': { data: matrix }, 'GET /api/v1/classes': { data: classes } });
    show();
    await screen.findByRole('heading', { name: 'Среда, 16:00' });
    fireEvent.click(screen.getByRole('button', { name: 'Ждут проверки' }));
    expect(rowNames()).toEqual(['Петя Сидоров1']);
    fireEvent.click(screen.getByRole('button', { name: 'Застряли' }));
    expect(rowNames()).toEqual(['Маша Иванова', 'Маша Петрова']);
    fireEvent.click(screen.getByRole('button', { name: 'Все' }));
    expect(rowNames()).toHaveLength(3);
  });

  it('opens the pupil page at the submission when a cell is tapped', async () => {
    fakeApi({ 'GET /api/v1/classes/1/matrix': { data: matrix }, 'GET /api/v1/classes': { data: classes } });
    const router = show();
    await screen.findByRole('heading', { name: 'Среда, 16:00' });
    fireEvent.click(screen.getByRole('link', { name: /Петя Сидоров, №1 / }));
    await screen.findByText('Страница ученика');
    expect(router.state.location.pathname + router.state.location.hash).toBe('/main/pupils/13#work-41');
  });

  it('moves a pupil to another class and removes one after a second tap', async () => {
    const api = fakeApi({
      'GET /api/v1/classes/1/matrix': { data: matrix },
      'GET /api/v1/classes': { data: classes },
      'PUT /api/v1/classes/1/pupils/12': { message: 'ok' },
      'DELETE /api/v1/classes/1/pupils/11': { message: 'ok' },
    });
    show();
    const roster = await screen.findByRole('region', { name: 'Состав класса' });
    const masha = within(roster).getAllByRole('listitem')[1]!;
    expect(masha.textContent).toContain('Маша Петрова');
    expect(masha.textContent).toContain('ещё ни разу');
    fireEvent.change(await within(masha).findByLabelText('Перевести Маша Петрова в другой класс'), { target: { value: '2' } });
    await within(roster).findByText('Маша Петрова теперь в классе «Пятница».');
    expect(api.sent('PUT', '/api/v1/classes/1/pupils/12')[0]?.body).toEqual({ classId: 2 });

    const first = within(roster).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('3 дня назад');
    fireEvent.click(within(first).getByRole('button', { name: 'Убрать из класса' }));
    expect(api.sent('DELETE', '/api/v1/classes/1/pupils/11')).toHaveLength(0);
    fireEvent.click(within(first).getByRole('button', { name: 'Да, убрать' }));
    await within(roster).findByText('Маша Иванова больше не в этом классе.');
    expect(api.sent('DELETE', '/api/v1/classes/1/pupils/11')).toHaveLength(1);
  });

  it('says the server’s refusal (another teacher’s class)', async () => {
    fakeApi({
      'GET /api/v1/classes/1/matrix': () => refusal('Это не ваш класс', 403, 'FORBIDDEN'),
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Это не ваш класс');
  });

  it('filters who has not started project N, by the project chosen', async () => {
    fakeApi({ 'GET /api/v1/classes/1/matrix': { data: matrix }, 'GET /api/v1/classes': { data: classes } });
    show();
    await screen.findByRole('heading', { name: 'Среда, 16:00' });
    fireEvent.click(screen.getByRole('button', { name: 'Не начали проект' }));
    const project = screen.getByLabelText('Какой проект') as HTMLSelectElement;
    expect(project.options).toHaveLength(15);
    expect(project.value).toBe('1');
    expect(rowNames()).toEqual(['Маша Петрова']);
    fireEvent.change(project, { target: { value: '2' } });
    expect(rowNames()).toEqual(['Маша Иванова', 'Маша Петрова']);
    expect(screen.getByText(/Не начали №2/).textContent).toContain('2 из 3');
  });

  it('reaches the teacher’s other classes without going back', async () => {
    fakeApi({ 'GET /api/v1/classes/1/matrix': { data: matrix }, 'GET /api/v1/classes': { data: classes } });
    show();
    const nav = await screen.findByRole('navigation', { name: 'Мои классы' });
    expect(within(nav).getByRole('link', { name: 'Пятница' }).getAttribute('href')).toBe('/main/classes/2');
    expect(within(nav).getByText('Среда, 16:00').closest('[aria-current="page"]')).toBeTruthy();
  });

  it('marks a pupil whose parent has not agreed yet or withdrew consent', async () => {
    const withConsent: ClassMatrix = {
      ...matrix,
      pupils: [
        { ...matrix.pupils[0]!, consent: 'pending' },
        { ...matrix.pupils[1]!, consent: 'withdrawn' },
        { ...matrix.pupils[2]!, consent: 'given' },
      ],
    };
    fakeApi({ 'GET /api/v1/classes/1/matrix': { data: withConsent }, 'GET /api/v1/classes': { data: classes } });
    show();
    await screen.findByRole('heading', { name: 'Среда, 16:00' });
    const rowOf = (name: string) => [...document.querySelectorAll('.matrix tbody th')].find((cell) => cell.textContent?.startsWith(name)) as HTMLElement;
    expect(within(rowOf('Маша Иванова')).getByText('ждёт согласия')).toBeTruthy();
    expect(within(rowOf('Маша Петрова')).getByText('согласие отозвано')).toBeTruthy();
    expect(rowOf('Петя Сидоров').textContent).not.toMatch(/согласи/);
    expect(screen.getByRole('list', { name: 'Обозначения' }).textContent).toContain('родитель ещё не дал согласие');
  });
});
