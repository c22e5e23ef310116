import { describe, expect, it } from 'vitest';
import { checkText, hasForbiddenChars, withoutForbiddenChars } from './text';

describe('hasForbiddenChars', () => {
  it.each([
    ['NUL', 'Ма\u0000ша'],
    ['ESC', '\u001b[31mМаша'],
    ['BEL', 'Маша\u0007'],
    ['DEL', 'Маша\u007f'],
    ['a C1 control', 'Маша\u0085'],
    ['right-to-left override', '\u202eАшам'],
    ['left-to-right isolate', 'Маша\u2066'],
    ['right-to-left mark', 'Маша\u200f'],
    ['zero-width space', 'Ма\u200bша'],
    ['zero-width joiner between letters', 'Ма\u200dша'],
    ['a zero-width joiner after an emoji, before a letter', '👩\u200dМаша'],
    ['a zero-width joiner before an emoji, after a letter', 'Маша\u200d👩'],
    ['word joiner', 'Маша\u2060'],
    ['byte order mark', '\ufeffМаша'],
    ['soft hyphen', 'Ма\u00adша'],
    ['a lone surrogate', 'Маша\ud800'],
    ['the replacement character (invalid UTF-8)', 'Маша\ufffd'],
    ['a Hangul filler', '\u3164\u3164\u3164\u3164'],
    ['a braille blank', 'Маша\u2800'],
    ['a line separator', 'Маша\u2028'],
    ['a tab in a one-line field', 'Маша\tПетрова'],
    ['a newline in a one-line field', 'Маша\nПетрова'],
  ])('refuses %s', (_name, value) => {
    expect(hasForbiddenChars(value)).toBe(true);
  });

  it.each([
    ['Cyrillic with ё and spaces', 'Алёна Петрова-Иванова'],
    ['Latin, digits and punctuation', "O'Brien_2 (5Б)"],
    ['an e-mail', 'masha+school@example.com'],
    ['emoji', 'Маша 🤖🔧'],
    ['an emoji sequence with zero-width joiners', 'Маша 👩‍🔧 👨‍👩‍👧'],
    ['an emoji with a skin tone and a joiner', '🧑🏽‍💻'],
    ['combining accents', 'Зое\u0301'],
  ])('accepts %s', (_name, value) => {
    expect(hasForbiddenChars(value)).toBe(false);
  });

  it('lets line breaks and tabs through in a multi-line field only', () => {
    expect(hasForbiddenChars('Первая строка\r\nвторая\tстрока', { multiline: true })).toBe(false);
    expect(hasForbiddenChars('строка\u0000', { multiline: true })).toBe(true);
  });
});

describe('checkText: the rules a text field shares', () => {
  const comment = { label: 'Комментарий', required: 'Комментарий не может быть пустым', max: 500, tooLong: 'Максимальная длина коммента - 500 символов', multiline: true };

  it('checks forbidden characters before anything else', () => {
    expect(checkText('\u200b', comment)).toBe('В поле «Комментарий» есть невидимые или служебные символы — уберите их');
  });

  it('uses the field\'s own messages for empty and too long', () => {
    expect(checkText('   ', comment)).toBe('Комментарий не может быть пустым');
    expect(checkText('я'.repeat(501), comment)).toBe('Максимальная длина коммента - 500 символов');
    expect(checkText(`${'я'.repeat(500)}  `, comment)).toBeUndefined();
  });

  it('has default messages in Russian', () => {
    expect(checkText('x'.repeat(41), { label: 'Город', max: 40 })).toBe('В поле «Город» не больше 40 символов');
    expect(checkText('1234', { label: 'Имя', needsLetter: true })).toBe('В поле «Имя» должна быть хотя бы одна буква');
    expect(checkText('', { label: 'Статус' })).toBeUndefined();
  });
});

describe('withoutForbiddenChars', () => {
  it('keeps what the rule allows and drops what it refuses, emoji joiners included', () => {
    expect(withoutForbiddenChars('Ма\u0000ша\u202e \u200bфото\ufeff.jpg')).toBe('Маша фото.jpg');
    expect(withoutForbiddenChars('\u3164\u2800')).toBe('');
    expect(withoutForbiddenChars('Первая строка')).toBe('Первая строка');
    expect(withoutForbiddenChars('👩\u200d🔧')).toBe('👩🔧');
  });
});
