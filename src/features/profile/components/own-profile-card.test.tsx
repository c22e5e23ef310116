import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { OwnProfileCard } from './own-profile-card';

// City, country and status from the settings were shown nowhere; the level line read
// «Уровень 2 — Медь · Уровень».

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show(fields: Parameters<typeof pupilProfile>[0]) {
  signInForTest();
  const profile = pupilProfile(fields);
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: profile })));
  return renderWithQuery(<OwnProfileCard />, { profile });
}

describe('OwnProfileCard', () => {
  it('shows the status, city and country from the settings', () => {
    show({ level: 2, city: 'Казань', country: 'Россия', status: 'Люблю паять' });
    expect(screen.getByText('«Люблю паять»')).toBeTruthy();
    expect(screen.getByText('Казань, Россия')).toBeTruthy();
  });

  it('leaves out what the pupil did not fill in', () => {
    const { container } = show({ city: '', country: 'Россия', status: '  ' });
    expect(screen.getByText('Россия')).toBeTruthy();
    expect(container.querySelector('.own-profile__status')).toBeNull();
  });

  it('names the level once', () => {
    const { container } = show({ level: 2 });
    expect(container.querySelector('.own-profile__level')?.textContent).toBe('Уровень 2 — Медь');
  });
});
