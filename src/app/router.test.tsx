import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient, queryKeys } from '../lib/query';
import { useSession } from '../stores/session';
import type { LoginState } from './guards';
import { discoveringRoutes } from './router';

vi.mock('../lib/sw-update', () => ({ useServiceWorkerUpdate: () => ({ waiting: false, activate() {}, dismiss() {} }) }));

const PROFILE = {
  id: 7, firstName: 'Маша', lastName: '', photo: '', level: 0, city: '', country: '', lang: 'ru',
  status: '', basicCourse: '', email: 'masha@example.com', diamonds: 0, rating: 0, role: 'pupil' as const, hiddenFromLeaderboards: false,
};

/** A memory router with the browser's table: the open pages first, the others found on the way. */
function memoryRouter(initialEntries: InitialEntry[]) {
  const { routes, patchRoutesOnNavigation } = discoveringRoutes();
  return createMemoryRouter(routes, { initialEntries, patchRoutesOnNavigation });
}

function open(path: string) {
  const router = memoryRouter([path]);
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useSession.setState({ status: 'signedIn', token: 'x' });
  queryClient.setQueryData(queryKeys.ownProfile, PROFILE);
});
afterEach(() => queryClient.clear());

describe('routes', () => {
  it.each([
    ['/main', 'Главная'],
    ['/main/projects', 'Проекты'],
    ['/main/project_electonic/7', 'Проект №7'],
    ['/main/project_electonic/16', 'Проект не найден'],
    ['/main/what-is-payka', 'Что такое пайка'],
    ['/main/settingssecur', 'Безопасность и вход'],
    ['/main/myLevel', 'Уровень'],
    ['/main/electronics', 'Электроника'],
    ['/main/microcontrol', 'Микроконтроллеры'],
    ['/main/secret-course', 'Секретный курс'],
    ['/main/lessons/2', 'Урок'],
    ['/main/mcu/firmware/sand-clock', 'Песочные часы: программа'],
    ['/main/mcu/firmware/nope', 'Прошивка не найдена'],
  ])('titles %s «%s» in the header and the browser tab', async (path, title) => {
    open(path);
    await waitFor(() => expect(document.title).toBe(`${title} — Школа робототехники`));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('titles the login page', async () => {
    useSession.setState({ status: 'signedOut', token: null });
    open('/login');
    await waitFor(() => expect(document.title).toBe('Вход — Школа робототехники'));
  });

  it('sends a visitor from a deep link to /login, remembering where they were going', async () => {
    useSession.setState({ status: 'signedOut', token: null });
    const router = open('/main/project_electonic/7?step=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as LoginState).from).toBe('/main/project_electonic/7?step=3');
  });

  it('takes a signed-in visitor of /login back to the remembered page, but only a page of ours', async () => {
    const router = memoryRouter([{ pathname: '/login', state: { from: '/main/project_electonic/7' } satisfies LoginState }]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/project_electonic/7'));

    const evil = memoryRouter([{ pathname: '/login', state: { from: '//evil.example/steal' } satisfies LoginState }]);
    render(<RouterProvider router={evil} />);
    await waitFor(() => expect(evil.state.location.pathname).toBe('/main'));
  });

  it('sends unknown pages through /login back into the school', async () => {
    const router = open('/main/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('starts with the open pages only and takes in the others on the first visit elsewhere', async () => {
    useSession.setState({ status: 'signedOut', token: null });
    const router = memoryRouter(['/login']);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Вход — Школа робототехники'));
    const paths = () => router.routes[0]!.children!.map((route) => route.path ?? '(группа)');
    expect(paths()).toEqual(['/login', '/password', '/family/consent', '*']);

    // Signed in, the login page sends the visitor on to /main.
    useSession.setState({ status: 'signedIn', token: 'x' });
    await waitFor(() => expect(document.title).toBe('Главная — Школа робототехники'));
    expect(paths().length).toBeGreaterThan(4);
    // Taken in once: a later page finds them there.
    const taken = paths();
    await router.navigate('/main/project_electonic/7');
    // The first guide page imports the guides' data and components: on two busy cores more than 5 s.
    await waitFor(() => expect(document.title).toBe('Проект №7 — Школа робототехники'), { timeout: 12_000 });
    expect(paths()).toEqual(taken);
  });
});
