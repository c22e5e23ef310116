import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessons } from '../../content/lessons';
import { PATTERNS } from '../../../domain/paths';
import { useSession } from '../../stores/session';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { pupilProfile } from '../../../tests/helpers/signed-in';
import * as guideRoute from './guide';

function open(path: string, profile = pupilProfile()) {
  const router = createMemoryRouter([{ path: PATTERNS.project, ...guideRoute, hydrateFallbackElement: <p>…</p> }], {
    initialEntries: [path],
  });
  return renderWithQuery(<RouterProvider router={router} />, { profile });
}

beforeEach(() => useSession.setState({ status: 'signedIn', token: 'x' }));
afterEach(() => vi.unstubAllGlobals());

describe('the guide page', () => {
  it('shows the guide, the breadcrumb and only «next» on project 1', async () => {
    open('/main/project_electonic/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Фонарик-брелок' })).toBeTruthy();
    expect(screen.getByText('Проект №1')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Все проекты' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Шпора' }).getAttribute('href')).toBe('/main/spora');
    expect(screen.queryByRole('link', { name: /Предыдущий/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Следующий/ }).getAttribute('href')).toBe('/main/project_electonic/2');
  });

  it('shows only «previous» on project 15', async () => {
    open('/main/project_electonic/15');
    expect((await screen.findByRole('link', { name: /Предыдущий/ })).getAttribute('href')).toBe('/main/project_electonic/14');
    expect(screen.queryByRole('link', { name: /Следующий/ })).toBeNull();
  });

  it.each(['abc', '0', '16', '1.5'])('shows the fallback page for %s', async (id) => {
    open(`/main/project_electonic/${id}`);
    expect(await screen.findByRole('heading', { name: 'Такого проекта нет' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Следующий/ })).toBeNull();
  });

  it('has the status slot for this project and the comment block keyed as 30000 + id', async () => {
    const { container } = open('/main/project_electonic/7');
    await screen.findByRole('heading', { level: 2, name: 'Шахтёрский факел' });
    // The upload section comes once the guide is on screen (app/later.tsx), beside the lessons'
    // links: on a busy machine later than vi.waitFor's default second (the same state, only later).
    await vi.waitFor(() => expect(container.querySelector('#project-status')?.getAttribute('data-project-id')).toBe('7'), { timeout: 10_000 });
    await vi.waitFor(() => expect(container.querySelector('#comments')?.getAttribute('data-item-id')).toBe('30007'), { timeout: 10_000 });
    expect(container.querySelector('#comments')?.getAttribute('data-section')).toBe('lecture');
  });

  it('links back to the lessons that prepare for the project', async () => {
    open('/main/project_electonic/10');
    const preparing = lessons.filter((lesson) => lesson.prepares.includes(10));
    expect(preparing.length).toBeGreaterThan(1);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Уроки к этому проекту' }, { timeout: 10_000 })).closest('section')!;
    const links = Array.from(section.querySelectorAll('a')).map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
    expect(links).toEqual(preparing.map((lesson) => [lesson.title, `/main/lessons/${lesson.id}`]));
  });

  it('asks a visitor to log in', async () => {
    useSession.setState({ status: 'signedOut', token: null });
    open('/main/project_electonic/3');
    expect(await screen.findByText(/Требуется авторизация/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
  });

  it('puts the soldering permit banner after the kit, before the first step, where its late arrival moves nothing on the first screen', async () => {
    fakeApi({ 'GET /api/v1/users/learning/soldering-permit': { data: { granted: false, grantedAt: null, grantedBy: null, lessonPassed: false } } });
    open('/main/project_electonic/1');
    const banner = await screen.findByRole('complementary', { name: 'Здесь нужен паяльник' }, { timeout: 10_000 });
    const guide = banner.closest('article')!;
    expect(guide.querySelector('h2')?.textContent).toBe('Фонарик-брелок');
    const tools = screen.getByRole('heading', { level: 3, name: 'Инструменты' });
    const firstStep = guide.querySelector('.guide__steps')!;
    expect(tools.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(firstStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Its heading follows the guide's own (h2) one level down.
    expect(banner.querySelector('h3')?.textContent).toBe('Здесь нужен паяльник');
  });
});
