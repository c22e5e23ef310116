import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, RESET_STEPS } from '../../../domain/account';
import { useSession } from '../../../stores/session';
import { ResetRequestForm } from './reset-request-form';

// SPEC §5 and §8 password change request: the e-mail rules, the local session cleared before
// sending, and the success panel with the spam hint and the four steps.

let reply: { status: number; body: object } | 'offline';
const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      bodies.push({ url: new URL(input.url).pathname, json: await input.json(), token: useSession.getState().token });
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

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
    useSession.setState({ status: 'signedIn', token: 'x', profile: null });
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
    expect(await screen.findByText('Не удалось связаться с сервером. Проверьте подключение к интернету')).toBeTruthy();
  });
});
