import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../domain/paths';
import { useSession } from '../../../stores/session';
import { LogoutLink } from './logout-link';

// Logout removes the token, clears the profile and goes to / — from the settings page as
// from the header.

afterEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'signedOut', token: null });
});

describe('LogoutLink', () => {
  it('logs out on this device and goes to /', async () => {
    localStorage.setItem('Authorization', 'x');
    useSession.setState({ status: 'signedIn', token: 'x' });
    const router = createMemoryRouter(
      [
        { path: PATHS.settings, element: <LogoutLink /> },
        { path: PATHS.root, element: <p>Главная</p> },
        { path: PATHS.login, element: <p>Вход</p> },
      ],
      { initialEntries: [PATHS.settings] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'Выйти из аккаунта' }));
    expect(await screen.findByText('Главная')).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATHS.root);
    expect(localStorage.getItem('Authorization')).toBeNull();
    expect(useSession.getState().status).toBe('signedOut');
  });
});
