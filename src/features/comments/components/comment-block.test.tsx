import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAMILY_MSG } from '../../../../domain/family';
import type { OwnProfile } from '../../../../domain/api';
import type { Comment, CommentListReply, JudgementReply } from '../../../../domain/comments';
import { useSession } from '../../../stores/session';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { CommentBlock } from './comment-block';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';

// The block's states and every message of COMMENT_MESSAGES, against stubbed server answers.

const PUPIL = pupilProfile({ level: 2 });

const comment = (over: Partial<Comment> = {}): Comment => ({
  id: 1,
  idUser: 9,
  textComent: 'Как припаять светодиод?',
  timeComent: Date.UTC(2026, 10, 24, 15, 5) / 1000,
  author: { firstName: 'Петя', photo: '', level: 3, role: 'pupil' },
  hidden: false,
  reportedByMe: false,
  reports: 0,
  ...over,
});

type Reply = { status: number; body: object; headers?: Record<string, string> } | 'offline';
interface Server {
  list: Reply;
  judgement: Reply;
  post?: Reply;
  vote?: Reply;
  report?: Reply;
}

const ok = (body: object): Reply => ({ status: 200, body });
const listOf = (...comments: Comment[]): Reply => ok({ data: comments, count: comments.length } satisfies CommentListReply);
const judgementOf = (judgement: number, mine: JudgementReply['mine'] = null): Reply => ok({ judgement, mine } satisfies JudgementReply);

let server: Server;
/** The own profile as already fetched; undefined: it has not come (an offline start). */
let profile: OwnProfile | undefined;
const requests: { method: string; url: string; body?: string }[] = [];

function answer(reply: Reply | undefined): Response {
  if (!reply) return new Response('{}', { status: 500 });
  if (reply === 'offline') throw new TypeError('Failed to fetch');
  const response = jsonResponse(reply.body, reply.status);
  for (const [name, value] of Object.entries(reply.headers ?? {})) response.headers.set(name, value);
  return response;
}

beforeEach(() => {
  localStorage.clear();
  signInForTest();
  profile = PUPIL;
  server = { list: listOf(), judgement: judgementOf(0) };
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      const body = input.method === 'GET' ? undefined : await input.text();
      requests.push({ method: input.method, url, body });
      if (url.endsWith('/users/profile')) return answer('offline');
      if (url.includes('/judgement')) return answer(input.method === 'PUT' ? server.vote : server.judgement);
      if (url.endsWith('/report')) return answer(server.report);
      return answer(input.method === 'POST' ? server.post : server.list);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(props: { project?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CommentBlock section="lecture" id={30003} {...props} /> },
      { path: '/profile/:id', element: <p>Профиль открыт</p> },
    ],
    { initialEntries: ['/'] },
  );
  return renderWithQuery(<RouterProvider router={router} />, { profile });
}

const field = () => screen.getByLabelText('Твой комментарий') as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement;

describe('the list', () => {
  it('says «Идет загрузка...», then «Нет комментариев» when there are none', async () => {
    open();
    expect(screen.getByText('Идет загрузка...')).toBeTruthy();
    expect(await screen.findByText('Нет комментариев')).toBeTruthy();
  });

  it('says «Ошибка загрузки» when the list cannot be read', async () => {
    server.list = { status: 500, body: { message: 'x', code: 'SERVER_ERROR' } };
    open();
    expect(await screen.findByText('Ошибка загрузки')).toBeTruthy();
  });

  it('shows the author, level, Russian date and the text as text, and the count', async () => {
    server.list = listOf(comment({ textComent: '<img src=x onerror=alert(1)>' }));
    const { container } = open();
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('.comments__list img[src="x"]')).toBeNull();
    expect(screen.getByText('Петя')).toBeTruthy();
    expect(screen.getByText('Золото')).toBeTruthy();
    expect(screen.getByText(/24 ноября 2026 г\. в \d\d:05/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Комментарии\s*1$/ })).toBeTruthy();
  });

  it('opens the author’s profile from the avatar', async () => {
    server.list = listOf(comment());
    open();
    fireEvent.click(await screen.findByRole('link', { name: 'Профиль: Петя' }));
    expect(await screen.findByText('Профиль открыт')).toBeTruthy();
  });
});

describe('the form', () => {
  it('counts n/500 and turns red above 500, sending nothing', async () => {
    open();
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: 'a'.repeat(500) } });
    const counter = screen.getByText('500/500');
    expect(counter.className).not.toContain('--over');
    fireEvent.change(field(), { target: { value: 'a'.repeat(501) } });
    expect(screen.getByText('501/500').className).toContain('comment-form__counter--over');
    expect(screen.getByRole('alert').textContent).toBe('Максимальная длина коммента - 500 символов');
    expect(send().disabled).toBe(true);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses an empty comment with the contract’s message, and with the project page’s own', async () => {
    open();
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(send());
    expect(screen.getByRole('alert').textContent).toBe('Комментарий не может быть пустым');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('asks for a comment on a project page', async () => {
    open({ project: true });
    await screen.findByText('Нет комментариев');
    fireEvent.click(send());
    expect(screen.getByRole('alert').textContent).toBe('Напиши комментарий');
  });

  it('sends the trimmed text, clears the field, says «Комментарий добавлен» and reloads the list', async () => {
    server.post = { status: 201, body: { message: 'Комментарий добавлен' } };
    open();
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: '  Получилось!  ' } });
    server.list = listOf(comment({ textComent: 'Получилось!', idUser: 7 }));
    send().focus();
    fireEvent.click(send());
    expect(await screen.findByText('Комментарий добавлен')).toBeTruthy();
    // The button was disabled while sending: the result has the focus, not the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Комментарий добавлен'));
    expect(field().value).toBe('');
    expect(await screen.findByText('Получилось!')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/v1/comments/commentsLectors');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ idRasdel: 30003, textComent: 'Получилось!' });
  });

  it('says «Комментарий успешно добавлен!» on a project page', async () => {
    server.post = { status: 201, body: { message: 'Комментарий добавлен' } };
    open({ project: true });
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: 'Спасибо' } });
    fireEvent.click(send());
    expect(await screen.findByText('Комментарий успешно добавлен!')).toBeTruthy();
  });

  it.each([
    [{ status: 429, body: { message: 'Слишком часто!', code: 'RATE_LIMITED' } }, false, 'Слишком часто!'],
    [{ status: 409, body: { message: 'Такой комментарий уже есть', code: 'DUPLICATE_COMMENT' } }, false, 'Такой комментарий уже есть'],
    [{ status: 500, body: { message: 'x', code: 'SERVER_ERROR' } }, false, 'Ошибка добавления комментария'],
    [{ status: 500, body: { message: 'x', code: 'SERVER_ERROR' } }, true, 'Ошибка при добавлении комментария. Попробуй ещё раз.'],
    // A pupil still waiting for a parent's consent: the kind words, not «Ошибка» (docs/decisions/0169-families-consent.md).
    [{ status: 403, body: { message: 'Доступ запрещён', code: 'CONSENT_REQUIRED' } }, true, FAMILY_MSG.consentRequired],
  ] as const)('shows %j (project page: %s) as «%s» and keeps the text', async (reply, project, message) => {
    server.post = reply;
    open({ project });
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: 'Вопрос' } });
    fireEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(field().value).toBe('Вопрос');
  });

  it('says when the pupil can write again after «Слишком часто!»', async () => {
    // Before: «Слишком часто!» alone, with no hint how long to wait.
    server.post = { status: 429, body: { message: 'Слишком часто!', code: 'RATE_LIMITED' }, headers: { 'retry-after': '42' } };
    open();
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: 'Ещё вопрос' } });
    fireEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Слишком часто! Можно снова написать через 42 секунды.');
    expect(field().value).toBe('Ещё вопрос');
  });

  it('takes the last «Комментарий успешно добавлен!» away once a new send is refused', async () => {
    // Before: the green banner of the 3rd comment stood under the red «Слишком часто!» of the 4th.
    server.post = { status: 201, body: { message: 'Комментарий добавлен' } };
    open({ project: true });
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: 'Третий вопрос' } });
    fireEvent.click(send());
    expect(await screen.findByText('Комментарий успешно добавлен!')).toBeTruthy();
    server.post = { status: 429, body: { message: 'Слишком часто!', code: 'RATE_LIMITED' }, headers: { 'retry-after': '58' } };
    fireEvent.change(field(), { target: { value: 'Четвёртый вопрос' } });
    fireEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Слишком часто! Можно снова написать через 58 секунд.');
    expect(screen.queryByText('Комментарий успешно добавлен!')).toBeNull();
  });

  it('keeps the draft when offline, through a reload of the page, and sends it later', async () => {
    server.post = 'offline';
    const first = open();
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: 'Не горит светодиод' } });
    fireEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Нет интернета/);
    expect(send().disabled).toBe(false);
    first.unmount();

    server.post = { status: 201, body: { message: 'Комментарий добавлен' } };
    open();
    await screen.findByText('Нет комментариев');
    expect(field().value).toBe('Не горит светодиод');
    fireEvent.click(send());
    expect(await screen.findByText('Комментарий добавлен')).toBeTruthy();
    expect(localStorage.getItem('comment-draft:lecture:30003')).toBeNull();
  });
});

describe('who is writing', () => {
  const token = (payload: object) => `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
  const exp = () => Math.floor(Date.now() / 1000) + 3600;

  it('sends with the token’s user id before the profile has come (offline start)', async () => {
    useSession.setState({ token: token({ id: 7, exp: exp() }) });
    profile = undefined;
    server.post = { status: 201, body: { message: 'Комментарий добавлен' } };
    open();
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: 'Привет' } });
    fireEvent.click(send());
    expect(await screen.findByText('Комментарий добавлен')).toBeTruthy();
  });

  it('asks to log in again when the token carries no user id, sending nothing', async () => {
    useSession.setState({ token: token({ exp: exp() }) });
    profile = undefined;
    open();
    await screen.findByText('Нет комментариев');
    fireEvent.change(field(), { target: { value: 'Привет' } });
    fireEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка входа. Войди в аккаунт заново.');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});

describe('the votes', () => {
  it('shows the rating between the arrows, 0 when it cannot be read', async () => {
    server.judgement = { status: 500, body: { message: 'x', code: 'SERVER_ERROR' } };
    open();
    await screen.findByText('Нет комментариев');
    expect(screen.getByLabelText('Рейтинг: 0')).toBeTruthy();
  });

  it('says «Изменено» and reloads, «Уже изменено» the second time, «Ошибка» otherwise', async () => {
    server.judgement = judgementOf(4);
    server.vote = ok({ message: 'Изменено' });
    open();
    expect(await screen.findByLabelText('Рейтинг: 4')).toBeTruthy();
    server.judgement = judgementOf(5, '+');
    fireEvent.click(screen.getByRole('button', { name: 'Нравится' }));
    expect(await screen.findByText('Изменено')).toBeTruthy();
    expect(await screen.findByLabelText('Рейтинг: 5')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Нравится' }).getAttribute('aria-pressed')).toBe('true'));

    server.vote = { status: 409, body: { message: 'Уже изменено', code: 'ALREADY_VOTED' } };
    fireEvent.click(screen.getByRole('button', { name: 'Нравится' }));
    expect(await screen.findByText('Уже изменено')).toBeTruthy();

    server.vote = { status: 403, body: { message: FAMILY_MSG.consentRequired, code: 'CONSENT_REQUIRED' } };
    fireEvent.click(screen.getByRole('button', { name: 'Нравится' }));
    expect(await screen.findByText(FAMILY_MSG.consentRequired)).toBeTruthy();

    server.vote = { status: 500, body: { message: 'x', code: 'SERVER_ERROR' } };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Не нравится' })));
    expect(await screen.findByText('Ошибка')).toBeTruthy();
  });
});

describe('the own page', () => {
  it('shows the own profile’s rating without arrows: nobody votes on their own page', async () => {
    // Before: ▲/▼ there, and a click answered «Ошибка» (the server refuses).
    server.judgement = judgementOf(3);
    const router = createMemoryRouter([{ path: '/', element: <CommentBlock section="ProfileUser" id={PUPIL.id} /> }]);
    renderWithQuery(<RouterProvider router={router} />, { profile });
    expect(await screen.findByLabelText('Рейтинг: 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Нравится' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Не нравится' })).toBeNull();
  });

  it('keeps the arrows on another pupil’s profile', async () => {
    const router = createMemoryRouter([{ path: '/', element: <CommentBlock section="ProfileUser" id={PUPIL.id + 1} /> }]);
    renderWithQuery(<RouterProvider router={router} />, { profile });
    expect(await screen.findByRole('button', { name: 'Нравится' })).toBeTruthy();
  });
});

describe('safety', () => {
  it('lets a pupil report another’s comment once, and not their own', async () => {
    server.list = listOf(comment({ id: 1 }), comment({ id: 2, idUser: 7, textComent: 'Мой' }));
    server.report = ok({ message: 'Спасибо! Учитель посмотрит этот комментарий.' });
    open();
    await screen.findByText('Мой');
    const buttons = screen.getAllByRole('button', { name: 'Пожаловаться' });
    expect(buttons).toHaveLength(1);
    server.list = listOf(comment({ id: 1, reportedByMe: true }), comment({ id: 2, idUser: 7, textComent: 'Мой' }));
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText('Спасибо! Учитель посмотрит этот комментарий.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Пожаловаться' })).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.url).toBe('/api/v1/comments/1/report');
  });

  it('shows staff a hidden comment marked as hidden, with its reports and «Показать»', async () => {
    profile = { ...PUPIL, id: 1, role: 'teacher' };
    server.list = listOf(comment({ hidden: true, reports: 2 }));
    open();
    expect(await screen.findByText('Скрыт от учеников')).toBeTruthy();
    expect(screen.getByText('Жалоб: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Показать' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
  });
});

describe('fresh without a remount', () => {
  function openTwice() {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <div data-testid="first">
              <CommentBlock section="lecture" id={30003} />
            </div>
            <div data-testid="second">
              <CommentBlock section="lecture" id={30003} title="Вопросы" />
            </div>
          </>
        ),
      },
    ]);
    return renderWithQuery(<RouterProvider router={router} />, { profile });
  }

  it('asks once for an item shown twice, and a comment posted in one place shows in both', async () => {
    server.post = { status: 201, body: { message: 'Комментарий добавлен' } };
    openTwice();
    await waitFor(() => expect(screen.getAllByText('Нет комментариев')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'GET' && r.url.endsWith('/30003'))).toHaveLength(1);
    server.list = listOf(comment({ textComent: 'Получилось!', idUser: 7 }));
    fireEvent.change(screen.getAllByLabelText('Твой комментарий')[0]!, { target: { value: 'Получилось!' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Отправить' })[0]!);
    await waitFor(() => expect(screen.getAllByText('Получилось!')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: /^Вопросы\s*1$/ })).toBeTruthy();
  });

  it('changes the counter in both places after a vote', async () => {
    server.judgement = judgementOf(4);
    server.vote = ok({ message: 'Изменено' });
    openTwice();
    await waitFor(() => expect(screen.getAllByLabelText('Рейтинг: 4')).toHaveLength(2));
    server.judgement = judgementOf(5, '+');
    fireEvent.click(screen.getAllByRole('button', { name: 'Нравится' })[1]!);
    await waitFor(() => expect(screen.getAllByLabelText('Рейтинг: 5')).toHaveLength(2));
  });

  it('shows what others wrote meanwhile when the pupil comes back to the tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      open();
      await screen.findByText('Нет комментариев');
      server.list = listOf(comment({ textComent: 'А у меня горит!' }));
      vi.setSystemTime(Date.now() + 60_000);
      window.dispatchEvent(new Event('visibilitychange'));
      expect(await screen.findByText('А у меня горит!')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
