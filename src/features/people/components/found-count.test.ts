import { describe, expect, it } from 'vitest';
import { foundCount, foundLine } from './found-count';

// «больше N» takes the genitive: «больше 21 человека», «больше 1000 человек».

describe('how many a search found', () => {
  it('agrees the noun with the number, and after «больше»', () => {
    expect([1, 3, 5, 21].map((count) => foundCount({ count }))).toEqual(['1 человек', '3 человека', '5 человек', '21 человек']);
    expect([2, 20, 21, 1000].map((count) => foundCount({ count, countCapped: true }))).toEqual(['больше 2 человек', 'больше 20 человек', 'больше 21 человека', 'больше 1000 человек']);
  });

  it('asks for a longer query only when not all can be seen', () => {
    expect(foundLine('Нашли', { count: 3 }, true)).toBe('Нашли: 3 человека');
    expect(foundLine('Нашли', { count: 1000, countCapped: true }, false)).toBe('Нашли: больше 1000 человек. Показаны не все — уточните запрос');
  });
});
