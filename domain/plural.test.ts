import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from './comments';
import { MSG } from './messages';
import { CONVERSATION_MSG } from './review-conversation';
import {
  ATTEMPTS_GENITIVE,
  CHARACTERS,
  CHARACTERS_GENITIVE,
  COMMENTS,
  countOf,
  DAYS,
  DIAMONDS,
  DIAMONDS_GENITIVE,
  MARKS,
  MARKS_GENITIVE,
  MINUTES_GENITIVE,
  minutesText,
  PARTS,
  PHOTOS_GENITIVE,
  PROJECTS,
  PUPILS,
  RATING_POINTS,
  secondsText,
  SHEETS,
  STEPS,
  waitText,
} from './plural';
import { SUBMISSION_MSG } from './submission';
import { textMessages } from './text';

// Before the shared forms the screens said «3 алмазов», «0 рейтинга», «83 листов со схемами».

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 111];

/** Each count with its noun, as one line: «0 алмазов · 1 алмаз · …». */
const say = (forms: Parameters<typeof countOf>[1]) => COUNTS.map((n) => countOf(n, forms)).join(' · ');

describe('Russian plurals', () => {
  it.each([
    [0, '0 секунд'],
    [1, '1 секунду'],
    [2, '2 секунды'],
    [3, '3 секунды'],
    [5, '5 секунд'],
    [11, '11 секунд'],
    [21, '21 секунду'],
    [22, '22 секунды'],
    [25, '25 секунд'],
    [101, '101 секунду'],
    [111, '111 секунд'],
  ])('%i → «%s»', (count, text) => {
    expect(secondsText(count)).toBe(text);
  });

  it('counts diamonds, rating points and every other noun a screen counts', () => {
    expect(say(DIAMONDS)).toBe('0 алмазов · 1 алмаз · 2 алмаза · 3 алмаза · 5 алмазов · 11 алмазов · 21 алмаз · 22 алмаза · 25 алмазов · 101 алмаз · 111 алмазов');
    expect(say(RATING_POINTS)).toBe(
      '0 очков рейтинга · 1 очко рейтинга · 2 очка рейтинга · 3 очка рейтинга · 5 очков рейтинга · 11 очков рейтинга · 21 очко рейтинга · 22 очка рейтинга · 25 очков рейтинга · 101 очко рейтинга · 111 очков рейтинга',
    );
    expect(say(SHEETS)).toBe('0 листов · 1 лист · 2 листа · 3 листа · 5 листов · 11 листов · 21 лист · 22 листа · 25 листов · 101 лист · 111 листов');
    expect(say(STEPS)).toBe('0 шагов · 1 шаг · 2 шага · 3 шага · 5 шагов · 11 шагов · 21 шаг · 22 шага · 25 шагов · 101 шаг · 111 шагов');
    expect(say(PARTS)).toBe('0 деталей · 1 деталь · 2 детали · 3 детали · 5 деталей · 11 деталей · 21 деталь · 22 детали · 25 деталей · 101 деталь · 111 деталей');
    expect(say(MARKS)).toBe('0 пометок · 1 пометка · 2 пометки · 3 пометки · 5 пометок · 11 пометок · 21 пометка · 22 пометки · 25 пометок · 101 пометка · 111 пометок');
    expect(say(PUPILS)).toBe('0 учеников · 1 ученик · 2 ученика · 3 ученика · 5 учеников · 11 учеников · 21 ученик · 22 ученика · 25 учеников · 101 ученик · 111 учеников');
    expect(say(COMMENTS)).toBe(
      '0 комментариев · 1 комментарий · 2 комментария · 3 комментария · 5 комментариев · 11 комментариев · 21 комментарий · 22 комментария · 25 комментариев · 101 комментарий · 111 комментариев',
    );
    expect(say(PROJECTS)).toBe('0 проектов · 1 проект · 2 проекта · 3 проекта · 5 проектов · 11 проектов · 21 проект · 22 проекта · 25 проектов · 101 проект · 111 проектов');
    expect(say(CHARACTERS)).toBe('0 символов · 1 символ · 2 символа · 3 символа · 5 символов · 11 символов · 21 символ · 22 символа · 25 символов · 101 символ · 111 символов');
    expect(say(DAYS)).toBe('0 дней · 1 день · 2 дня · 3 дня · 5 дней · 11 дней · 21 день · 22 дня · 25 дней · 101 день · 111 дней');
  });

  it('counts in the genitive after «не хватает», «не больше», «после», «в течение»', () => {
    expect(say(DIAMONDS_GENITIVE)).toBe('0 алмазов · 1 алмаза · 2 алмазов · 3 алмазов · 5 алмазов · 11 алмазов · 21 алмаза · 22 алмазов · 25 алмазов · 101 алмаза · 111 алмазов');
    expect(say(CHARACTERS_GENITIVE)).toBe('0 символов · 1 символа · 2 символов · 3 символов · 5 символов · 11 символов · 21 символа · 22 символов · 25 символов · 101 символа · 111 символов');
    expect(say(ATTEMPTS_GENITIVE)).toBe('0 попыток · 1 попытки · 2 попыток · 3 попыток · 5 попыток · 11 попыток · 21 попытки · 22 попыток · 25 попыток · 101 попытки · 111 попыток');
    expect(say(MINUTES_GENITIVE)).toBe('0 минут · 1 минуты · 2 минут · 3 минут · 5 минут · 11 минут · 21 минуты · 22 минут · 25 минут · 101 минуты · 111 минут');
    expect(say(PHOTOS_GENITIVE)).toBe(
      '0 фотографий · 1 фотографии · 2 фотографий · 3 фотографий · 5 фотографий · 11 фотографий · 21 фотографии · 22 фотографий · 25 фотографий · 101 фотографии · 111 фотографий',
    );
    expect(say(MARKS_GENITIVE)).toBe('0 пометок · 1 пометки · 2 пометок · 3 пометок · 5 пометок · 11 пометок · 21 пометки · 22 пометок · 25 пометок · 101 пометки · 111 пометок');
  });

  it('gives a fraction the few form', () => {
    expect(countOf(1.5, DIAMONDS)).toBe('1.5 алмаза');
  });

  it('says minutes the same way', () => {
    expect([1, 2, 5, 15, 21].map(minutesText)).toEqual(['1 минуту', '2 минуты', '5 минут', '15 минут', '21 минуту']);
  });

  it('says a wait in seconds under a minute, in whole minutes from a minute on', () => {
    expect(waitText(0.2)).toBe('1 секунду');
    expect(waitText(59)).toBe('59 секунд');
    expect(waitText(60)).toBe('1 минуту');
    expect(waitText(90)).toBe('2 минуты');
    expect(waitText(241)).toBe('5 минут');
    expect(waitText(900)).toBe('15 минут');
  });
});

describe('messages with a number from a constant', () => {
  it('keep the contract’s words for the contract’s numbers', () => {
    expect(MSG.passwordShort).toBe('Пароль минимум 8 символов');
    expect(MSG.usernameInvalid).toBe('Логин минимум 4 символа, не начинается с цифры');
    expect(COMMENT_MESSAGES.tooLong).toBe('Максимальная длина коммента - 500 символов');
    expect(SUBMISSION_MSG.afterAttempts('Нет сети.')).toBe('Не удалось отправить проект после 3 попыток. Нет сети.');
    expect(MSG.passwordTooLong).toBe('Пароль слишком длинный (не больше 128 символов)');
  });

  it('count the review conversation’s limits through the same forms', () => {
    expect(CONVERSATION_MSG.tooManyMarks).toBe('На одной работе не больше 20 пометок');
    expect(CONVERSATION_MSG.labelText).toBe('Подпись — от 1 до 60 символов');
    expect(CONVERSATION_MSG.tooManyPhotos).toBe('В одной работе не больше 3 фотографий');
    expect(CONVERSATION_MSG.threadTooLong).toBe('Сообщение не длиннее 500 символов');
  });

  it('agree with any other number', () => {
    // Before: «не больше 21 символов».
    expect(textMessages.tooLong('Город', 21)).toBe('В поле «Город» не больше 21 символа');
    expect(textMessages.tooLong('Город', 100)).toBe('В поле «Город» не больше 100 символов');
  });
});
