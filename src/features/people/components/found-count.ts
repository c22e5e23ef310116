import { countOf, PEOPLE, PEOPLE_GENITIVE } from '../../../../domain/plural';

interface Found {
  count: number;
  countCapped?: boolean;
}

/**
 * How many a search found: «3 человека», or «больше 100 человек» / «больше 21 человека» when the
 * server stopped counting (docs/decisions/0181-searches-count-up-to-a-thousand.md).
 */
export function foundCount({ count, countCapped }: Found): string {
  return countCapped ? `больше ${countOf(count, PEOPLE_GENITIVE)}` : countOf(count, PEOPLE);
}

/** The line above a search's results; when not all of them can be seen, it asks for a longer query. */
export function foundLine(prefix: string, found: Found, allShown: boolean): string {
  const line = `${prefix}: ${foundCount(found)}`;
  return allShown ? line : `${line}. Показаны не все — уточните запрос`;
}
