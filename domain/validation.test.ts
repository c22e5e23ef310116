import { describe, expect, it } from 'vitest';
import { validateConfirm, validateEmail, validateLogin, validatePassword, validateSignup, validateUsername } from './validation';

describe('login rules', () => {
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

describe('registration rules', () => {
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

describe('invisible and control characters', () => {
  const refused = 'невидимые или служебные символы';

  it.each([
    ['NUL', 'Ма\u0000ша'],
    ['ESC', '\u001bМаша'],
    ['BEL', 'Маша\u0007'],
    ['a right-to-left override', '\u202eМаша'],
    ['only zero-width spaces', '\u200b\u200b\u200b\u200b'],
    ['a zero-width space before a digit', '\u200b1234'],
    ['a byte-order mark before a digit', '\ufeff1234'],
    ['invalid UTF-8 (replacement characters)', 'Маша\ufffd\ufffd'],
    ['Hangul fillers only', '\u3164\u3164\u3164\u3164'],
  ])('a username with %s is refused', (_name, value) => {
    expect(validateUsername(value)).toContain(refused);
  });

  it('a username must not start with any digit, nor with a mark sitting on one', () => {
    expect(validateUsername('１２３４')).toBe('Логин минимум 4 символа, не начинается с цифры');
    expect(validateUsername('\u0301' + '1234')).toBe('Логин минимум 4 символа, не начинается с цифры');
  });

  it('a username needs a visible letter', () => {
    expect(validateUsername('____')).toBe('Логин должен содержать хотя бы одну букву');
    expect(validateUsername('_-_-')).toBe('Логин должен содержать хотя бы одну букву');
    expect(validateUsername('_Вася_')).toBeUndefined();
  });

  it('e-mail and password refuse them too', () => {
    expect(validateEmail('masha\u0000@example.com')).toContain(refused);
    expect(validateEmail('masha@exam\u200bple.com')).toContain(refused);
    expect(validatePassword('password\u0000')).toContain(refused);
    expect(validatePassword('pass\u202eword')).toContain(refused);
  });

  it('the form shows the same message', () => {
    expect(validateSignup({ username: '\u200bМаша', email: 'a@b.ru', password: '12345678', confirm: '12345678' }).username).toContain(refused);
  });
});
