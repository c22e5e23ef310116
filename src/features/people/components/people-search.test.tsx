import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonSummary } from '../../../domain/review';
import { jsonResponse, signInForTest } from '../../../../tests/helpers/signed-in';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { PeopleSearch } from './people-search';

// «Ученики» finds a pupil by name through the users search: a blank query asks nothing, the query
// goes trimmed and encoded as one path segment, and the people found are listed as the people list.

const found: PersonSummary[] = [
  { id: 7, firstName: 'Маша', photo: '', level: 2, role: 'pupil' },
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
      // The server shows 20 at most and says whether there are more (docs/decisions/0181).
      if (query === 'Мар') return jsonResponse({ data: found, count: 2, countCapped: true, query });
      return jsonResponse({ data: found, count: found.length, query });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  renderWithQuery(
    <MemoryRouter>
      <PeopleSearch />
    </MemoryRouter>,
  );
  return screen.getByLabelText('Имя ученика');
}

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

  it('sends the query trimmed and encoded, and lists the people found with their pages', async () => {
    const input = open();
    search(input, '  Ма  ');
    await screen.findByText('Нашли по запросу «Ма»: 2 человека');
    expect(calls).toEqual(['/api/v1/users/search/%D0%9C%D0%B0']);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Маша', '/main/pupils/7'],
      ['Мария Ивановна', '/profile/3'],
    ]);
    expect(screen.getByText('Уровень 2 — Медь')).toBeTruthy();
    expect(screen.getByText('Учитель')).toBeTruthy();
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
