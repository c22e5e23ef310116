import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '../../../../domain/review';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { PeopleTable } from './people-table';

// An admin's role list: a role picked by a misclick must not apply at once (it made a child an
// admin), and a refused change (one's own role) is an error, not the green «done» banner.

const masha: UserListItem = {
  id: 7, firstName: 'Маша', photo: '', level: 2, role: 'pupil', email: 'm@example.com',
  journalLinked: false, diamonds: 3, rating: 21, createdAt: 0,
};
const admin: UserListItem = { ...masha, id: 1, firstName: 'Анна', role: 'admin', email: 'a@example.com' };

let requests: { method: string; path: string; search?: string; body?: unknown }[];
let roleAnswer: () => Response;

beforeEach(() => {
  signInForTest();
  requests = [];
  roleAnswer = () => jsonResponse({ message: 'Роль изменена' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const path = url.pathname;
      const body = input.method === 'PUT' ? await input.json() : undefined;
      requests.push({ method: input.method, path, ...(url.search && { search: url.search }), body });
      if (path.endsWith('/role')) return roleAnswer();
      // A search that the server stopped counting at its cap (docs/decisions/0181).
      if (new URL(input.url).searchParams.get('q') === 'bench') return jsonResponse({ data: [admin, masha], count: 1000, countCapped: true, page: 1, pageSize: 20 });
      return jsonResponse({ data: [admin, masha], count: 2, page: 1, pageSize: 20 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => requests.filter((r) => r.method !== 'GET');

async function open() {
  renderWithQuery(
    <MemoryRouter>
      <PeopleTable canSetRoles />
    </MemoryRouter>,
  );
  return screen.findByRole('combobox', { name: 'Роль: Маша' });
}

describe('changing a role', () => {
  it('asks first: the pick changes nothing until «Да, поменять», and «Отмена» puts it back', async () => {
    const select = await open();
    fireEvent.change(select, { target: { value: 'admin' } });
    const dialog = screen.getByRole('alertdialog', { name: 'Маша: Ученик → Администратор?' });
    expect(dialog.textContent).toContain('Администратор видит сводку школы и меняет роли всех людей.');
    expect(writes()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((select as HTMLSelectElement).value).toBe('pupil');
    expect(writes()).toEqual([]);

    fireEvent.change(select, { target: { value: 'teacher' } });
    fireEvent.click(screen.getByRole('button', { name: 'Да, поменять' }));
    await screen.findByText('Роль изменена');
    expect(writes()).toEqual([{ method: 'PUT', path: '/api/v1/admin/users/7/role', body: { role: 'teacher' } }]);
    expect(screen.getByRole('status').textContent).toBe('Роль изменена');
  });

  it('Escape in the question cancels it', async () => {
    const select = await open();
    fireEvent.change(select, { target: { value: 'admin' } });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Да, поменять' }), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('shows a refused change as an error, not as done', async () => {
    roleAnswer = () => jsonResponse({ message: 'Свою роль поменять нельзя: попросите другого администратора', code: 'VALIDATION_ERROR' }, 400);
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Роль: Анна' }), { target: { value: 'pupil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Да, поменять' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Свою роль поменять нельзя: попросите другого администратора');
    expect(alert.className).toContain('people__message--error');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no role list on the admin’s own row (the server would refuse it)', async () => {
    renderWithQuery(
      <MemoryRouter>
        <PeopleTable canSetRoles />
      </MemoryRouter>,
      { profile: pupilProfile({ id: 1, role: 'admin' }) },
    );
    await screen.findByRole('combobox', { name: 'Роль: Маша' });
    expect(screen.queryByRole('combobox', { name: 'Роль: Анна' })).toBeNull();
    expect(within(document.querySelector('[data-user-id="1"]') as HTMLElement).getByText('Это вы')).toBeTruthy();
  });

  it('says a pupil’s figures with their nouns in agreement', async () => {
    await open();
    expect(screen.getByText('Уровень 2 — Медь · 3 алмаза · 21 очко рейтинга')).toBeTruthy();
  });
});

describe('the journal link', () => {
  it('links the pupil at once with the box’s new state (before, the request carried the old one: React had put the box back)', async () => {
    await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'В журнале' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', path: '/api/v1/review/pupils/7/journal', body: { linked: true } }]));
  });
});

describe('a search in the list', () => {
  const box = () => screen.getByRole('searchbox', { name: 'Поиск по имени, фамилии или email' });
  const reads = () => requests.filter((r) => r.path.startsWith('/api/v1/users/profiles/')).map((r) => `${r.path}${r.search ?? ''}`);

  it('asks for the whole list with a blank query, and for `?q=` trimmed and encoded with one', async () => {
    await open();
    // Staff find by the surname too (docs/decisions/0189-staff-find-pupils-by-surname.md).
    expect(box().getAttribute('placeholder')).toBe('Имя, фамилия или email');
    expect(reads()).toEqual(['/api/v1/users/profiles/1']);
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await Promise.resolve();
    expect(reads()).toEqual(['/api/v1/users/profiles/1']);
    fireEvent.change(box(), { target: { value: '  Маша & Co #1  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(reads()).toHaveLength(2));
    const asked = new URL(`http://x${reads()[1]}`);
    expect(asked.pathname).toBe('/api/v1/users/profiles/1');
    expect(asked.searchParams.get('q')).toBe('Маша & Co #1');
    expect(reads()[1]).not.toContain(' & ');
  });

  it('goes back to the whole list when the box is emptied', async () => {
    await open();
    fireEvent.change(box(), { target: { value: 'Маша' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(reads()).toHaveLength(2));
    fireEvent.change(box(), { target: { value: '' } });
    // The whole list's answer is cached from the start: shown again without a «Найти».
    await waitFor(() => expect(screen.queryByText(/Нашли по запросу/)).toBeNull());
    expect(reads()).toEqual(['/api/v1/users/profiles/1', `/api/v1/users/profiles/1?q=${encodeURIComponent('Маша')}`]);
    expect(screen.getByRole('link', { name: 'Анна' })).toBeTruthy();
  });

  it('links a pupil’s name to the pupil’s page and anyone else’s to the profile', async () => {
    await open();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Анна', '/profile/1'],
      ['Маша', '/main/pupils/7'],
    ]);
  });

  it('says how many were found, «больше 1000» past the server’s cap, and pages through the thousand', async () => {
    await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по имени, фамилии или email' }), { target: { value: ' bench ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await screen.findByText('Нашли по запросу «bench»: больше 1000 человек. Показаны не все — уточните запрос');
    expect(screen.getByText('1 / 50')).toBeTruthy();
  });
});
