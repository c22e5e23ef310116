import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, UserListItem } from '../../../domain/review';
import { jsonResponse, signInForTest } from '../../../tests/helpers/signed-in';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { Component as AdminPage } from './admin';

// The admin page's counters and its people list read the server apart: after a role change the
// counters are asked again (changedBy.person), so «1 Администратор» becomes «2 Администратора».

const masha: UserListItem = {
  id: 7, firstName: 'Маша', photo: '', level: 0, role: 'pupil', email: 'm@example.com',
  journalLinked: false, diamonds: 0, rating: 0, createdAt: 0,
};

let mashaRole: UserListItem['role'];

function dashboard(): Dashboard {
  const admins = mashaRole === 'admin' ? 2 : 1;
  return {
    usersByRole: { pupil: 3 - admins, teacher: 1, admin: admins, parent: 0 },
    pendingConsents: 0,
    newThisWeek: 0,
    submissions: { pending: 0, approvedThisMonth: 0, returnedThisMonth: 0 },
    diamonds: { creditedThisMonth: 0, spentThisMonth: 0 },
    topPupils: [],
    mail: { waiting: mailFailing, failing: mailFailing },
  };
}

let mailFailing = 0;

beforeEach(() => {
  signInForTest();
  mashaRole = 'pupil';
  mailFailing = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      if (path === '/api/v1/admin/dashboard') return jsonResponse({ data: dashboard() });
      if (path === '/api/v1/admin/family-links') return jsonResponse({ data: [] });
      if (path === '/api/v1/admin/users/7/role') {
        mashaRole = ((await input.json()) as { role: UserListItem['role'] }).role;
        return jsonResponse({ message: 'Роль изменена' });
      }
      return jsonResponse({ data: [{ ...masha, role: mashaRole }], count: 1, page: 1, pageSize: 20 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Сводка' })).getByText(label).parentElement?.querySelector('.dashboard__value')?.textContent;

describe('the admin page', () => {
  it('counts the roles again after a role change', async () => {
    renderWithQuery(
      <MemoryRouter>
        <AdminPage />
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Сводка' });
    expect(figure('Администратор')).toBe('1');
    // Each label agrees with its number (it said «1 Учителей» before).
    expect(figure('Учитель')).toBe('1');
    expect(figure('Ученика')).toBe('2');
    expect(figure('Родителей')).toBe('0');

    fireEvent.change(await screen.findByRole('combobox', { name: 'Роль: Маша' }), { target: { value: 'admin' } });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Да, поменять' }));
    await screen.findByText('Роль изменена');
    await waitFor(() => expect(figure('Администратора')).toBe('2'));
    expect(figure('Ученик')).toBe('1');
  });

  it('says when letters keep failing, and nothing while they go', async () => {
    mailFailing = 3;
    renderWithQuery(
      <MemoryRouter>
        <AdminPage />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('region', { name: 'Сводка' });
    expect(within(region).getByRole('alert').textContent).toBe('Письма не уходят: 3 — проверьте SMTP');
  });

  it('shows no mail line when every letter went', async () => {
    renderWithQuery(
      <MemoryRouter>
        <AdminPage />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('region', { name: 'Сводка' });
    await waitFor(() => expect(figure('Администратор')).toBe('1'));
    expect(within(region).queryByText(/Письма не уходят/)).toBeNull();
  });
});
