import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../../domain/constants';
import { describeDataPlace, loadDatabaseConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { messageOf } from '../http-error';
import { createAccount } from '../services/registration';

// npm run users -- add --email E --password P --name N --role pupil|teacher|admin [--linked]
// How a real school gets its first admin; honours DATA_DIR and DATABASE_URL, and without them uses
// the server's own folder (the project's data/), wherever it is run from.

const USAGE =
  'Использование: npm run users -- add --email E --password P --name N --role pupil|teacher|admin [--linked]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'pupil' },
        linked: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();

if (positionals[0] !== 'add' || positionals.length !== 1) fail(USAGE);
if (!ROLES.includes(values.role as Role)) fail(`Неизвестная роль «${values.role}». ${USAGE}`);

const place = loadDatabaseConfig();
// Said first: an account made in another folder than the server's is one nobody can sign in with.
console.log(describeDataPlace(place));
const db = createDatabase(place);
try {
  await migrateToLatest(db);
  const result = await createAccount(db, {
    email: values.email ?? '',
    password: values.password ?? '',
    name: values.name ?? '',
    role: values.role as Role,
    journalLinked: values.linked,
  });
  if (!result.ok) fail(messageOf(result));
  console.log(`Аккаунт создан: id ${result.id}, ${values.email}, роль ${values.role}`);
} finally {
  await db.destroy();
}
