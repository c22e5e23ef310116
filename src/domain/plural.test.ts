import { describe, expect, it } from 'vitest';
import { minutesText, secondsText, waitText } from './plural';

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
