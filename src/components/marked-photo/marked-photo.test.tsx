import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mark } from '../../../domain/review-conversation';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { signInForTest } from '../../../tests/helpers/signed-in';
import { MarkedPhoto } from './marked-photo';

const photo = { index: 0, width: 1600, height: 1200 };
const marks: Mark[] = [
  { type: 'circle', photo: 0, points: [[400, 300], [460, 300]], color: '#e53935' },
  { type: 'label', photo: 0, points: [[500, 320]], text: 'холодная пайка', color: '#fdd835' },
  { type: 'arrow', photo: 1, points: [[10, 10], [90, 90]], color: '#1e88e5' },
];
/** A token whose payload names the user (the page reads it, the server would verify it). */
const tokenOf = (id: number) => `e30.${btoa(JSON.stringify({ id, exp: 9e9, iat: 1, ver: 0 })).replace(/=+$/, '')}.sig`;
const jpeg = () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

/** Cache Storage as the browser has it, in memory: what the page keeps for offline. */
function fakeCaches() {
  const stored = new Map<string, Response>();
  const cache = {
    put: vi.fn(async (key: string, response: Response) => void stored.set(key, response.clone())),
    match: vi.fn(async (key: string) => stored.get(key)?.clone()),
  };
  vi.stubGlobal('caches', { open: vi.fn(async () => cache), delete: vi.fn(async () => stored.clear()) });
  return stored;
}

function show(keepOffline = false) {
  return renderWithQuery(<MarkedPhoto submissionId={5} photo={photo} marks={marks} alt="Фото проекта" keepOffline={keepOffline} />);
}

beforeEach(() => {
  signInForTest(tokenOf(7));
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('MarkedPhoto', () => {
  it('draws this photo’s marks in the photo’s own pixels and hides them on request', async () => {
    const api = fakeApi({ 'GET /api/v1/review/submissions/5/photo': jpeg });
    const { container } = show();
    await screen.findByRole('img', { name: 'Фото проекта' });
    const svg = container.querySelector('svg.marks-svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 1600 1200');
    const circle = svg.querySelector('[data-mark="circle"]')!;
    expect([circle.getAttribute('data-cx'), circle.getAttribute('data-cy'), circle.getAttribute('data-r')]).toEqual(['400', '300', '60']);
    expect(svg.querySelector('[data-mark="label"]')!.textContent).toBe('холодная пайка');
    // The arrow is on the second photo, not this one.
    expect(svg.querySelector('[data-mark="arrow"]')).toBeNull();
    expect(api.seen[0]!.path).toBe('/api/v1/review/submissions/5/photo');
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть пометки' }));
    expect(container.querySelector('svg.marks-svg')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Показать пометки' }));
    expect(container.querySelector('svg.marks-svg')).not.toBeNull();
  });

  it('reads the teacher’s marks of this photo to a screen reader, labels in their own words', async () => {
    fakeApi({ 'GET /api/v1/review/submissions/5/photo': jpeg });
    show();
    await screen.findByRole('img', { name: 'Фото проекта' });
    // The drawing itself is hidden from a screen reader; the arrow belongs to the second photo.
    expect(screen.getByText('Пометки учителя: круг, «холодная пайка».')).toBeTruthy();
  });

  it('shows the pupil’s photo offline once it was seen, and only to the same user', async () => {
    const stored = fakeCaches();
    fakeApi({ 'GET /api/v1/review/submissions/5/photo': jpeg });
    const first = show(true);
    await screen.findByRole('img', { name: 'Фото проекта' });
    await waitFor(() => expect(stored.size).toBe(1));
    expect([...stored.keys()][0]).toContain('__user=7');
    first.unmount();

    // No network now: fetch fails as the browser's does.
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const again = show(true);
    await screen.findByRole('img', { name: 'Фото проекта' });
    expect(again.container.querySelector('[data-mark="circle"]')).not.toBeNull();
    again.unmount();

    // Another pupil at the same computer gets nothing of it.
    signInForTest(tokenOf(8));
    show(true);
    expect(await screen.findByText('Фото не загрузилось')).toBeTruthy();
  });

  it('keeps staff photos out of the offline copies', async () => {
    const stored = fakeCaches();
    fakeApi({ 'GET /api/v1/review/submissions/5/photo': jpeg });
    show(false);
    await screen.findByRole('img', { name: 'Фото проекта' });
    expect(stored.size).toBe(0);
  });
});
