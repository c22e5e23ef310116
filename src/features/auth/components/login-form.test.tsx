import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import type { ErrorCode } from '../../../domain/api';
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

describe('registrationFailureMessage (SPEC §8)', () => {
  it('shows the taken e-mail and a 401 as received, anything unexpected as «Регистрация не удалась»', () => {
    const failure = (status: number | null, message: string, code?: ErrorCode) => registrationFailureMessage(new ApiError(message, status, code));
    expect(failure(409, 'Аккаунт с таким email зарегистрирован', 'EMAIL_TAKEN')).toBe('Аккаунт с таким email зарегистрирован');
    expect(failure(401, 'Требуется авторизация', 'AUTH_REQUIRED')).toBe('Требуется авторизация');
    expect(failure(400, 'Логин обязателен', 'VALIDATION_ERROR')).toBe('Логин обязателен');
    expect(failure(null, 'Не удалось связаться с сервером. Проверьте подключение к интернету')).toBe(
      'Не удалось связаться с сервером. Проверьте подключение к интернету',
    );
    expect(failure(500, 'Ошибка сервера', 'SERVER_ERROR')).toBe('Регистрация не удалась');
    expect(failure(404, 'Не найдено', 'NOT_FOUND')).toBe('Регистрация не удалась');
    // The code decides, not the text: a 409 with another code is not the taken e-mail.
    expect(failure(409, 'Аккаунт с таким email зарегистрирован')).toBe('Регистрация не удалась');
  });
});
