import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryItem } from '../../../../domain/classes';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { MyWork } from './my-work';

const now = Math.floor(Date.now() / 1000);
const work = (id: number, projectId: number, title: string, status: HistoryItem['status'], comment: string | null): HistoryItem => ({
  id, projectId, projectTitle: title, status, submittedAt: now - id * 1000, reviewedAt: status === 'pending' ? null : now,
  comment, reviewer: { id: 3, firstName: 'Ирина', lastName: 'Петровна' }, width: 1200, height: 900, undoUntil: null,
  photos: [{ index: 0, width: 1200, height: 900 }], marks: [], messages: [],
});
const jpeg = () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

function show() {
  const router = createMemoryRouter([{ path: '/', element: <MyWork /> }]);
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile() });
}

beforeEach(() => {
  signInForTest('pupil-token');
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('MyWork', () => {
  it('lists the own submissions newest first with photo, status and the teacher’s comment', async () => {
    const api = fakeApi({
      'GET /api/v1/users/my-submissions': { data: [work(2, 1, 'Фонарик-брелок', 'approved', null), work(1, 1, 'Фонарик-брелок', 'returned', 'Перепаяй минус')] },
      'GET /api/v1/review/submissions/2/photo': jpeg,
      'GET /api/v1/review/submissions/1/photo': jpeg,
    });
    show();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['approved', 'returned']);
    expect(items[0]!.textContent).toContain('Принято');
    expect(items[1]!.textContent).toContain('Вернули на доработку');
    expect(items[1]!.textContent).toContain('Учитель: Перепаяй минус');
    await within(items[1]!).findByRole('img', { name: 'Фото проекта «Фонарик-брелок»' });
    expect(api.sent('GET', '/api/v1/review/submissions/1/photo')[0]?.authorization).toBe('pupil-token');
  });

  it('says what the page is for before the first photo, with the way to the projects', async () => {
    fakeApi({ 'GET /api/v1/users/my-submissions': { data: [] } });
    show();
    expect((await screen.findByRole('link', { name: 'К проектам' })).getAttribute('href')).toBe('/main/projects');
    expect(screen.getByText(/Здесь появятся фото проектов/)).toBeTruthy();
  });

  it('shows a failure in Russian with a retry', async () => {
    fakeApi({});
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Не найдено');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
