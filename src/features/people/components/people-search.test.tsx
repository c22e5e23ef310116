import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../../../domain/api';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import type { PersonSummary } from '../../../../domain/review';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { PeopleSearch } from './people-search';

// «Найти ученика» on «Рейтинг», for everyone signed in, through the users search: a blank query asks
// nothing, the query goes trimmed and encoded as one path segment, and the people found are shown
// as on the boards (avatar, first name, level). A pupil opens everyone's public profile; staff open
// a pupil's staff page (docs/decisions/0188).

const found: PersonSummary[] = [
  { id: 8, firstName: 'Маша', photo: '', level: 2, role: 'pupil' },
  { id: 3, firstName: 'Мария Ивановна', photo: '', level: 0, role: 'teacher' },
];

let calls: string[];

beforeEach(() => {
  signInForTest();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const { pathname } = new URL(input.url);
      calls.push(pathname);
      const query = decodeURIComponent(pathname.split('/').at(-1) ?? '');
      if (query === 'Маша / 5?') return jsonResponse({ data: [], count: 0, query });
      if (query === 'сломано') return new Response('', { status: 502 });
      if (query === 'офлайн') throw new TypeError('Failed to fetch');
      // The server shows 20 at most and says whether there are more (docs/decisions/0181).
      if (query === 'Мар') return jsonResponse({ data: found, count: 2, countCapped: true, query });
      return jsonResponse({ data: found, count: found.length, query });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(profile: OwnProfile = pupilProfile()) {
  renderWithQuery(
    <MemoryRouter>
      <PeopleSearch />
    </MemoryRouter>,
    { profile },
  );
  expect(screen.getByRole('heading', { name: 'Найти ученика' })).toBeTruthy();
  const input = screen.getByLabelText('Имя ученика');
  expect(input.getAttribute('placeholder')).toBe('Имя ученика');
  return input;
}

const linksOf = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

function search(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
}

describe('the pupils’ search', () => {
  it('asks nothing for a blank query', async () => {
    const input = open();
    search(input, '   ');
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends the query trimmed and encoded, and shows a pupil the people found with their public profiles', async () => {
    const input = open();
    search(input, '  Ма  ');
    await screen.findByText('Нашли по запросу «Ма»: 2 человека');
    expect(calls).toEqual(['/api/v1/users/search/%D0%9C%D0%B0']);
    expect(linksOf()).toEqual([
      ['Маша', '/profile/8'],
      ['Мария Ивановна', '/profile/3'],
    ]);
    // As on the boards: the avatar, the first name, the level's name.
    const masha = document.querySelector('[data-user-id="8"]') as HTMLElement;
    expect(masha.querySelector('img.level-avatar__photo')).not.toBeNull();
    expect(masha.querySelector('img.level-avatar__frame')?.getAttribute('src')).toBe('/icons/frames/2.svg');
    expect(masha.textContent).toBe('МашаМедь');
    expect(screen.getByText('Учитель')).toBeTruthy();
  });

  it('shows the pupil’s own row as on the boards: «(ты)» and no link', async () => {
    const input = open(pupilProfile({ id: 8 }));
    search(input, 'Ма');
    await screen.findByText('Нашли по запросу «Ма»: 2 человека');
    expect(linksOf()).toEqual([['Мария Ивановна', '/profile/3']]);
    expect(screen.getByText('Маша (ты)')).toBeTruthy();
  });

  it('opens a pupil found by staff on the pupil’s page, anyone else on the profile', async () => {
    const input = open(pupilProfile({ id: 3, role: 'teacher' }));
    search(input, 'Ма');
    await screen.findByText('Нашли по запросу «Ма»: 2 человека');
    expect(linksOf()).toEqual([
      ['Маша', '/main/pupils/8'],
      ['Мария Ивановна', '/profile/3'],
    ]);
  });

  it('says a failed search in Russian, as an alert', async () => {
    const input = open();
    search(input, 'офлайн');
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_ERROR_MESSAGE);
    search(input, 'сломано');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Произошла неожиданная ошибка. Можно попробовать ещё раз'));
  });

  it('says «больше» and asks for a longer query when there are more than it shows', async () => {
    const input = open();
    search(input, 'Мар');
    await screen.findByText('Нашли по запросу «Мар»: больше 2 человек. Показаны не все — уточните запрос');
  });

  it('keeps a slash and a question mark inside the one path segment, and says when nobody is found', async () => {
    const input = open();
    search(input, 'Маша / 5?');
    await screen.findByText('По запросу «Маша / 5?» никого нет.');
    expect(calls).toEqual([`/api/v1/users/search/${encodeURIComponent('Маша / 5?')}`]);
    expect(calls[0]).toContain('%2F');
  });
});
