import { ESLint, RuleTester } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importZones } from './import-zones.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// A small project on disk: the rule reads tsconfig.sw.json and follows imports for cycles.
const root = mkdtempSync(join(tmpdir(), 'import-zones-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function file(path, text = 'export const x = 1;\n') {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
file('tsconfig.sw.json', JSON.stringify({ include: ['sw', 'src/domain', 'src/lib/worker'] }));
file('src/domain/paths.ts');
file('src/lib/worker/outbox.ts');
file('src/lib/api-client.ts');
file('src/features/guides/parts.ts');
file('src/features/comments/block.ts');
file('src/app/a.ts', "import { b } from './b';\nexport const a = b;\n");
file('src/app/b.ts', "import { a } from './a';\nexport const b = 1;\n");
file('src/app/types-only.ts', "import type { c } from './c';\nexport const t = 1;\n");
file('src/app/c.ts', "import { t } from './types-only';\nexport const c = t;\n");

const at = (path) => join(root, path);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const options = [{ root }];
const error = (pattern) => [{ message: new RegExp(pattern) }];

tester.run('import-zones', importZones, {
  valid: [
    { filename: at('src/app/routes/guide.tsx'), code: "import { x } from '../../features/guides/parts';", options },
    { filename: at('src/features/guides/view.tsx'), code: "import { x } from './parts';", options },
    { filename: at('src/features/guides/view.tsx'), code: "import { x } from '../../domain/paths';", options },
    { filename: at('src/lib/api-client.ts'), code: "import ky from 'ky';", options },
    { filename: at('src/stores/session.ts'), code: "import { create } from 'zustand';", options },
    { filename: at('src/lib/sw-bridge.ts'), code: "import { useRegisterSW } from 'virtual:pwa-register/react';", options },
    { filename: at('src/main.tsx'), code: "import { App } from './app/app';", options },
    { filename: at('server/routes/x.ts'), code: "import { x } from '../../src/domain/paths';", options },
    { filename: at('sw/sw.ts'), code: "import { x } from '../src/domain/paths';", options },
    { filename: at('sw/sw.ts'), code: "import { x } from '../src/lib/worker/outbox';", options },
    { filename: at('src/app/c.ts'), code: "import { t } from './types-only';", options },
    { filename: at('src/app/d.ts'), code: "import type { a } from './a';", options },
  ],
  invalid: [
    {
      filename: at('src/features/guides/view.tsx'),
      code: "import { x } from '../comments/block';",
      options,
      errors: error('feature "guides" must not import feature "comments"'),
    },
    { filename: at('src/features/guides/api.ts'), code: "import ky from 'ky';", options, errors: error('"ky" may be imported only in src/lib') },
    { filename: at('src/features/guides/db.ts'), code: "import { openDB } from 'idb';", options, errors: error('"idb" may be imported only') },
    { filename: at('src/app/x.ts'), code: "import { jwtDecode } from 'jwt-decode';", options, errors: error('"jwt-decode"') },
    { filename: at('src/features/x/y.ts'), code: "import { create } from 'zustand';", options, errors: error('src/lib and src/stores') },
    { filename: at('src/app/x.ts'), code: "import { useRegisterSW } from 'virtual:pwa-register/react';", options, errors: error('only in src/lib') },
    { filename: at('src/zz/thing.ts'), code: 'export const x = 1;', options, errors: error('src/zz/ is not one of the src folders') },
    { filename: at('src/helpers.ts'), code: 'export const x = 1;', options, errors: error('loose file src/helpers.ts') },
    { filename: at('src/features/x/y.ts'), code: "import { app } from '../../../server/app';", options, errors: error('src must not import server/') },
    { filename: at('src/lib/x.ts'), code: "import { sw } from '../../sw/sw';", options, errors: error('src must not import sw/') },
    { filename: at('src/lib/x.ts'), code: "import { F } from '../features/guides/parts';", options, errors: error('src/lib must not import from src/features') },
    { filename: at('src/domain/x.ts'), code: "import { ky } from '../lib/api-client';", options, errors: error('src/domain must not import from src/lib') },
    { filename: at('server/x.ts'), code: "import { ky } from '../src/lib/api-client';", options, errors: error('the server may import only') },
    {
      filename: at('sw/sw.ts'),
      code: "import { ky } from '../src/lib/api-client';",
      options,
      errors: error('only what tsconfig.sw.json includes \\(src/domain, src/lib/worker\\)'),
    },
    { filename: at('src/app/a.ts'), code: "import { b } from './b';", options, errors: error('import cycle src/app/a.ts → src/app/b.ts → src/app/a.ts') },
  ],
});

describe('the project config', () => {
  const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
  const eslint = new ESLint({ cwd: projectRoot });
  const lint = async (path, code) => {
    const [result] = await eslint.lintText(code, { filePath: join(projectRoot, path) });
    return result.messages.filter((m) => m.ruleId === 'local/import-zones').map((m) => m.message);
  };

  it.each([
    ['src/features/guides/planted.ts', "import { x } from '../schemes/components/scheme-tabs';\nexport const y = x;\n", 'must not import feature'],
    ['src/features/guides/planted.ts', "import ky from 'ky';\nexport const y = ky;\n", '"ky" may be imported only'],
    ['src/zz/planted.ts', 'export const y = 1;\n', 'src/zz/ is not one of the src folders'],
    ['src/features/guides/planted.ts', "import { buildApp } from '../../../server/app';\nexport const y = buildApp;\n", 'src must not import server/'],
  ])('makes `npm run lint` fail for a planted %s', async (path, code, message) => {
    expect((await lint(path, code)).join('\n')).toContain(message);
  });
});
