import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../domain/review';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn, PHONE } from './browser';
import { useSchool } from './school';

// A teacher of a big school looks for a name that more than a hundred pupils share: the search on
// «Рейтинг» says «больше 20 человек», the list on «Ученики» (its one search box) «больше 100
// человек», both ask for a longer query, on a phone and a desktop
// (docs/decisions/0181-searches-count-up-to-a-thousand.md, 0188, 0291).

const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const SHOTS = process.env.E2E_SHOTS;

const school = useSchool();

beforeAll(async () => {
  const now = Math.floor(Date.now() / 1000);
  const namesakes = Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => ({
    email: `tezka-${i}@example.com`, password_hash: 'x', first_name: `Тёзка Номер${i}`, role: 'pupil' as const, created_at: now - i,
  }));
  await school.server.db.insertInto('users').values(namesakes).execute();
});

describe('a search with more matches than the list counts', () => {
  for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`says «больше 20» in the search and «больше 100» in the list (${name})`, async () => {
      const context = await school.context(device);
      const page = await context.newPage();
      await logIn(page, teacher);
      // «Найти ученика» on «Рейтинг»: the contract's search, 20 at most; a teacher opens a pupil's page.
      await page.goto('/main/rating');
      await page.getByLabel('Имя ученика').fill('тёзка');
      await page.getByRole('region', { name: 'Найти ученика' }).getByRole('button', { name: 'Найти' }).click();
      await expect.poll(() => page.getByText('Нашли по запросу «тёзка»: больше 20 человек. Показаны не все — уточните запрос').count()).toBe(1);
      // The first 20 in the word index's order («номер0», «номер1», «номер10», «номер100»…: text order),
      // shown by name with numbers as numbers (docs/decisions/0183-people-found-by-the-start-of-a-word.md).
      const first20 = Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => String(i)).sort().slice(0, 20);
      expect(await page.locator('.people-search .people-search__name').allTextContents()).toEqual(
        first20.sort((a, b) => Number(a) - Number(b)).map((n) => `Тёзка Номер${n}`),
      );
      expect(await page.locator('.people-search .people-search__name').first().getAttribute('href')).toMatch(/^\/main\/pupils\/\d+$/);
      if (SHOTS) {
        await page.getByLabel('Имя ученика').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/people-search-${name}.png` });
      }

      // «Ученики»: one search box, the list's, counted up to SEARCH_COUNT_CAP.
      await page.goto('/main/pupils');
      await page.getByLabel('Поиск по имени, фамилии или email').fill('tezka');
      expect(await page.getByRole('searchbox').count()).toBe(1);
      await page.getByRole('search').getByRole('button', { name: 'Найти' }).click();
      await expect.poll(() => page.getByText(`Нашли по запросу «tezka»: больше ${SEARCH_COUNT_CAP} человек. Показаны не все — уточните запрос`).count()).toBe(1);
      expect(await page.getByText(`1 / ${SEARCH_COUNT_CAP / 20}`).count()).toBe(1);
      if (SHOTS) {
        await page.getByText('Нашли по запросу «tezka»').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/people-list-${name}.png` });
      }
      await context.close();
    });
  }
});
