import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leader, Top3Reply } from '../../../../domain/standing';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { Podium } from './podium';

// Nobody stands on the podium with 0 rating. Before, a fresh class showed two pupils with 0 on
// places 1 and 2.

const leader = (place: number, rating: number): Leader => ({ place, userId: 100 + place, firstName: `Ученик ${place}`, photo: '', level: 0, rating, isMe: false });

let top: Top3Reply;

beforeEach(() => {
  signInForTest();
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(top)));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show() {
  const router = createMemoryRouter([{ path: '/', element: <Podium /> }]);
  return renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile() });
}

describe('Podium', () => {
  it('leaves pupils with 0 rating off the podium', async () => {
    top = { data: [leader(1, 12), leader(2, 0), leader(3, 0)] };
    show();
    expect(await screen.findByText('Ученик 1')).toBeTruthy();
    expect(screen.queryByText('Ученик 2')).toBeNull();
    expect(screen.queryByText('Ученик 3')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('invites the class to be first when everybody has 0', async () => {
    top = { data: [leader(1, 0), leader(2, 0)] };
    show();
    expect(await screen.findByText('Пока никто не набрал рейтинг. Стань первым!')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
