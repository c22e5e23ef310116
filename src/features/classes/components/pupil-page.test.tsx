import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryItem, PupilHistoryReply } from '../../../../domain/classes';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { PupilPage } from './pupil-page';

const now = Math.floor(Date.now() / 1000);
const work = (id: number, status: HistoryItem['status'], comment: string | null, submittedAt: number): HistoryItem => ({
  id, projectId: 1, projectTitle: 'Фонарик-брелок', status, submittedAt, reviewedAt: status === 'pending' ? null : submittedAt + 600,
  comment, reviewer: status === 'pending' ? null : { id: 3, firstName: 'Ирина', lastName: 'Петровна' }, width: 1600, height: 1200, undoUntil: null,
  photos: [{ index: 0, width: 1600, height: 1200 }], marks: [], messages: [],
});
const reply: PupilHistoryReply = {
  pupil: {
    id: 11, firstName: 'Маша', lastName: 'Иванова', email: 'masha@example.com', level: 2, diamonds: 14, rating: 33,
    medals: ['Серебро за октябрь'], classId: 1, className: 'Среда, 16:00', lastSeen: now - 86_400 - 60,
    ledger: [
      { kind: 'diamonds', delta: 3, reason: 'approval', createdAt: now - 100 },
      { kind: 'diamonds', delta: -10, reason: 'something-new', createdAt: now - 50_000 },
      { kind: 'rating', delta: 21, reason: 'approval', createdAt: now - 60_000 },
    ],
  },
  submissions: [work(41, 'pending', null, now - 60), work(40, 'returned', 'Перепаяй минус', now - 90_000)],
};

// jsdom's Blob is not the one fetch's Response reads: the photo's bytes go as an array.
const jpeg = () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

function show() {
  const router = createMemoryRouter([{ path: '/', element: <PupilPage userId={11} /> }]);
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role: 'teacher' }) });
}

beforeEach(() => {
  signInForTest('teacher-token');
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('PupilPage', () => {
  it('shows the pupil with surname, level, figures, class, medals and when last seen', async () => {
    fakeApi({ 'GET /api/v1/review/pupils/11/history': { data: reply } });
    show();
    const overview = await screen.findByRole('region', { name: 'Об ученике' });
    expect(within(overview).getByRole('heading').textContent).toBe('Маша Иванова');
    expect(overview.textContent).toContain('Алмазы14');
    expect(overview.textContent).toContain('Рейтинг33');
    expect(overview.textContent).toContain('Заходил(а)вчера');
    expect(overview.textContent).toContain('Серебро за октябрь');
    expect(within(overview).getByRole('link', { name: 'Среда, 16:00' }).getAttribute('href')).toBe('/main/classes/1');
  });

  it('lists every submission newest first with its photo (fetched with the session) and the teacher’s words', async () => {
    const api = fakeApi({
      'GET /api/v1/review/pupils/11/history': { data: reply },
      'GET /api/v1/review/submissions/41/photo': () => jpeg(),
      'GET /api/v1/review/submissions/40/photo': () => jpeg(),
    });
    show();
    const works = await screen.findByRole('region', { name: 'Работы' });
    const items = within(works).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['pending', 'returned']);
    expect(items[0]!.textContent).toContain('Ждёт проверки');
    expect(items[1]!.textContent).toContain('Ирина Петровна: Перепаяй минус');
    expect(within(works).getByRole('link', { name: 'Проверить (1)' }).getAttribute('href')).toBe('/main/review');
    await waitFor(() => expect(api.seen.map((r) => r.path)).toContain('/api/v1/review/submissions/41/photo'));
    await within(items[0]!).findByRole('img', { name: 'Фото проекта «Фонарик-брелок»' });
    const photo = api.sent('GET', '/api/v1/review/submissions/41/photo')[0]!;
    expect(photo.authorization).toBe('teacher-token');
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Спереди: открыть фото крупно' }));
    await waitFor(() => expect(api.seen.some((r) => r.path.endsWith('/41/photo') && r !== photo)).toBe(true));
  });

  it('shows the ledger with signs and plural words', async () => {
    fakeApi({ 'GET /api/v1/review/pupils/11/history': { data: reply } });
    show();
    const ledger = await screen.findByRole('region', { name: 'Алмазы и рейтинг' });
    const rows = within(ledger).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('+3 алмаза');
    expect(rows[0]!.textContent).toContain('Проект принят');
    expect(rows[1]!.textContent).toContain('something-new');
    expect(rows[1]!.textContent).toContain('−10 алмазов');
    expect(rows[1]!.className).toContain('ledger__row--minus');
    expect(rows[2]!.textContent).toContain('+21 очко рейтинга');
  });

  it('offers «Отменить решение» on a fresh decision the teacher may take back, and re-reads the history after', async () => {
    let undone = false;
    const approved = { ...work(42, 'approved', null, now - 120), undoUntil: now + 300 };
    const api = fakeApi({
      'GET /api/v1/review/pupils/11/history': () => ({
        data: { ...reply, submissions: [undone ? { ...approved, status: 'pending', undoUntil: null } : approved, ...reply.submissions] },
      }),
      'POST /api/v1/review/submissions/42/undo': () => {
        undone = true;
        return { data: { submissionId: 42, status: 'pending', message: 'Решение отменено: работа снова ждёт проверки' } };
      },
    });
    show();
    const buttons = await screen.findAllByRole('button', { name: 'Отменить решение' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(api.sent('POST', '/api/v1/review/submissions/42/undo')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Отменить решение' })).toBeNull());
    expect(document.getElementById('work-42')?.getAttribute('data-status')).toBe('pending');
  });
});

