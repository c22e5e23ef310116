import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../../../domain/api';
import { useSession } from '../../../stores/session';
import { createTestQueryClient, renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { queryKeys } from '../../../lib/query';
import { SUBMISSION_MSG } from '../../../../domain/submission';
import { SubmissionPanel } from './submission-panel';
import { pupilProfile } from '../../../../tests/helpers/signed-in';
import { fakeApi } from '../../../../tests/helpers/fake-api';

// The panel's states and messages against a stubbed server answer.

function token(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(payload)}.sig`;
}

const PUPIL = pupilProfile();
let profile: OwnProfile = PUPIL;

function answer(status: number, body: object) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

function signIn(stored: string | null = token({ id: 7, exp: Math.floor(Date.now() / 1000) + 3600 })) {
  if (stored) localStorage.setItem('Authorization', stored);
  useSession.setState({ status: 'signedIn', token: stored });
}

const open = () =>
  renderWithQuery(
    <MemoryRouter>
      <SubmissionPanel projectId={3} reward={6} />
    </MemoryRouter>,
    { profile },
  );

beforeEach(() => {
  profile = PUPIL;
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the status block', () => {
  it('offers the upload while the project is not submitted', async () => {
    answer(200, { success: true, status: 'not_submitted', message: '', data: { filename: '' } });
    open();
    expect(await screen.findByText(/Проект ещё не сдан/)).toBeTruthy();
    const send = await screen.findByRole('button', { name: 'Отправить преподавателю' });
    // Disabled until a file is chosen.
    expect((send as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no upload while a parent’s consent waits: the notice says why (the server would refuse the photo)', async () => {
    fakeApi({
      'GET /api/v1/projects/3/status': { success: true, status: 'not_submitted', message: '', data: { filename: '' } },
      'GET /api/v1/family/my-consent': { data: { state: 'pending', way: null, givenAt: null, parentEmail: 'ma***@mail.ru' } },
    });
    open();
    expect(await screen.findByText(/Проект ещё не сдан/)).toBeTruthy();
    expect(await screen.findByText('Отправлять фото работ учителю можно, когда родитель даст согласие.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отправить преподавателю' })).toBeNull();
  });

  it('shows a pending project with its file name and no upload', async () => {
    answer(200, { success: true, status: 'pending', message: '', data: { filename: 'torch.jpg' } });
    open();
    expect(await screen.findByText('Файл: torch.jpg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отправить преподавателю' })).toBeNull();
  });

  it('shows the teacher’s comment on returned work and the upload again', async () => {
    answer(200, { success: true, status: 'returned', message: '', data: { filename: 'a.jpg', comment: 'Пропаяй минус' } });
    open();
    expect(await screen.findByText('Пропаяй минус')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Отправить преподавателю' })).toBeTruthy();
  });

  it.each([
    [404, { code: 'ACCOUNT_NOT_LINKED', message: 'x' }, 'Аккаунт не привязан к журналу. Скажи об этом преподавателю.'],
    [500, { code: 'SERVER_ERROR', message: 'x' }, 'Ошибка сервера при получении статуса проекта.'],
    [200, { success: true, status: 'archived', message: '', data: { filename: '' } }, 'Не удалось получить статус проекта'],
  ])('shows %i %j as «%s» with a retry button', async (status, body, message) => {
    answer(status, body);
    open();
    expect(await screen.findByText(message)).toBeTruthy();
    answer(200, { success: true, status: 'approved', message: '', data: { filename: 'ok.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/Проект принят!/)).toBeTruthy();
  });
});

describe('readiness and the chosen file', () => {
  it('says the system is not ready without a token, and retries by itself every 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(200, { success: true, status: 'not_submitted', message: '', data: { filename: '' } });
    localStorage.clear();
    useSession.setState({ status: 'signedIn', token: null });
    open();
    expect(
      await screen.findByText('Система не готова: Нет ключа входа: войди в аккаунт заново. Попробуй перезагрузить страницу.'),
    ).toBeTruthy();
    signIn();
    await act(async () => vi.advanceTimersByTime(3100));
    expect(await screen.findByRole('button', { name: 'Отправить преподавателю' })).toBeTruthy();
    expect(screen.queryByText(/Система не готова/)).toBeNull();
  });

  it('reports a broken token as «Токен поврежден или истек»', async () => {
    answer(200, { success: true, status: 'not_submitted', message: '', data: { filename: '' } });
    signIn('not-a-token');
    open();
    expect(await screen.findByText('Система не готова: Токен поврежден или истек. Попробуй перезагрузить страницу.')).toBeTruthy();
  });

  it.each([
    ['page.html', new File(['<html>'], 'page.html', { type: 'text/html' }), 'Разрешены только изображения: JPG, PNG, GIF'],
    // A camera photo over 10 MB is taken (the app shrinks it before sending); a GIF cannot be shrunk.
    ['big.gif', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.gif', { type: 'image/gif' }), SUBMISSION_MSG.gifTooBig],
  ])('refuses %s as soon as it is chosen', async (_name, file, message) => {
    answer(200, { success: true, status: 'not_submitted', message: '', data: { filename: '' } });
    open();
    await screen.findByRole('button', { name: 'Отправить преподавателю' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(file.name)).toBeNull();
    // The refusal takes the focus: it is read at once, and a phone scrolls to it.
    expect(document.activeElement?.textContent).toBe(message);
  });

  it('takes a phone’s 48-megapixel photo of 20 MB: the app shrinks it before the 10 MB rule', async () => {
    answer(200, { success: true, status: 'not_submitted', message: '', data: { filename: '' } });
    open();
    await screen.findByRole('button', { name: 'Отправить преподавателю' });
    const camera = new File([new Uint8Array(20 * 1024 * 1024)], 'IMG_20261128.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [camera] } });
    expect(await screen.findByText('IMG_20261128.jpg')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a teacher where pupils’ photos go instead of offering an upload, and asks no project status', async () => {
    answer(200, { success: true, status: 'not_submitted', message: '', data: { filename: '' } });
    profile = { ...PUPIL, role: 'teacher' };
    const { client } = open();
    expect(screen.getByRole('link', { name: '«Проверка работ»' }).getAttribute('href')).toBe('/main/review');
    expect(screen.queryByRole('button', { name: 'Отправить преподавателю' })).toBeNull();
    // Before: the status was asked for anyway, and the server answered a teacher 404.
    expect(client.getQueryCache().find({ queryKey: queryKeys.projects.status(3) })).toBeUndefined();
  });

  it('waits for the own profile before asking the status: a teacher whose profile comes late asks none', async () => {
    answer(200, { success: true, status: 'not_submitted', message: '', data: { filename: '' } });
    const client = createTestQueryClient();
    // The profile is on its way: nothing in the cache yet, and its request never answers.
    client.setQueryDefaults(queryKeys.ownProfile, { queryFn: () => new Promise(() => {}) });
    void client.prefetchQuery({ queryKey: queryKeys.ownProfile });
    renderWithQuery(
      <MemoryRouter>
        <SubmissionPanel projectId={3} reward={6} />
      </MemoryRouter>,
      { client },
    );
    expect(await screen.findByText('Загрузка...')).toBeTruthy();
    expect(client.getQueryCache().find({ queryKey: queryKeys.projects.status(3) })).toBeUndefined();
    act(() => client.setQueryData(queryKeys.ownProfile, { ...PUPIL, role: 'teacher' }));
    expect(await screen.findByRole('link', { name: '«Проверка работ»' })).toBeTruthy();
    expect(client.getQueryCache().find({ queryKey: queryKeys.projects.status(3) })).toBeUndefined();
  });

  it('treats a profile that could not come (offline, nothing saved) as a pupil’s', async () => {
    const status = { success: true, status: 'not_submitted', message: '', data: { filename: '' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request | string) => {
        const url = typeof request === 'string' ? request : request.url;
        if (!url.includes('/status')) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(status), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = createTestQueryClient();
    await client.prefetchQuery({ queryKey: queryKeys.ownProfile, queryFn: () => Promise.reject(new Error('offline')) });
    renderWithQuery(
      <MemoryRouter>
        <SubmissionPanel projectId={3} reward={6} />
      </MemoryRouter>,
      { client },
    );
    expect(await screen.findByText(/Проект ещё не сдан/)).toBeTruthy();
  });
});

describe('several photos and the teacher’s marks', () => {
  it('opens «Сзади» once «Спереди» is chosen, then «Крупно»; a removed extra photo leaves no gap', async () => {
    answer(200, { success: true, status: 'not_submitted', message: '', data: { filename: '' } });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    open();
    await screen.findByRole('button', { name: 'Отправить преподавателю' });
    expect(screen.queryByText('Сзади (если хочешь)')).toBeNull();
    const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [jpeg('front.jpg')] } });
    expect(await screen.findByText('Сзади (если хочешь)')).toBeTruthy();
    fireEvent.change(screen.getByTestId('photo-input-1'), { target: { files: [jpeg('back.jpg')] } });
    expect(await screen.findByText('Крупно (если хочешь)')).toBeTruthy();
    fireEvent.change(screen.getByTestId('photo-input-2'), { target: { files: [jpeg('close.jpg')] } });
    expect(await screen.findByText('close.jpg')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Убрать' })[0]!);
    // «close.jpg» moved up into «Сзади»; «Крупно» is empty again.
    expect(screen.queryByText('back.jpg')).toBeNull();
    expect(screen.getByTestId('photo-input-1').closest('fieldset')!.textContent).toContain('close.jpg');
    expect(screen.getByTestId('photo-input-2').closest('fieldset')!.textContent).not.toContain('.jpg');
  });

  it('shows a returned project’s photo with the teacher’s circle and the thread to answer in', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const status = {
      success: true, status: 'returned', message: '',
      data: {
        filename: 'a.jpg', comment: 'Пропаяй этот', submissionId: 41, photos: [{ index: 0, width: 1600, height: 1200 }],
        marks: [{ type: 'circle', photo: 0, points: [[400, 300], [460, 300]], color: '#e53935' }],
      },
    };
    const teacher = { id: 3, firstName: 'Анна', lastName: 'Петровна', role: 'teacher' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        if (path.endsWith('/photo')) return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });
        if (path.endsWith('/messages')) return json({ data: [{ id: 1, submissionId: 41, author: teacher, text: 'Пропаяй этот', createdAt: 1_764_000_000 }] });
        return json(status);
      }),
    );
    const { container } = open();
    await screen.findByRole('img', { name: 'Фото твоего проекта' });
    const circle = container.querySelector('[data-mark="circle"]')!;
    expect([circle.getAttribute('data-cx'), circle.getAttribute('data-cy')]).toEqual(['400', '300']);
    expect(screen.getAllByText('Пропаяй этот')).toHaveLength(1);
    expect(await screen.findByLabelText('Ответить')).toBeTruthy();
  });
});
