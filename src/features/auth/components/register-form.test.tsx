import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { FAMILY_MSG } from '../../../../domain/family';
import { MSG } from '../../../../domain/messages';
import { LoginPage } from './login-page';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

const thisYear = new Date().getUTCFullYear();
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPupil(year: number) {
  change('Логин', 'Маша');
  change('Email', 'masha@example.com');
  change('Пароль', 'masha-pass-2026');
  change('Повторите пароль', 'masha-pass-2026');
  change('Год рождения', String(year));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

describe('RegisterForm: the birth year and a parent', () => {
  it('asks the year with nothing chosen, and refuses to send without one', () => {
    const api = fakeApi({});
    render(<RegisterForm onRegistered={vi.fn()} />, { wrapper: MemoryRouter });
    const select = screen.getByLabelText('Год рождения') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options[1]?.value).toBe(String(thisYear - 5));
    submit();
    expect(screen.getByText(FAMILY_MSG.birthYearWrong)).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('asks a parent’s e-mail only under 14, and checks it', () => {
    const api = fakeApi({});
    render(<RegisterForm onRegistered={vi.fn()} />, { wrapper: MemoryRouter });
    fillPupil(thisYear - 30);
    expect(screen.queryByLabelText('E-mail мамы или папы')).toBeNull();
    change('Год рождения', String(thisYear - 12));
    expect(screen.getByText(/так положено по закону/)).toBeTruthy();
    submit();
    expect(screen.getByText(FAMILY_MSG.parentEmailRequired)).toBeTruthy();
    change('E-mail мамы или папы', 'MASHA@example.com');
    submit();
    expect(screen.getByText(FAMILY_MSG.parentEmailSame)).toBeTruthy();
    change('E-mail мамы или папы', 'mama@');
    submit();
    expect(screen.getByText('Некорректный email')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('sends the year and the parent, then says where the letter went and what the child can do meanwhile', async () => {
    const api = fakeApi({ 'POST /api/v1/users/profile/signup': { message: 'Пользователь создан' } });
    const onRegistered = vi.fn();
    render(<RegisterForm onRegistered={onRegistered} />, { wrapper: MemoryRouter });
    fillPupil(thisYear - 12);
    change('E-mail мамы или папы', ' mama@mail.ru ');
    submit();
    await screen.findByText(/Мы отправили письмо родителю на/);
    expect(screen.getByText('ma***@mail.ru')).toBeTruthy();
    expect(screen.getByText('отмечать сделанные шаги')).toBeTruthy();
    expect(api.sent('POST', '/api/v1/users/profile/signup')[0]?.body).toEqual({
      firstName: 'Маша',
      email: 'masha@example.com',
      password: 'masha-pass-2026',
      birthYear: thisYear - 12,
      parentEmail: 'mama@mail.ru',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(onRegistered).toHaveBeenCalledWith('masha@example.com');
  });

  it('sends an adult’s year without a parent', async () => {
    const api = fakeApi({ 'POST /api/v1/users/profile/signup': { message: 'Пользователь создан' } });
    render(<RegisterForm onRegistered={vi.fn()} />, { wrapper: MemoryRouter });
    fillPupil(thisYear - 15);
    submit();
    await screen.findByText(/Пользователь создан/);
    expect(api.sent('POST', '/api/v1/users/profile/signup')[0]?.body).toEqual({
      firstName: 'Маша',
      email: 'masha@example.com',
      password: 'masha-pass-2026',
      birthYear: thisYear - 15,
    });
  });
});

describe('RegisterForm: a class behind one school address', () => {
  it('sends the code of the class whose QR link brought the pupil (the class vouches for the sign-up)', async () => {
    const api = fakeApi({ 'POST /api/v1/users/profile/signup': { message: 'Пользователь создан' } });
    render(<LoginPage initialTab="register" redirectTo="/join?code=ABC234" />, { wrapper: MemoryRouter });
    await screen.findByLabelText('Логин'); // the form's code arrives when its tab is opened
    fillPupil(thisYear - 15);
    submit();
    await screen.findByText(/Пользователь создан/);
    expect(api.sent('POST', '/api/v1/users/profile/signup')[0]?.body).toMatchObject({ email: 'masha@example.com', classCode: 'ABC234' });
  });

  it('keeps «Слишком много регистраций…» until the pupil has read it and changes something, not 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeApi({ 'POST /api/v1/users/profile/signup': () => refusal(MSG.tooManySignups, 429, 'RATE_LIMITED') });
      render(<RegisterForm onRegistered={vi.fn()} />, { wrapper: MemoryRouter });
      fillPupil(thisYear - 15);
      submit();
      expect((await screen.findByRole('alert')).textContent).toBe(MSG.tooManySignups);
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('alert').textContent).toBe(MSG.tooManySignups);
      change('Логин', 'Маша2');
      expect(screen.queryByText(MSG.tooManySignups)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
