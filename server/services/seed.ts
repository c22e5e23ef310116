import type { Role } from '../../src/domain/constants';
import type { DB } from '../db/database';
import { metaRepository } from '../db/repositories/meta';
import { usersRepository } from '../db/repositories/users';
import { createAccount } from './accounts';

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

/**
 * Makes the demo accounts on the first run of a new, empty database, the same way the operator
 * command does. A school whose first admin was made with `npm run users` before the first start
 * gets no demo accounts. Returns the accounts to print.
 */
export async function seedDemoAccounts(db: DB): Promise<readonly DemoAccount[]> {
  const meta = metaRepository(db);
  if ((await meta.get(SEEDED_KEY)) === undefined) {
    const fresh = (await usersRepository(db).count()) === 0;
    if (fresh) {
      for (const account of DEMO_ACCOUNTS) {
        const result = await createAccount(db, { ...account, journalLinked: account.role === 'pupil' });
        if (!result.ok && result.code !== 'EMAIL_TAKEN') throw new Error(result.message);
      }
    }
    await meta.setOnce(SEEDED_KEY, fresh ? 'yes' : 'skipped');
  }
  return (await meta.get(SEEDED_KEY)) === 'yes' ? DEMO_ACCOUNTS : [];
}
