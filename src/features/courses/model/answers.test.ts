import { describe, expect, it } from 'vitest';
import type { Course } from '../../../../domain/lessons';
import { answerOf, lessonState, moveItem, notNumbers, parseNumber, unanswered, type Draft } from './answers';

describe('a typed number', () => {
  it.each([
    ['0,015', 0.015],
    ['0.015', 0.015],
    [' 1 000 ', 1000],
    ['−2,5', -2.5],
    ['12,', 12],
    [',5', 0.5],
  ])('reads %j as %d', (text, value) => expect(parseNumber(text)).toBe(value));

  it.each(['пять', '1,2,3', '0,0,1', '1e3', '--1', '2 мА'])('refuses %j', (text) => expect(parseNumber(text)).toBeUndefined());

  it('counts an empty field as not answered, and words as not a number', () => {
    const drafts: Draft[] = [
      { kind: 'number', text: '' },
      { kind: 'number', text: 'два' },
      { kind: 'order', order: [1, 0], touched: false },
      { kind: 'choice', value: 0 },
    ];
    expect(unanswered(drafts)).toEqual([0, 1]);
    expect(notNumbers(drafts)).toEqual([1]);
    expect(answerOf(drafts[2]!)).toEqual([1, 0]);
  });
});

describe('moving an item', () => {
  it('swaps it with its neighbour and stays put at either end', () => {
    expect(moveItem([0, 1, 2], 1, -1)).toEqual([1, 0, 2]);
    expect(moveItem([0, 1, 2], 1, 1)).toEqual([0, 2, 1]);
    expect(moveItem([0, 1, 2], 0, -1)).toEqual([0, 1, 2]);
    expect(moveItem([0, 1, 2], 2, 1)).toEqual([0, 1, 2]);
  });
});

describe('what a lesson on the path can do', () => {
  const lesson = (id: number, bought: boolean, passed = false) => ({ id, number: id, title: '', price: bought ? 0 : 20, reward: 10, bought, passed });
  const course: Course = { id: 1, title: '', locked: false, lessons: [lesson(1, true, true), lesson(2, true), lesson(3, false), lesson(4, false)] };
  it('passed, open, the next to buy, and the ones after it', () => {
    expect(course.lessons.map((l) => lessonState(course, l))).toEqual(['passed', 'open', 'buy', 'later']);
  });
});
