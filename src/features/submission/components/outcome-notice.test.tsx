import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectPath } from '../../../../domain/paths';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { OutcomeNotice } from './outcome-notice';

const teacher = { id: 3, firstName: 'Анна', lastName: 'Петровна', role: 'teacher' as const };
const show = () => renderWithQuery(<MemoryRouter><OutcomeNotice /></MemoryRouter>, { profile: pupilProfile() });

beforeEach(() => {
  signInForTest('pupil-token');
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('OutcomeNotice', () => {
  it('shows a returned work’s notice with the teacher’s marks on its photo', async () => {
    fakeApi({
      'GET /api/v1/projects/notices': { data: [{ submissionId: 41, projectId: 12, projectTitle: 'Радио', status: 'returned', reward: 16, comment: 'Пропаяй этот' }] },
      'POST /api/v1/projects/notices/seen': { message: 'ok' },
      'GET /api/v1/projects/12/status': {
        success: true, status: 'returned', message: '',
        data: { filename: 'a.jpg', comment: 'Пропаяй этот', submissionId: 41, photos: [{ index: 0, width: 1600, height: 1200 }], marks: [{ type: 'circle', photo: 0, points: [[400, 300], [460, 300]], color: '#e53935' }] },
      },
      'GET /api/v1/review/submissions/41/photo': () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }),
    });
    const { container } = show();
    await screen.findByRole('img', { name: 'Фото твоего проекта с пометками учителя' });
    expect(container.querySelector('[data-mark="circle"]')?.getAttribute('data-cx')).toBe('400');
  });

  it('tells the pupil of a teacher’s new message, with the way to answer', async () => {
    fakeApi({
      'GET /api/v1/projects/notices': { data: [] },
      'GET /api/v1/review/messages/unread': {
        data: [{ submissionId: 41, projectId: 12, projectTitle: 'Радио', pupil: null, unread: 1, last: { id: 5, submissionId: 41, author: teacher, text: 'Вот этот, слева', createdAt: 1_764_000_000 } }],
      },
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Новое сообщение о проекте «Радио»' })).toBeTruthy();
    expect(screen.getByText('Вот этот, слева')).toBeTruthy();
    expect(screen.getByText('Учитель Анна Петровна:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ответить' }).getAttribute('href')).toBe(`${projectPath(12)}#project-status`);
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('heading', { name: /Новое сообщение/ })).toBeNull();
  });

  it('keeps the page’s focus above the notice while it shows (WCAG 2.4.11), and lets go when it closes', async () => {
    fakeApi({
      'GET /api/v1/projects/notices': { data: [] },
      'GET /api/v1/review/messages/unread': {
        data: [{ submissionId: 41, projectId: 12, projectTitle: 'Радио', pupil: null, unread: 1, last: { id: 5, submissionId: 41, author: teacher, text: 'Вот этот, слева', createdAt: 1_764_000_000 } }],
      },
    });
    const top = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight - 200 } as DOMRect);
    show();
    await screen.findByRole('heading', { name: 'Новое сообщение о проекте «Радио»' });
    // The notice's 200 px and a little air: Tab scrolls a control up above it instead of under it.
    expect(document.documentElement.style.scrollPaddingBottom).toBe('216px');
    // The page's foot (the footer's links) can scroll up above it too.
    expect(document.documentElement.style.paddingBottom).toBe('216px');
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(document.documentElement.style.paddingBottom).toBe('');
    top.mockRestore();
  });
});
