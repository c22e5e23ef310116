import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';
import { Component as PublicProfile } from './public-profile';

// /profile/999 (nobody) said «Пользователь не найден» and still drew the comment form, the
// votes and «Ошибка загрузки» below it.

const requests: string[] = [];

beforeEach(() => {
  signInForTest();
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      requests.push(url);
      if (url.endsWith('/users/profile/999')) return jsonResponse({ message: 'Пользователь не найден', code: 'USER_NOT_FOUND' }, 404);
      if (url.endsWith('/users/profile/8')) return jsonResponse({ data: { firstName: 'Петя', photo: '', level: 1, role: 'pupil', badges: [] } });
      if (url.endsWith('/users/profile/9')) {
        return jsonResponse({ data: { firstName: 'Оля', photo: '', level: 2, role: 'pupil', badges: [{ id: 'first-lesson', title: 'Первый урок' }] } });
      }
      if (url.includes('/judgement/')) return jsonResponse({ judgement: 0, mine: null });
      return jsonResponse({ data: [], count: 0 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function page(id: number) {
  const router = createMemoryRouter([{ path: '/profile/:id', element: <PublicProfile /> }], { initialEntries: [`/profile/${id}`] });
  return <RouterProvider router={router} />;
}

describe('a public profile', () => {
  it('shows only «Пользователь не найден» for a user who does not exist', async () => {
    // Petya's page beside it: once his comment form is there, a form for 999 would be there too.
    renderWithQuery(
      <>
        <div data-testid="missing">{page(999)}</div>
        <div data-testid="found">{page(8)}</div>
      </>,
      { profile: pupilProfile() },
    );
    expect(await screen.findByText('Пользователь не найден')).toBeTruthy();
    expect(await screen.findByLabelText('Твой комментарий')).toBeTruthy();
    expect(screen.getAllByLabelText('Твой комментарий')).toHaveLength(1);
    expect(screen.getByTestId('missing').querySelector('.comments')).toBeNull();
    expect(screen.getByTestId('missing').textContent).not.toContain('Ошибка загрузки');
    expect(requests.filter((url) => url.includes('999'))).toEqual(['/api/v1/users/profile/999']);
  });

  it('shows the badges the user earned', async () => {
    renderWithQuery(page(9), { profile: pupilProfile() });
    const badges = await screen.findByRole('list', { name: 'Значки' });
    expect(badges.textContent).toContain('Первый урок');
  });
});
