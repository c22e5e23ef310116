import { describe, expect, it } from 'vitest';
import { validateConfirm, validateEmail, validateLogin, validatePassword, validateSignup, validateUsername } from './validation';

describe('login rules (SPEC §5)', () => {
  it.each([
    ['', 'Email обязателен'],
    ['   ', 'Email обязателен'],
    ['pupil', 'Некорректный email'],
    ['pupil@school', 'Некорректный email'],
    ['pu pil@school.ru', 'Некорректный email'],
    [`${'a'.repeat(250)}@b.ru`, 'Email слишком длинный'],
  ])('e-mail %j → %s', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });

  it('accepts a normal e-mail, with spaces around it', () => {
    expect(validateEmail(' masha@school.ru ')).toBeUndefined();
  });

  it.each([
    ['', 'Пароль обязателен'],
    ['1234567', 'Пароль минимум 8 символов'],
    ['x'.repeat(129), 'Пароль слишком длинный (не больше 128 символов)'],
  ])('password %j → %s', (value, message) => {
    expect(validatePassword(value)).toBe(message);
  });

  it('accepts a password of exactly 8 characters', () => {
    expect(validatePassword('12345678')).toBeUndefined();
  });

  it('collects one message per field', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email обязателен',
      password: 'Пароль обязателен',
    });
    expect(validateLogin({ email: 'a@b.ru', password: '12345678' })).toEqual({});
  });
});

describe('registration rules (SPEC §5)', () => {
  it.each([
    ['', 'Логин обязателен'],
    ['Вас', 'Логин минимум 4 символа, не начинается с цифры'],
    ['1Вася', 'Логин минимум 4 символа, не начинается с цифры'],
    ['x'.repeat(41), 'Логин слишком длинный (не больше 40 символов)'],
  ])('username %j → %s', (value, message) => {
    expect(validateUsername(value)).toBe(message);
  });

  it('accepts a 4-letter username with a digit inside', () => {
    expect(validateUsername('Вася2')).toBeUndefined();
    expect(validateUsername('Маша')).toBeUndefined();
  });

  it('needs the password repeated exactly', () => {
    expect(validateConfirm('12345678', '')).toBe('Повторите пароль');
    expect(validateConfirm('12345678', '12345679')).toBe('Пароли не совпадают');
    expect(validateConfirm('12345678', '12345678')).toBeUndefined();
  });

  it('checks every field at once', () => {
    expect(validateSignup({ username: '7up', email: 'x', password: 'short', confirm: 'other' })).toEqual({
      username: 'Логин минимум 4 символа, не начинается с цифры',
      email: 'Некорректный email',
      password: 'Пароль минимум 8 символов',
      confirm: 'Пароли не совпадают',
    });
  });
});
