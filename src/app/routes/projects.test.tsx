import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';
import { Component as Projects } from './projects';

// An accepted project's card still said «Начать».

beforeEach(() => {
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      if (url.endsWith('/projects/statuses')) return jsonResponse({ data: { 1: 'approved', 2: 'pending', 3: 'returned' } });
      return jsonResponse({ data: pupilProfile() });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the projects page', () => {
  it('names each card’s button by the project’s status', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Projects /> }]);
    renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile() });
    const button = (id: number) => screen.getAllByRole('link').find((link) => link.getAttribute('href') === `/main/project_electonic/${id}` && link.classList.contains('button--primary'));
    await vi.waitFor(() => expect(button(1)?.textContent).toBe('Посмотреть'));
    expect(button(2)?.textContent).toBe('Посмотреть');
    expect(button(3)?.textContent).toBe('Доделать');
    expect(button(4)?.textContent).toBe('Начать');
  });
});
