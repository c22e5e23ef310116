import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassMatrix } from '../../../../domain/classes';
import type { AttendanceDay } from '../../../../domain/club';
import type { Course, LessonsReport } from '../../../../domain/lessons';
import { fakeApi, type SeenRequest } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { localDay } from '../model/attendance';
import { ClassMatrixView } from './class-matrix';

// The class page's club parts: «Отметить занятие» (who came today, what each earned), the
// lessons report («Трудные вопросы») and the permit's mark beside a name.

const matrix: ClassMatrix = {
  classId: 1,
  name: 'Среда, 16:00',
  pupils: [
    { id: 11, firstName: 'Маша', lastName: 'Иванова', level: 2, lastSeen: null, solderingPermit: true, consent: 'not_needed' },
    { id: 12, firstName: 'Петя', lastName: 'Сидоров', level: 0, lastSeen: null, solderingPermit: false, consent: 'not_needed' },
    { id: 13, firstName: 'Оля', lastName: null, level: 5, lastSeen: null, solderingPermit: false, consent: 'not_needed' },
  ],
  cells: [],
};
const courses: Course[] = [
  {
    id: 1,
    title: 'Электроника: первые шаги',
    locked: false,
    lessons: [
      { id: 1, number: 1, title: 'Ток, напряжение и сопротивление', price: 0, reward: 10, bought: true, passed: false },
      { id: 13, number: 2, title: 'Паяльник без ожогов', price: 0, reward: 10, bought: true, passed: false },
    ],
  },
];
const report: LessonsReport = {
  pupils: [
    { id: 11, firstName: 'Маша', lastName: 'Иванова', passed: [1, 13], solderingPermit: true },
    { id: 12, firstName: 'Петя', lastName: 'Сидоров', passed: [1], solderingPermit: false },
    { id: 13, firstName: 'Оля', lastName: null, passed: [], solderingPermit: false },
  ],
  hardest: [
    { lessonId: 13, lessonTitle: 'Паяльник без ожогов', questionId: 'q3', prompt: 'Куда кладут горячий паяльник?', attempts: 8, wrong: 6 },
    { lessonId: 1, lessonTitle: 'Ток, напряжение и сопротивление', questionId: 'q1', prompt: 'В чём измеряют ток?', attempts: 10, wrong: 2 },
  ],
};

function show() {
  const router = createMemoryRouter([
    { path: '/', element: <ClassMatrixView classId={1} /> },
    { path: '/main/pupils/:userId', element: <p>Страница ученика</p> },
  ]);
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role: 'teacher' }) });
}

let day: AttendanceDay;
const today = localDay(new Date());

function api() {
  return fakeApi({
    'GET /api/v1/classes/1/matrix': { data: matrix },
    'GET /api/v1/classes': { data: [] },
    'GET /api/v1/courses': { data: courses },
    'GET /api/v1/classes/1/lessons-report': { data: report },
    'GET /api/v1/classes/1/attendance': () => ({ data: day }),
    'POST /api/v1/classes/1/attendance': (request: SeenRequest) => {
      const { present } = request.body as { present: number[] };
      const diamonds: Record<number, number> = { 11: 40, 12: 20, 13: 100 };
      const credited = present.filter((id) => !day.present.some((row) => row.userId === id)).map((id) => ({ userId: id, diamonds: diamonds[id]! }));
      const already = present.filter((id) => day.present.some((row) => row.userId === id));
      day = { date: today, present: [...day.present, ...credited] };
      return { data: { date: today, credited, already } };
    },
  });
}

beforeEach(() => {
  signInForTest();
  day = { date: today, present: [] };
});
afterEach(() => vi.unstubAllGlobals());

describe('«Отметить занятие»', () => {
  it('ticks everyone with one tap, unticks who is absent, saves today’s date and shows what each earned', async () => {
    const server = api();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить занятие' }));
    const sheet = await screen.findByRole('region', { name: /^Занятие / });
    await within(sheet).findByRole('button', { name: 'Все пришли' });
    expect(server.seen.some((r) => r.method === 'GET' && r.path === '/api/v1/classes/1/attendance')).toBe(true);
    const box = (name: RegExp) => within(sheet).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box(/Маша Иванова/).checked).toBe(false);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Все пришли' }));
    expect([box(/Маша/).checked, box(/Петя/).checked, box(/Оля/).checked]).toEqual([true, true, true]);
    // What each will earn, before saving: 20 × max(1, level).
    expect(box(/Петя/).closest('label')!.textContent).toContain('+20 алмазов');
    expect(box(/Оля/).closest('label')!.textContent).toContain('+100 алмазов');
    fireEvent.click(box(/Петя/));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Сохранить: 2 ученика' }));
    const outcome = await within(sheet).findByRole('status');
    expect(outcome.textContent).toContain('Маша Иванова: +40 алмазов');
    expect(outcome.textContent).toContain('Оля: +100 алмазов');
    expect(outcome.textContent).not.toContain('Петя');
    const sent = server.sent('POST', '/api/v1/classes/1/attendance');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ date: today, present: [11, 13] });
    // Marked pupils stay ticked and locked; Петя can still come late.
    expect(box(/Маша/).disabled).toBe(true);
    expect(box(/Маша/).closest('label')!.textContent).toContain('отмечен(а) · +40 алмазов');
    expect(box(/Петя/).disabled).toBe(false);
  });

  it('opened again the same day shows who is already marked', async () => {
    day = { date: today, present: [{ userId: 11, diamonds: 40 }, { userId: 12, diamonds: 20 }, { userId: 13, diamonds: 100 }] };
    const server = api();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить занятие' }));
    const sheet = await screen.findByRole('region', { name: /^Занятие / });
    expect(await within(sheet).findByText('Все ученики класса уже отмечены сегодня.')).toBeTruthy();
    for (const checkbox of within(sheet).getAllByRole('checkbox') as HTMLInputElement[]) {
      expect(checkbox.checked).toBe(true);
      expect(checkbox.disabled).toBe(true);
    }
    expect(within(sheet).queryByRole('button', { name: /Сохранить/ })).toBeNull();
    expect(server.sent('POST', '/api/v1/classes/1/attendance')).toHaveLength(0);
  });
});

describe('the lessons report', () => {
  it('shows who passed which lesson and the questions the class got wrong most, with the lesson and the share', async () => {
    api();
    show();
    const section = await screen.findByRole('region', { name: 'Уроки' });
    const table = await within(section).findByRole('table');
    const masha = within(table).getByRole('row', { name: /Маша Иванова/ });
    expect(within(masha).getByRole('img', { name: '«Паяльник без ожогов»: пройден' })).toBeTruthy();
    const petya = within(table).getByRole('row', { name: /Петя Сидоров/ });
    expect(within(petya).getByLabelText('«Паяльник без ожогов»: не пройден')).toBeTruthy();
    // The phone's list says the same in words.
    expect(within(section).getByRole('list', { name: 'Кто сколько уроков прошёл' }).textContent).toContain('Петя Сидоров Электроника: 1 из 2');
    const hard = within(section).getByRole('heading', { name: 'Трудные вопросы' }).nextElementSibling as HTMLElement;
    const items = within(hard).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Куда кладут горячий паяльник?');
    expect(items[0]!.textContent).toContain('Урок «Паяльник без ожогов»');
    expect(items[0]!.textContent).toContain('75 % ошибок · неверно 6 из 8');
    expect(items[1]!.textContent).toContain('20 % ошибок');
  });

  it('marks who holds the permit with a label, in the matrix and the report', async () => {
    api();
    show();
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'есть допуск к пайке' }).length).toBeGreaterThanOrEqual(2));
    const matrixRow = screen.getAllByRole('row', { name: /Маша Иванова/ })[0]!;
    expect(within(matrixRow).getByRole('img', { name: 'есть допуск к пайке' })).toBeTruthy();
    expect(within(screen.getAllByRole('row', { name: /Петя Сидоров/ })[0]!).queryByRole('img', { name: 'есть допуск к пайке' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Обозначения' }).textContent).toContain('есть допуск к пайке');
  });
});
