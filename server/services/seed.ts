import type { Role } from '../../domain/constants';
import type { DB } from '../db/database';
import { DEMO_DIAMONDS } from '../../domain/standing';
import { ledgerRepository } from '../db/repositories/ledger';
import { metaRepository } from '../db/repositories/meta';
import { usersRepository } from '../db/repositories/users';
import { messageOf } from '../http-error';
import { PRODUCTION_COST, type PasswordCost } from './passwords';
import { createAccount } from './registration';

export interface DemoAccount {
  role: Role;
  title: string;
  name: string;
  email: string;
  password: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'pupil', title: 'Ученик', name: 'Маша', email: 'pupil@demo.school', password: 'demo-pupil-2026' },
  { role: 'teacher', title: 'Учитель', name: 'Ирина Петровна', email: 'teacher@demo.school', password: 'demo-teacher-2026' },
  { role: 'admin', title: 'Администратор', name: 'Администратор', email: 'admin@demo.school', password: 'demo-admin-2026' },
];

const SEEDED_KEY = 'demo_accounts_seeded';

export interface SeedResult {
  /** Made by this call: the only time their passwords are printed. */
  created: readonly DemoAccount[];
  /** Made by an earlier run (or another process): printed without passwords. */
  existing: readonly DemoAccount[];
}

/**
 * Makes the demo accounts on the first run of a new, empty database, the same way the operator
 * command does. A school whose first admin was made with `npm run users` before the first start
 * gets no demo accounts. Of several processes starting at once, one reports them as created.
 */
export async function seedDemoAccounts(db: DB, cost: PasswordCost = PRODUCTION_COST): Promise<SeedResult> {
  const meta = metaRepository(db);
  if ((await meta.get(SEEDED_KEY)) === undefined) {
    const fresh = (await usersRepository(db).count()) === 0;
    if (fresh) {
      for (const account of DEMO_ACCOUNTS) {
        const result = await createAccount(db, { ...account, journalLinked: account.role === 'pupil' }, undefined, cost);
        if (!result.ok && result.error !== 'EMAIL_TAKEN') throw new Error(messageOf(result));
        // The demo pupil can try the level shop at once: enough for levels 1 and 2, through the ledger.
        if (result.ok && account.role === 'pupil') {
          const now = Math.floor(Date.now() / 1000);
          await ledgerRepository(db).credit({ userId: result.id, kind: 'diamonds', delta: DEMO_DIAMONDS, reason: 'демо', ref: 'demo:start', now });
        }
      }
    }
    const first = await meta.setOnce(SEEDED_KEY, fresh ? 'yes' : 'skipped');
    if (fresh && first) return { created: DEMO_ACCOUNTS, existing: [] };
  }
  return { created: [], existing: (await meta.get(SEEDED_KEY)) === 'yes' ? DEMO_ACCOUNTS : [] };
}
