import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../../../domain/api';
import type { Leader, LeaderboardReply, MonthStatsReply } from '../../../../domain/standing';
import { useSession } from '../../../stores/session';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { Leaderboard, STAFF_NOTE } from './leaderboard';
import { MonthStats, STAFF_BATTLE_NOTE } from './month-stats';

// Only pupils are ranked: the server gives a teacher or admin no place (`me.place: null`), and the
// rating page then says so instead of «Ты на … месте» — a teacher must never read «Ты на 1 месте».

const PROFILE: OwnProfile = {
  id: 7, firstName: 'Ирина Петровна', lastName: '', photo: '', level: 0, city: '', country: '', lang: 'ru',
  status: '', basicCourse: '', email: 't@example.com', diamonds: 0, rating: 9000, role: 'teacher', hiddenFromLeaderboards: false,
};

const pupil = (place: number, isMe = false): Leader => ({ place, userId: 100 + place, firstName: `Ученик ${place}`, photo: '', level: 1, rating: 300 - place, isMe });

let board: LeaderboardReply;
let stats: MonthStatsReply;
let profile: OwnProfile;

beforeEach(() => {
  localStorage.setItem('Authorization', 'x');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      const body = url.includes('/rating/leaderboard') ? board : url.endsWith('/rating/month-stats') ? stats : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderWithQuery(<RouterProvider router={router} />, { profile });
}

function signIn(role: OwnProfile['role']) {
  useSession.setState({ status: 'signedIn', token: 'x' });
  profile = { ...PROFILE, role };
}

describe('Leaderboard', () => {
  it('tells a pupil their place', async () => {
    signIn('pupil');
    board = { data: [pupil(1), pupil(2, true)], page: 1, pageSize: 20, count: 2, me: { place: 2, rating: 298, hidden: false } };
    show(<Leaderboard />);
    await screen.findByText('Ученик 1');
    expect(document.querySelector('.leaderboard__me')?.textContent).toMatch(/^Ты на 2 месте/);
  });

  it.each(['teacher', 'admin'] as const)('gives staff (%s) no «Ты на … месте» line, only the note that pupils are ranked', async (role) => {
    signIn(role);
    board = { data: [pupil(1), pupil(2)], page: 1, pageSize: 20, count: 2, me: { place: null, rating: 9000, hidden: false } };
    show(<Leaderboard />);
    await screen.findByText('Ученик 1');
    expect(screen.getByText(STAFF_NOTE)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Ты на|Тебя нет на этой странице|null/);
  });
});

describe('MonthStats', () => {
  const month = new Date().toISOString().slice(0, 7);

  it('shows a pupil their place in the battle', async () => {
    signIn('pupil');
    stats = { month, endsAt: Math.floor(Date.now() / 1000) + 86_400 * 5, leaders: [pupil(1, true)], me: { place: 1, monthRating: 299, approvedProjects: 2 } };
    show(<MonthStats />);
    await screen.findByText('Твоё место');
    expect(screen.queryByText(STAFF_BATTLE_NOTE)).toBeNull();
  });

  it.each(['teacher', 'admin'] as const)('gives staff (%s) no place of their own, only the note that pupils compete', async (role) => {
    signIn(role);
    stats = { month, endsAt: Math.floor(Date.now() / 1000) + 86_400 * 5, leaders: [pupil(1)], me: { place: null, monthRating: 0, approvedProjects: 0 } };
    show(<MonthStats />);
    await screen.findByText(STAFF_BATTLE_NOTE);
    expect(screen.queryByText('Твоё место')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Ты на/);
    expect(screen.getByText('Ученик 1')).toBeTruthy();
  });
});
