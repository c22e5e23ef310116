import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectConfig } from '../eslint.config.js';

// The import rules of eslint.config.js (zones, wrapped packages, cycles) are plugin rules with
// our settings; these plants show that each zone still fails lint and each allowed import passes.
const IMPORT_RULES = /^(boundaries\/|import-x\/|no-restricted-imports$|no-restricted-syntax$)/;

async function importProblems(eslint, root, path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.filter((m) => IMPORT_RULES.test(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import rules on a planted project', () => {
  // A small project on disk: the plugins resolve imports to files, and the service-worker zone
  // is read from its tsconfig.sw.json.
  const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  function file(path, text = 'export const x = 1;\n') {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  file('tsconfig.sw.json', JSON.stringify({ include: ['sw', 'domain', 'src/lib/shared-with-sw'] }));
  file('src/main.tsx');
  file('domain/paths.ts');
  file('src/content/projects.ts');
  file('src/lib/shared-with-sw/outbox.ts');
  file('src/lib/api-client.ts');
  file('src/features/guides/parts.ts');
  file('src/features/comments/block.ts');
  file('src/app/app.tsx');
  file('src/app/a.ts', "import { b } from './b';\nexport const a = b;\n");
  file('src/app/b.ts', "import { a } from './a';\nexport const b = a;\n");
  file('src/app/types-only.ts', "import type { c } from './c';\nexport const t: typeof c = 1;\n");
  file('src/app/c.ts', "import { t } from './types-only';\nexport const c = t;\n");
  file('server/app.ts');
  file('server/db/schema.ts');
  file('server/db/database.ts');
  file('server/db/repositories/users.ts');
  file('server/services/people.ts');
  file('server/routes/users/index.ts');
  file('server/plugins/auth.ts');
  file('sw/sw.ts');
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: projectConfig(root) });
  const lint = (path, code) => importProblems(eslint, root, path, code);

  it.each([
    ['src/app/routes/guide.tsx', "import { x } from '../../features/guides/parts';\nexport const y = x;\n"],
    ['src/features/guides/view.tsx', "import { x } from './parts';\nexport const y = x;\n"],
    ['src/features/guides/view.tsx', "import { x } from '../../../domain/paths';\nexport const y = x;\n"],
    ['src/content/cards.ts', "import { x } from '../../domain/paths';\nexport const y = x;\n"],
    ['domain/links.ts', "import { x } from './paths';\nexport const y = x;\n"],
    ['domain/paths.test.ts', "import { x } from '../src/content/projects';\nexport const y = x;\n"],
    ['src/lib/api-client.ts', "import ky from 'ky';\nexport const y = ky;\n"],
    ['src/lib/query-client.ts', "import { QueryClient } from '@tanstack/react-query';\nexport const y = QueryClient;\n"],
    ['src/stores/session.ts', "import { create } from 'zustand';\nexport const y = create;\n"],
    ['src/features/guides/store.ts', "import { create } from 'zustand';\nexport const y = create;\n"],
    ['src/lib/sw-bridge.ts', "import { useRegisterSW } from 'virtual:pwa-register/react';\nexport const y = useRegisterSW;\n"],
    ['src/main.tsx', "import { x } from './app/app';\nexport const y = x;\n"],
    ['server/routes/x.ts', "import { x } from '../../domain/paths';\nexport const y = x;\n"],
    ['server/routes/x.ts', "import { x } from '../../src/content/projects';\nexport const y = x;\n"],
    ['sw/sw.ts', "import { x } from '../domain/paths';\nexport const y = x;\n"],
    ['sw/sw.ts', "import { x } from '../src/lib/shared-with-sw/outbox';\nexport const y = x;\n"],
    ['src/app/c.ts', "import { t } from './types-only';\nexport const c = t;\n"],
    ['src/app/d.ts', "import type { a } from './a';\nexport const d: typeof a = 1;\n"],
    ['server/routes/users/view.ts', "import type { x } from '../../db/schema';\nexport const y: typeof x = 1;\n"],
    ['server/routes/users/list.ts', "import { x } from '../../services/people';\nexport const y = x;\n"],
    ['server/services/people-list.ts', "import { x } from '../db/repositories/users';\nexport const y = x;\n"],
    ['server/db/repositories/people.ts', "import { x } from '../database';\nexport const y = x;\n"],
    ['server/db/repositories/people.ts', "export const y = (db) => db.selectFrom('users').execute();\n"],
    ['server/services/people-list.ts', "import { x } from '../db/repositories/users';\nexport const y = (db) => x(db).page();\n"],
    ['src/features/guides/view.tsx', "import { useState } from 'react';\nexport const y = useState;\n"],
  ])('lets %s have %j', async (path, code) => {
    expect(await lint(path, code)).toEqual([]);
  });

  it.each([
    ['src/features/guides/view.tsx', "import { x } from '../comments/block';", 'feature "guides" must not import feature "comments": compose them in src/app'],
    ['src/features/guides/api.ts', "import ky from 'ky';", 'no-restricted-imports: \'ky\' import is restricted from being used by a pattern. "ky" may be imported only in src/lib'],
    ['src/features/guides/db.ts', "import { openDB } from 'idb';", '"idb" may be imported only in src/lib'],
    ['src/features/guides/later.ts', "export const later = () => import('ky');", 'no-restricted-syntax: "ky" may be imported only in src/lib'],
    ['src/app/x.ts', "import { jwtDecode } from 'jwt-decode';", '"jwt-decode" may be imported only in src/lib'],
    ['src/features/guides/data.ts', "import { useQuery } from '@tanstack/react-query';", '"@tanstack/react-query" may be imported only in src/lib'],
    ['src/components/x.ts', "import { create } from 'zustand';", '"zustand" may be imported only in src/lib, src/stores, src/features'],
    ['src/app/x.ts', "import { create } from 'zustand';", '"zustand" may be imported only in src/lib, src/stores, src/features'],
    ['src/app/x.ts', "import { useRegisterSW } from 'virtual:pwa-register/react';", '"virtual:pwa-register" may be imported only in src/lib'],
    ['src/zz/thing.ts', '', 'boundaries/no-unknown-files'],
    ['src/helpers.ts', '', 'boundaries/no-unknown-files'],
    ['src/features/x/y.ts', "import { app } from '../../../server/app';", 'src must not import server/ or sw/'],
    ['src/lib/x.ts', "import { sw } from '../../sw/sw';", 'src must not import server/ or sw/'],
    ['src/lib/x.ts', "import { F } from '../features/guides/parts';", 'src/lib/x.ts must not import src/features/guides/parts.ts: layers flow'],
    ['domain/x.ts', "import { ky } from '../src/lib/api-client';", 'domain/ must not import anything of ours outside domain/'],
    ['domain/x.ts', "import { projects } from '../src/content/projects';", 'domain/ must not import anything of ours outside domain/'],
    ['domain/x.ts', "import { app } from '../server/app';", 'domain/ must not import anything of ours outside domain/'],
    ['domain/x.ts', "export const later = () => import('../sw/sw');", 'domain/ must not import anything of ours outside domain/'],
    ['src/domain/x.ts', '', 'boundaries/no-unknown-files'],
    ['src/lib/x.ts', "import type { App } from '../app/app';", 'src/lib/x.ts must not import src/app/app.tsx: layers flow'],
    ['src/lib/x.ts', "export const later = () => import('../features/guides/parts');", 'src/lib/x.ts must not import src/features/guides/parts.ts'],
    ['src/app/x.ts', "import { x } from '../main';", 'src/app/x.ts must not import the entry file src/main.tsx'],
    ['server/x.ts', "import { ky } from '../src/lib/api-client';", 'the server may import only domain/ and src/content'],
    ['sw/sw.ts', "import { ky } from '../src/lib/api-client';", 'the service worker may import only what tsconfig.sw.json includes (src/lib/shared-with-sw)'],
    ['src/app/a.ts', "import { b } from './b';\nexport const a = b;\n", 'import-x/no-cycle: Dependency cycle detected'],
    ['server/routes/users/x.ts', "import { x } from '../../db/repositories/users';", 'a route calls services: it must not import a repository'],
    ['server/routes/users/x.ts', "import { x } from '../../db/database';", 'a route calls services: it must not import a repository or the database'],
    ['server/routes/users/x.ts', "export const list = (db) => db.selectFrom('users').selectAll().execute();", 'a route must not run a query'],
    ['server/routes/users/x.ts', "import { sql } from 'kysely';\nexport const q = sql`select 1`;", 'a route must not run a query'],
    ['server/db/repositories/x.ts', "import { x } from '../../services/people';", 'a repository reads and writes the database: it must not import a service'],
    ['server/services/x.ts', "import { x } from '../routes/users/index';", 'a service must not import a route or a plugin'],
    ['server/services/x.ts', "import { x } from '../plugins/auth';", 'a service must not import a route or a plugin'],
    ['server/services/x.ts', "export const list = (db) => db.selectFrom('users').selectAll().execute();", 'a service must not start a query'],
    ['server/services/x.ts', "export const remove = (trx) => trx.deleteFrom('ledger').execute();", 'a service must not start a query'],
    ['server/services/x.ts', "import { sql } from 'kysely';\nexport const q = sql`select 1`;", 'a service must not start a query'],
    ['sw/x.ts', "import { useState } from 'react';", '"react" must not be imported in the service worker'],
    ['sw/x.ts', "import ky from 'ky';", '"ky" must not be imported in the service worker'],
    ['src/lib/shared-with-sw/x.ts', "import { useEffect } from 'react';", '"react" must not be imported in src/lib/shared-with-sw'],
    ['domain/x.ts', "import { useMemo } from 'react';", '"react" must not be imported in domain/'],
    ['domain/x.ts', "export const later = () => import('react-dom');", '"react-dom" must not be imported in domain/'],
    ['domain/x.ts', "import ky from 'ky';", '"ky" may be imported only in src/lib'],
  ])('fails %s with %j', async (path, code, message) => {
    expect((await lint(path, code)).join('\n')).toContain(message);
  });
});

// Linting the real project walks its import graph for cycles (the server's, for a plant that
// imports it): seconds on an idle machine, far more on a busy one.
describe('the project config', { timeout: 60_000 }, () => {
  const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
  const eslint = new ESLint({ cwd: projectRoot });
  const lint = (path, code) => importProblems(eslint, projectRoot, path, code);

  it.each([
    ['src/features/guides/planted.ts', "import { x } from '../schemes/components/scheme-tabs';\nexport const y = x;\n", 'must not import feature'],
    ['src/features/guides/planted.ts', "import ky from 'ky';\nexport const y = ky;\n", '"ky" may be imported only'],
    ['src/features/guides/planted.ts', "import { useQuery } from '@tanstack/react-query';\nexport const y = useQuery;\n", '"@tanstack/react-query" may be imported only'],
    ['src/components/planted.ts', "import { create } from 'zustand';\nexport const y = create;\n", '"zustand" may be imported only'],
    ['src/zz/planted.ts', 'export const y = 1;\n', 'boundaries/no-unknown-files'],
    ['src/features/guides/planted.ts', "import { buildApp } from '../../../server/app';\nexport const y = buildApp;\n", 'src must not import server/'],
    ['server/routes/users/planted.ts', "import { usersRepository } from '../../db/repositories/users';\nexport const y = usersRepository;\n", 'must not import a repository'],
    ['server/routes/users/planted.ts', "export const y = (db) => db.selectFrom('users').selectAll().execute();\n", 'a route must not run a query'],
    ['server/db/repositories/planted.ts', "import { createAccount } from '../../services/registration';\nexport const y = createAccount;\n", 'must not import a service'],
    ['server/services/planted.ts', "import { x } from '../routes/users/index';\nexport const y = x;\n", 'must not import a route'],
    ['server/services/planted.ts', "export const y = (db) => db.updateTable('users').set({ level: 5 }).execute();\n", 'a service must not start a query'],
    ['sw/planted.ts', "import { useState } from 'react';\nexport const y = useState;\n", 'must not be imported in the service worker'],
    ['sw/planted.ts', "import ky from 'ky';\nexport const y = ky;\n", 'must not be imported in the service worker'],
    ['src/lib/shared-with-sw/planted.ts', "import { useState } from 'react';\nexport const y = useState;\n", 'must not be imported in src/lib/shared-with-sw'],
    ['domain/planted.ts', "import { useState } from 'react';\nexport const y = useState;\n", 'must not be imported in domain/'],
    ['domain/planted.ts', "import { projects } from '../src/content/projects';\nexport const y = projects;\n", 'domain/ must not import anything of ours outside domain/'],
    ['src/domain/planted.ts', 'export const y = 1;\n', 'boundaries/no-unknown-files'],
  ])('makes `npm run lint` fail for a planted %s', async (path, code, message) => {
    expect((await lint(path, code)).join('\n')).toContain(message);
  });

  it('lets a feature keep a zustand store', async () => {
    expect(await lint('src/features/guides/planted.ts', "import { create } from 'zustand';\nexport const y = create;\n")).toEqual([]);
  });
});
