import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { GuidePage } from './guide-page';

function open(path: string) {
  const router = createMemoryRouter([{ path: '/main/project_electonic/:id', element: <GuidePage /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => useSession.setState({ status: 'signedIn', token: 'x', profile: null }));

describe('GuidePage', () => {
  it('shows the guide, the breadcrumb and only «next» on project 1', () => {
    open('/main/project_electonic/1');
    expect(screen.getByRole('heading', { level: 2, name: 'Фонарик-брелок' })).toBeTruthy();
    expect(screen.getByText('Проект №1')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Все проекты' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Шпора' }).getAttribute('href')).toBe('/main/spora');
    expect(screen.queryByRole('link', { name: /Предыдущий/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Следующий/ }).getAttribute('href')).toBe('/main/project_electonic/2');
  });

  it('shows only «previous» on project 15', () => {
    open('/main/project_electonic/15');
    expect(screen.getByRole('link', { name: /Предыдущий/ }).getAttribute('href')).toBe('/main/project_electonic/14');
    expect(screen.queryByRole('link', { name: /Следующий/ })).toBeNull();
  });

  it.each(['abc', '0', '16', '1.5'])('shows the fallback page for %s', (id) => {
    open(`/main/project_electonic/${id}`);
    expect(screen.getByRole('heading', { name: 'Такого проекта нет' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Следующий/ })).toBeNull();
  });

  it('keys the comment block as 30000 + id', () => {
    const { container } = open('/main/project_electonic/7');
    expect(container.querySelector('#project-comments')?.getAttribute('data-comment-id')).toBe('30007');
  });

  it('asks a visitor to log in', () => {
    useSession.setState({ status: 'signedOut', token: null, profile: null });
    open('/main/project_electonic/3');
    expect(screen.getByText(/Требуется авторизация/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
  });
});
