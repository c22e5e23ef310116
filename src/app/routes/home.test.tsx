import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentWaiting } from '../../../domain/classes';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { createTestQueryClient, renderWithQuery } from '../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';
import { Component as Home } from './home';
import { SideMenu } from '../layout/side-menu';

// A teacher's home says what waits for them — works, tasks, pupils' answers, parents' consents —
// not the children's story; and the menu never shows a pupil's items before the role is known.

const consents: ConsentWaiting[] = [
  { pupil: { id: 21, firstName: 'Гоша', lastName: 'Орлов' }, classId: 2, className: 'Пятница', state: 'pending' },
  { pupil: { id: 22, firstName: 'Даша', lastName: null }, classId: 2, className: 'Пятница', state: 'withdrawn' },
];

function staffApi() {
  return fakeApi({
    'GET /api/v1/review/queue': { data: [], count: 5 },
    'GET /api/v1/review/tasks': { data: [], count: 2 },
    'GET /api/v1/review/messages/unread': { data: [{ submissionId: 1, projectId: 3, projectTitle: 'Жук', pupil: { id: 9, firstName: 'Аня', lastName: null }, unread: 1, last: { id: 1, submissionId: 1, author: { id: 9, firstName: 'Аня', lastName: null, role: 'pupil' }, text: 'а так?', createdAt: 1 } }] },
    'GET /api/v1/classes/consents-waiting': { data: consents },
    'GET /api/v1/users/my-class': { data: null },
  });
}

function show(ui = <Home />, profile = pupilProfile({ role: 'teacher', firstName: 'Ирина' })) {
  const router = createMemoryRouter([{ path: '/', element: ui }, { path: '*', element: <p>другая страница</p> }]);
  return renderWithQuery(<RouterProvider router={router} />, { profile });
}

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('the teacher’s home', () => {
  it('lists what waits: works, tasks, answers and the consents of their classes, with the way to each; no story', async () => {
    staffApi();
    show();
    const waiting = await screen.findByRole('region', { name: 'Что ждёт вас' });
    expect((await within(waiting).findByRole('link', { name: /Работы на проверке: 5/ })).getAttribute('href')).toBe('/main/review');
    expect((await within(waiting).findByRole('link', { name: /Задачи на проверке: 2/ })).getAttribute('href')).toBe('/main/review?tab=tasks');
    expect((await within(waiting).findByRole('link', { name: /Ответы учеников: 1/ })).getAttribute('href')).toBe('/main/review');
    const consentList = await screen.findByRole('region', { name: /Согласия родителей/ });
    expect(consentList.textContent).toContain('Гоша Орлов');
    expect(consentList.textContent).toContain('ждёт согласия');
    expect(consentList.textContent).toContain('Даша');
    expect(consentList.textContent).toContain('согласие отозвано');
    expect(within(consentList).getByRole('link', { name: /Гоша Орлов/ }).getAttribute('href')).toBe('/main/pupils/21');
    expect(screen.queryByRole('region', { name: 'История школы' })).toBeNull();
    expect(screen.queryByText(/Давным-давно/)).toBeNull();
  });

  it('shows the pupil the story, and nothing of a teacher’s', async () => {
    fakeApi({ 'GET /api/v1/users/my-class': { data: null } });
    show(<Home />, pupilProfile());
    expect(await screen.findByRole('region', { name: 'История школы' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Что ждёт вас' })).toBeNull();
  });

  it('shows neither while the role is not known yet', async () => {
    // The profile is on its way.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const router = createMemoryRouter([{ path: '/', element: <Home /> }]);
    renderWithQuery(<RouterProvider router={router} />, { client: createTestQueryClient() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'История школы' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Что ждёт вас' })).toBeNull();
  });
});

describe('the menu before the role is known', () => {
  it('shows no pupil’s items while the profile is on its way, then the teacher’s', async () => {
    let arrive: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: Request) =>
        new URL(input.url).pathname === '/api/v1/users/profile'
          ? new Promise<Response>((resolve) => (arrive = resolve))
          : Promise.resolve(new Response(JSON.stringify({ data: [], count: 0 }), { headers: { 'content-type': 'application/json' } })),
      ),
    );
    const router = createMemoryRouter([{ path: '/', element: <SideMenu open mobile={false} onNavigate={() => undefined} /> }]);
    renderWithQuery(<RouterProvider router={router} />, { client: createTestQueryClient() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Мои работы' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Электроника' })).toBeNull();
    arrive(new Response(JSON.stringify({ data: pupilProfile({ role: 'teacher' }) }), { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('link', { name: 'Проверка работ' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Мои работы' })).toBeNull();
  });
});
