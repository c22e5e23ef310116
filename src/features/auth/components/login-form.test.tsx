import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import type { ErrorCode } from '../../../../domain/api';
import { ApiError } from '../../../lib/api-client';
import { registrationFailureMessage } from './register-form';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

describe('LoginForm', () => {
  it('shows each field error and the banner, sends nothing, and clears an error on edit', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<LoginForm onSuccess={vi.fn()} />, { wrapper: MemoryRouter });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Проверьте введенные данные');
    expect(screen.getByText('Email обязателен')).toBeTruthy();
    expect(screen.getByText('Пароль обязателен')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'm' } });
    expect(screen.queryByText('Email обязателен')).toBeNull();
    expect(screen.getByText('Пароль обязателен')).toBeTruthy();
  });

  it('hides the error banner after 5 seconds', () => {
    render(<LoginForm onSuccess={vi.fn()} />, { wrapper: MemoryRouter });
    submit();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says «Входа...» while logging in, then passes the token on', async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />, { wrapper: MemoryRouter });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'masha@school.ru' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret-pass' } });
    submit();
    const busy = screen.getByRole('button', { name: 'Входа...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await vi.waitFor(() => expect(answer).toBeDefined());
    await act(async () => {
      answer!(new Response('{"token":"a.b.c"}', { headers: { 'content-type': 'application/json' } }));
    });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('a.b.c'));
  });

  it('shows the server message of a 401 in the banner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        new Response('{"message":"Неверный email или пароль","code":"BAD_CREDENTIALS"}', {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    render(<LoginForm onSuccess={vi.fn()} />, { wrapper: MemoryRouter });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'masha@school.ru' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'wrong-pass' } });
    submit();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Неверный email или пароль'));
  });
});

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const busy = () => json(503, { message: 'Сервер сейчас занят. Попробуйте снова через несколько секунд', code: 'SERVER_BUSY' }, { 'retry-after': '2' });
/** Lets the answers' promises settle without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Moves the fake clock by `ms` and lets what it starts settle. */
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const status = () => screen.queryByRole('status')?.textContent ?? null;

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'masha@school.ru' } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret-pass' } });
  submit();
}

describe('LoginForm and the device key', () => {
  it('keeps the device key of a login and sends it with the next login of that e-mail', async () => {
    localStorage.clear();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        bodies.push(await request.json());
        return json(200, { token: 'a.b.c', device: 'key-of-masha' });
      }),
    );
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    await settle();
    expect(onSuccess).toHaveBeenCalledWith('a.b.c');
    submit();
    await settle();
    expect(bodies).toEqual([
      { email: 'masha@school.ru', password: 'secret-pass' },
      { email: 'masha@school.ru', password: 'secret-pass', device: 'key-of-masha' },
    ]);
    localStorage.clear();
  });
});

describe('LoginForm when the server is busy', () => {
  it('waits out a 503 with Retry-After, saying so in Russian, and tries again by itself', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(busy()).mockResolvedValueOnce(json(200, { token: 'a.b.c' }));
    vi.stubGlobal('fetch', fetch);
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Сервер сейчас занят. Попробуем снова через 2 секунды');
    expect(screen.queryByRole('alert')).toBeNull();
    await later(1000);
    expect(status()).toBe('Сервер сейчас занят. Попробуем снова через 1 секунду');
    expect(fetch).toHaveBeenCalledTimes(1);
    await later(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(status()).toBe('Сервер сейчас занят. Попробуем снова через 2 секунды');
    await later(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onSuccess).toHaveBeenCalledWith('a.b.c');
    expect(status()).toBe('Вход выполнен! Открываем школу...');
  });

  it('gives up after five retries and shows the server message', async () => {
    const fetch = vi.fn(async () => busy());
    vi.stubGlobal('fetch', fetch);
    render(<LoginForm onSuccess={vi.fn()} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    await settle();
    for (let i = 0; i < 5; i += 1) await later(2000);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(screen.getByRole('alert').textContent).toBe('Сервер сейчас занят. Попробуйте снова через несколько секунд');
    expect(status()).toBeNull();
    expect((screen.getByRole('button', { name: 'Войти' }) as HTMLButtonElement).disabled).toBe(false);
    await later(60_000);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('stops waiting when the child edits the form', async () => {
    const fetch = vi.fn(async () => busy());
    vi.stubGlobal('fetch', fetch);
    render(<LoginForm onSuccess={vi.fn()} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    await settle();
    expect(status()).toBe('Сервер сейчас занят. Попробуем снова через 2 секунды');
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret-pass-2' } });
    await settle();
    expect(status()).toBeNull();
    expect((screen.getByRole('button', { name: 'Войти' }) as HTMLButtonElement).disabled).toBe(false);
    await later(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows a 429 with its wait and never sends the password again by itself', async () => {
    const message = 'Слишком много неверных паролей для этого аккаунта. Подождите 2 минуты и попробуйте снова или восстановите пароль';
    const fetch = vi.fn(async () => json(429, { message, code: 'RATE_LIMITED' }, { 'retry-after': '120' }));
    vi.stubGlobal('fetch', fetch);
    render(<LoginForm onSuccess={vi.fn()} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(status()).toBeNull();
    await later(300_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('registrationFailureMessage', () => {
  it('shows the taken e-mail and a 401 as received, anything unexpected as «Регистрация не удалась»', () => {
    const failure = (status: number | null, message: string, code?: ErrorCode) => registrationFailureMessage(new ApiError(message, status, code));
    expect(failure(409, 'Аккаунт с таким email зарегистрирован', 'EMAIL_TAKEN')).toBe('Аккаунт с таким email зарегистрирован');
    expect(failure(401, 'Требуется авторизация', 'AUTH_REQUIRED')).toBe('Требуется авторизация');
    expect(failure(400, 'Логин обязателен', 'VALIDATION_ERROR')).toBe('Логин обязателен');
    expect(failure(null, 'Не удалось связаться с сервером. Нужно подключение к интернету')).toBe(
      'Не удалось связаться с сервером. Нужно подключение к интернету',
    );
    expect(failure(500, 'Ошибка сервера', 'SERVER_ERROR')).toBe('Регистрация не удалась');
    expect(failure(404, 'Не найдено', 'NOT_FOUND')).toBe('Регистрация не удалась');
    // The code decides, not the text: a 409 with another code is not the taken e-mail.
    expect(failure(409, 'Аккаунт с таким email зарегистрирован')).toBe('Регистрация не удалась');
  });
});
