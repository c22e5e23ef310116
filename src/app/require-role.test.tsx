import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../domain/api';
import { renderWithQuery } from '../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../tests/helpers/signed-in';
import { AdminsOnly, ParentsOnly, StaffOnly } from './require-role';

// A pupil who opened a staff page read «Если ты учитель и видишь это сообщение…».

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open(Guard: typeof StaffOnly, profile: OwnProfile) {
  signInForTest();
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: profile })));
  const router = createMemoryRouter([{ path: '/', element: <Guard />, children: [{ index: true, element: <p>Страница для своих</p> }] }]);
  return renderWithQuery(<RouterProvider router={router} />, { profile });
}

describe('a page for some roles only', () => {
  it('tells a pupil it is the teachers’ page and sends them back to the projects', () => {
    const { container } = open(StaffOnly, pupilProfile());
    expect(screen.getByRole('heading', { name: 'Этот раздел только для учителей' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/Если ты учитель/);
    expect(screen.getByRole('link', { name: 'К проектам' })).toBeTruthy();
  });

  it('tells a pupil on an admin page it is the admins’ page, not that teachers work there', () => {
    // Before: «Этот раздел только для администраторов» over «Здесь работают учителя школы».
    const { container } = open(AdminsOnly, pupilProfile());
    expect(screen.getByRole('heading', { name: 'Этот раздел только для администраторов' })).toBeTruthy();
    expect(screen.getByText('Здесь работают администраторы школы. А тебя ждут проекты!')).toBeTruthy();
    expect(container.textContent).not.toMatch(/учител/i);
    expect(screen.getByRole('link', { name: 'К проектам' })).toBeTruthy();
  });

  it('tells a teacher on an admin page to ask the school’s admin', () => {
    open(AdminsOnly, pupilProfile({ role: 'teacher' }));
    expect(screen.getByRole('heading', { name: 'Этот раздел только для администраторов' })).toBeTruthy();
    expect(screen.getByText(/попроси администратора школы/)).toBeTruthy();
  });

  it('tells a pupil the family pages are the parents’, and a parent on a staff page where their child is', () => {
    open(ParentsOnly, pupilProfile());
    expect(screen.getByRole('heading', { name: 'Этот раздел только для родителей' })).toBeTruthy();
    expect(screen.queryByText('Страница для своих')).toBeNull();
  });

  it('sends a parent on a staff page to their children', () => {
    open(StaffOnly, pupilProfile({ role: 'parent' }));
    expect(screen.getByRole('link', { name: 'Мои дети' }).getAttribute('href')).toBe('/family');
  });

  it('opens the family pages for a parent', () => {
    open(ParentsOnly, pupilProfile({ role: 'parent' }));
    expect(screen.getByText('Страница для своих')).toBeTruthy();
  });

  it('opens the page for its roles', () => {
    open(StaffOnly, pupilProfile({ role: 'teacher' }));
    expect(screen.getByText('Страница для своих')).toBeTruthy();
  });
});
