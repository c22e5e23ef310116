import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../../domain/api';
import { PROGRESS_MESSAGES } from '../../../domain/standing';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { Header } from '../layout/header';
import { Component as MyLevel } from './my-level';
import { jsonResponse, pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';

// A purchase changes what every reader of the own profile shows, at once and without a reload:
// the header's figures, the card's level and the shop's next offer.

const PUPIL = pupilProfile({ level: 1, diamonds: 250, rating: 40 });

let profile: OwnProfile;
const requests: string[] = [];

beforeEach(() => {
  signInForTest();
  profile = PUPIL;
  requests.length = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      requests.push(`${input.method} ${url}`);
      const body = url.endsWith('/buyLevel') ? { message: 'Уровень куплен', level: 2, diamonds: 50 } : { data: profile };
      return jsonResponse(body);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open() {
  const router = createMemoryRouter([
    {
      path: '/main/myLevel',
      handle: { title: 'Уровень' },
      element: (
        <>
          <Header menuOpen onToggleMenu={() => undefined} />
          <MyLevel />
        </>
      ),
    },
  ], { initialEntries: ['/main/myLevel'] });
  return renderWithQuery(<RouterProvider router={router} />, { profile: PUPIL });
}

const header = () => screen.getByRole('banner');

describe('buying a level', () => {
  it('updates the header’s figures, the card and the shop without a reload', async () => {
    open();
    expect(within(header()).getByTestId('figures').getAttribute('aria-label')).toBe('Алмазы: 250, рейтинг: 40');
    expect(screen.getByText(/Уровень 1 — Бронза/)).toBeTruthy();
    profile = { ...PUPIL, level: 2, diamonds: 50 };
    fireEvent.click(screen.getByRole('button', { name: /Купить уровень 2/ }));
    expect(await screen.findByText(PROGRESS_MESSAGES.bought)).toBeTruthy();
    await vi.waitFor(() => expect(within(header()).getByTestId('figures').getAttribute('aria-label')).toBe('Алмазы: 50, рейтинг: 40'));
    expect(screen.getByText(/Уровень 2 — Медь/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Купить уровень 3/ })).toBeTruthy();
    // One request for the profile, shared by every reader on the page.
    expect(requests).toEqual(['POST /api/v1/users/buyLevel', 'GET /api/v1/users/profile']);
  });
});
