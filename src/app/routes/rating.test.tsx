import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardReply } from '../../../domain/standing';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { Component as Rating } from './rating';
import { jsonResponse, pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';

// Hiding from the leaderboards refreshes the profile and every list on the page in place: the
// page is not remounted (what the pupil scrolled to and the table's page stay).

const PUPIL = pupilProfile({ level: 1, rating: 40 });

let hidden: boolean;
const requests: string[] = [];

function board(): LeaderboardReply {
  const me = { place: 1, userId: 7, firstName: hidden ? 'Скрытый ученик' : 'Маша', photo: '', level: 1, rating: 40, isMe: true };
  return { data: [me], page: 1, pageSize: 20, count: 1, me: { place: 1, rating: 40, hidden } };
}

beforeEach(() => {
  signInForTest();
  hidden = false;
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      requests.push(`${input.method} ${url}`);
      let body: object = { data: [] };
      if (url.endsWith('/profile/leaderboard')) {
        hidden = true;
        body = { message: 'Сохранено' };
      } else if (url.endsWith('/users/profile')) body = { data: { ...PUPIL, hiddenFromLeaderboards: hidden } };
      else if (url.includes('/rating/leaderboard')) body = board();
      else if (url.startsWith('/api/v1/users/search/')) {
        const query = decodeURIComponent(url.split('/').at(-1)!);
        body = { data: [{ id: 12, firstName: 'Петя', photo: '', level: 3, role: 'pupil' }], count: 1, query };
      } else if (url.endsWith('/month-stats')) body = { month: '2026-11', endsAt: Date.now() / 1000 + 86_400, leaders: [], me: { place: null, monthRating: 0, approvedProjects: 0 } };
      return jsonResponse(body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the rating page', () => {
  it('has «Найти ученика» after the table: a pupil finds another by name and opens the public profile', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Rating /> }]);
    const { container } = renderWithQuery(<RouterProvider router={router} />, { profile: PUPIL });
    const search = await screen.findByRole('region', { name: 'Найти ученика' });
    // After the leaderboard, before the past battles and the switch.
    const cards = [...container.querySelectorAll('.rating-page > section')];
    expect(cards.indexOf(search)).toBe(cards.indexOf(container.querySelector('.leaderboard')!) + 1);
    const box = screen.getByRole('searchbox', { name: 'Имя ученика' });
    expect(box.getAttribute('placeholder')).toBe('Имя ученика');
    fireEvent.change(box, { target: { value: '  Пет ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect((await screen.findByRole('link', { name: 'Петя' })).getAttribute('href')).toBe('/profile/12');
    expect(screen.getByText('Нашли по запросу «Пет»: 1 человек')).toBeTruthy();
    expect(requests).toContain(`GET /api/v1/users/search/${encodeURIComponent('Пет')}`);
  });

  it('shows the pupil hidden in the table after the switch, without remounting the page', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Rating /> }]);
    const { container } = renderWithQuery(<RouterProvider router={router} />, { profile: PUPIL });
    expect(await screen.findByText(/Ты на/)).toBeTruthy();
    const page = container.querySelector('.rating-page');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Скрыть меня из общих рейтингов' }));
    expect(await screen.findByText('Сохранено')).toBeTruthy();
    expect(await screen.findByText(/другие видят тебя как «Скрытый ученик»/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Скрыть меня из общих рейтингов' }) as HTMLInputElement).checked).toBe(true);
    expect(container.querySelector('.rating-page')).toBe(page);
    expect(requests).toContain('PUT /api/v1/users/profile/leaderboard');
  });
});
