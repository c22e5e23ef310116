import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, RESET_STEPS } from '../../../../domain/account';
import { AUTH_CHANGE_EVENT, useSession } from '../../../stores/session';
import { ResetRequestForm } from './reset-request-form';

// The password change request: the e-mail rules, the local session cleared before
// sending, and the success panel with the spam hint and the four steps.

let reply: { status: number; body: object | string } | 'offline';
const bodies: unknown[] = [];
/** The Authorization header of each request sent. */
const sentAuthorization: (string | null)[] = [];

beforeEach(() => {
  bodies.length = 0;
  sentAuthorization.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      bodies.push({ url: new URL(input.url).pathname, json: await input.json(), token: useSession.getState().token });
      sentAuthorization.push(input.headers.get('authorization'));
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      const raw = typeof reply.body === 'string';
      return new Response(raw ? (reply.body as string) : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': raw ? 'text/html' : 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useSession.setState({ status: 'signedOut', token: null });
});

const again = () => fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо' }));

function send(email: string) {
  render(<ResetRequestForm />, { wrapper: MemoryRouter });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо' }));
}

describe('ResetRequestForm', () => {
  it('refuses an empty and a malformed e-mail without a call', async () => {
    send('   ');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetEmailRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'masha@school' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetEmailInvalid)).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('logs out first, sends the e-mail trimmed and lower-cased, and shows the steps', async () => {
    useSession.setState({ status: 'signedIn', token: 'x' });
    reply = { status: 200, body: { message: ACCOUNT_MESSAGES.resetRequested } };
    send('  Masha@School.RU ');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetSent)).toBeTruthy();
    expect(bodies).toEqual([{ url: '/api/forgot-password', json: { email: 'masha@school.ru' }, token: null }]);
    expect(screen.getByText(ACCOUNT_MESSAGES.resetRequested)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.resetSpamHint)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...RESET_STEPS]);
  });

  it('shows the server error field, «Произошла ошибка на сервере», or the network message', async () => {
    reply = { status: 429, body: { code: 'RATE_LIMITED', message: 'Слишком много попыток. Попробуй позже.' } };
    send('masha@school.ru');
    expect(await screen.findByText('Слишком много попыток. Попробуй позже.')).toBeTruthy();
    reply = { status: 502, body: {} };
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetServerError)).toBeTruthy();
    reply = 'offline';
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо' }));
    expect(await screen.findByText('Не удалось связаться с сервером. Нужно подключение к интернету')).toBeTruthy();
  });

  it('clears the stored session before sending even when the token cannot be decoded, and fires the auth-change signal', async () => {
    // An undecodable token counts as signed out and is not removed on start (docs/product.md §5, Session);
    // before the request the user is logged out locally all the same.
    localStorage.setItem('Authorization', 'not-a-jwt');
    useSession.setState({ status: 'signedOut', token: null });
    const signals = vi.fn();
    window.addEventListener(AUTH_CHANGE_EVENT, signals);
    try {
      reply = { status: 200, body: { message: ACCOUNT_MESSAGES.resetRequested } };
      send('masha@school.ru');
      expect(await screen.findByText(ACCOUNT_MESSAGES.resetSent)).toBeTruthy();
      expect(localStorage.getItem('Authorization')).toBeNull();
      expect(signals).toHaveBeenCalled();
      expect(sentAuthorization).toEqual([null]);
    } finally {
      window.removeEventListener(AUTH_CHANGE_EVENT, signals);
    }
  });

  it('shows a 5xx answer\'s own text, from `message` or from `error`', async () => {
    reply = { status: 503, body: { code: 'SERVER_BUSY', message: 'Сервер занят, попробуй через минуту' } };
    send('masha@school.ru');
    expect(await screen.findByText('Сервер занят, попробуй через минуту')).toBeTruthy();
    reply = { status: 500, body: { error: 'Почта школы не отвечает' } };
    again();
    expect(await screen.findByText('Почта школы не отвечает')).toBeTruthy();
  });

  it('says «Произошла ошибка на сервере» for a 5xx with no text, empty or not JSON', async () => {
    reply = { status: 500, body: { message: '' } };
    send('masha@school.ru');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetServerError)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.resetUnexpected)).toBeNull();
    reply = { status: 502, body: '<html><body>Bad Gateway</body></html>' };
    again();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetServerError)).toBeTruthy();
  });

  it('says the network message when no answer comes', async () => {
    reply = 'offline';
    send('masha@school.ru');
    expect(await screen.findByText('Не удалось связаться с сервером. Нужно подключение к интернету')).toBeTruthy();
  });

  it('says «Произошла неожиданная ошибка. Можно попробовать ещё раз» for anything else (an answer that cannot be read)', async () => {
    reply = { status: 200, body: '<html>портал Wi-Fi</html>' };
    send('masha@school.ru');
    expect(await screen.findByText('Произошла неожиданная ошибка. Можно попробовать ещё раз')).toBeTruthy();
  });
});
