import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guides } from '../../../content/guides';
import type { Guide } from '../../../content/types';
import type { Role } from '../../../../domain/constants';
import type { SolderingPermit } from '../../../../domain/club';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { PermitBanner } from './permit-banner';

// Before the steps of a guide with the soldering iron: what to do until the pupil holds the permit. Never a
// lock, and no banner rather than a wrong one.

const PATH = 'GET /api/v1/users/learning/soldering-permit';
const withIron = guides.find((guide) => guide.tools.includes('soldering-iron'))!;
const none: SolderingPermit = { granted: false, grantedAt: null, grantedBy: null, lessonPassed: false };

function show(guide: Guide, role: Role = 'pupil') {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <PermitBanner guide={guide} />
          <p>Шаги инструкции</p>
        </>
      ),
    },
  ]);
  return renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role }) });
}

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('PermitBanner', () => {
  it('tells a pupil without the permit what to do, with a link to the safety lesson, above the readable guide', async () => {
    fakeApi({ [PATH]: { data: none } });
    show(withIron);
    const banner = await screen.findByRole('complementary', { name: 'Здесь нужен паяльник' });
    expect(banner.textContent).toContain(
      'Сначала пройди урок «Паяльник без ожогов» и покажи учителю, как держишь паяльник — он выдаст допуск к пайке',
    );
    expect(screen.getByRole('link', { name: 'Открыть урок' }).getAttribute('href')).toBe('/main/lessons/13');
    expect(screen.getByText('Шаги инструкции')).toBeTruthy();
  });

  it('after the lesson, only asks to show the teacher', async () => {
    fakeApi({ [PATH]: { data: { ...none, lessonPassed: true } } });
    show(withIron);
    const banner = await screen.findByRole('complementary', { name: 'Здесь нужен паяльник' });
    expect(banner.textContent).toContain('Теперь покажи учителю, как держишь паяльник');
    expect(screen.queryByRole('link', { name: 'Открыть урок' })).toBeNull();
  });

  it('shows nothing once the pupil holds the permit', async () => {
    const server = fakeApi({ [PATH]: { data: { granted: true, grantedAt: 1, grantedBy: { id: 3, name: 'Ирина' }, lessonPassed: true } } });
    show(withIron);
    await waitFor(() => expect(server.seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing on an error or offline rather than a wrong banner', async () => {
    const server = fakeApi({ [PATH]: () => refusal('Сервер устал', 503, 'INTERNAL') });
    show(withIron);
    await waitFor(() => expect(server.seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).toBeNull();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    show({ ...withIron, id: 99 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('never asks for staff, nor on a guide without the iron', async () => {
    const server = fakeApi({ [PATH]: { data: none } });
    show(withIron, 'teacher');
    show({ ...withIron, tools: ['scissors', 'ruler'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.seen).toHaveLength(0);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
