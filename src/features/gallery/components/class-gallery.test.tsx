import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GALLERY_MSG, type GalleryItem, type GalleryReply } from '../../../../domain/gallery';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { ClassGallery } from './class-gallery';

const item = (id: number, fields: Partial<GalleryItem> = {}): GalleryItem => ({
  id, projectId: 1, projectTitle: 'Фонарик-брелок', pupil: { id: 10 + id, firstName: 'Маша' }, photo: { width: 640, height: 480 },
  shownAt: 1_700_000_000 - id, reactions: 0, mine: false, own: false, hidden: false, ...fields,
});
const reply = (items: GalleryItem[], staff = false): GalleryReply => ({ data: { classId: 5, className: '5 «А»', staff, items } });
const jpeg = () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

function show(role: 'pupil' | 'teacher' = 'pupil') {
  const router = createMemoryRouter([{ path: '/', element: <ClassGallery classId={5} /> }]);
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role }) });
}

beforeEach(() => {
  signInForTest('token');
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ClassGallery', () => {
  it('sets «Я тоже собрал» to the opposite of what it shows and puts the answer’s count in place; no button on one’s own build', async () => {
    const api = fakeApi({
      'GET /api/v1/classes/5/gallery': reply([item(1, { reactions: 2 }), item(2, { own: true, pupil: { id: 7, firstName: 'Петя' } })]),
      'GET /api/v1/review/submissions/1/photo': jpeg,
      'GET /api/v1/review/submissions/2/photo': jpeg,
      'POST /api/v1/gallery/1/reaction': { data: { reactions: 3, mine: true } },
    });
    show();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Маша');
    expect(cards[0]!.textContent).toContain(GALLERY_MSG.alsoBuilt(2));
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    expect(cards[1]!.textContent).toContain('Ты');
    const button = within(cards[0]!).getByRole('button', { name: GALLERY_MSG.reaction });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(cards[0]!.textContent).toContain('Тоже собрали: 3 человека');
    expect(api.sent('POST', '/api/v1/gallery/1/reaction').map((r) => r.body)).toEqual([{ reacted: true }]);
    expect(api.sent('GET', '/api/v1/classes/5/gallery')).toHaveLength(1);
  });

  it('gives staff «Скрыть» and «Вернуть в галерею» and marks a hidden build', async () => {
    const api = fakeApi({
      'GET /api/v1/classes/5/gallery': reply([item(1), item(2, { hidden: true })], true),
      'GET /api/v1/review/submissions/1/photo': jpeg,
      'GET /api/v1/review/submissions/2/photo': jpeg,
      'PUT /api/v1/gallery/1': { message: GALLERY_MSG.itemHidden },
    });
    show('teacher');
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]!).queryByRole('button', { name: GALLERY_MSG.reaction })).toBeNull();
    expect(cards[1]!.textContent).toContain(GALLERY_MSG.hiddenMark);
    within(cards[1]!).getByRole('button', { name: GALLERY_MSG.show });
    fireEvent.click(within(cards[0]!).getByRole('button', { name: GALLERY_MSG.hide }));
    expect((await screen.findByRole('status')).textContent).toBe(GALLERY_MSG.itemHidden);
    expect(api.sent('PUT', '/api/v1/gallery/1').map((r) => r.body)).toEqual([{ hidden: true }]);
  });

  it('says in Russian that nobody has shown a build yet', async () => {
    fakeApi({ 'GET /api/v1/classes/5/gallery': reply([]) });
    show();
    expect(await screen.findByText(GALLERY_MSG.empty)).toBeTruthy();
  });
});
