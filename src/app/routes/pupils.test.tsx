import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '../../../domain/review';
import { jsonResponse, pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { Component as PupilsPage } from './pupils';

// «Ученики» has one search box, the list's own: a teacher no longer has to choose between «Найти
// ученика» and the list's filter (docs/decisions/0188). The box is right under «Найти ученика»,
// and a pupil found opens on the pupil's page.

const masha: UserListItem = {
  id: 7, firstName: 'Маша', lastName: 'Соколова', photo: '', level: 2, role: 'pupil', email: 'm@example.com',
  journalLinked: true, diamonds: 3, rating: 21, createdAt: 0,
};

let asked: string[];

beforeEach(() => {
  signInForTest();
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      asked.push(url.pathname + url.search);
      return jsonResponse({ data: [masha], count: 1, page: 1, pageSize: 20 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the pupils page', () => {
  it('has exactly one search box, under «Найти ученика», and no call to the people search', async () => {
    const { container } = renderWithQuery(
      <MemoryRouter>
        <PupilsPage />
      </MemoryRouter>,
      { profile: pupilProfile({ id: 3, role: 'teacher' }) },
    );
    await screen.findByRole('link', { name: 'Маша Соколова' });
    expect(screen.getAllByRole('search')).toHaveLength(1);
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    const box = screen.getByRole('searchbox');
    expect(box.getAttribute('placeholder')).toBe('Имя, фамилия или email');
    // The heading comes right before the list with its box.
    const heading = screen.getByRole('heading', { name: 'Найти ученика' });
    expect(heading.nextElementSibling).toBe(container.querySelector('section.people'));
    expect(screen.queryByRole('heading', { name: 'Все ученики' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Маша Соколова' }).getAttribute('href')).toBe('/main/pupils/7');
    expect(screen.getByRole('checkbox', { name: 'В журнале' })).toBeTruthy();

    fireEvent.change(box, { target: { value: ' Соко ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(asked).toContain(`/api/v1/users/profiles/1?q=${encodeURIComponent('Соко')}&role=pupil`));
    expect(asked.some((path) => path.startsWith('/api/v1/users/search/'))).toBe(false);
  });
});
