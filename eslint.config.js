import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const CODE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

// Import zones. src/ has only these folders (and its entry, main.tsx): a file anywhere else in
// src/ fails `boundaries/no-unknown-files`, so a new folder is a decision to write down here.
// `domain` is the top-level domain/ beside src/ (the rules the page, the worker and the server
// share; docs/decisions/0286-the-shared-rules-in-domain.md); it imports nothing of ours outside itself.
// Each layer lists what it may import: domain/content -> lib/stores/components -> features -> app.
const SRC_LAYERS = {
  domain: ['domain'],
  content: ['domain', 'content'],
  lib: ['domain', 'content', 'lib', 'stores', 'components'],
  stores: ['domain', 'content', 'lib', 'stores', 'components'],
  components: ['domain', 'content', 'lib', 'stores', 'components'],
  // Each feature is an element of its own: it imports inside itself, never a sibling.
  feature: ['domain', 'content', 'lib', 'stores', 'components'],
  app: ['domain', 'content', 'lib', 'stores', 'components', 'feature', 'app'],
};
const SRC_ELEMENTS = Object.keys(SRC_LAYERS).map((type) =>
  type === 'feature'
    ? { type, pattern: 'src/features/*', capture: ['feature'], partialMatch: false }
    : { type, pattern: type === 'domain' ? 'domain' : `src/${type}`, partialMatch: false },
);

// Third-party clients are imported only where their wrapper lives; everything else uses the wrapper.
const WRAPPED_PACKAGES = [
  {
    names: ['ky', 'idb', 'jwt-decode', 'browser-image-compression', 'workbox-window', 'virtual:pwa-register', '@tanstack/react-query', 'uqr', 'blockly'],
    allowedIn: ['lib'],
  },
  // The simulated microcontroller (src/lib/avr): its code loads with the firmware page only.
  { names: ['avr8js'], allowedIn: ['lib'] },
  // A feature may keep a store of its own where a store is the right tool.
  { names: ['zustand'], allowedIn: ['lib', 'stores', 'features'] },
];
const SRC_FOLDERS = ['domain', 'content', 'lib', 'stores', 'components', 'features', 'app'];

// Code that runs in the service worker or on the server as well as in the page has no React and
// no page HTTP client: the worker has no DOM, and the server has neither. (src/lib's own list of
// refused packages is empty, so src/lib/shared-with-sw's replaces nothing.)
const NO_UI_ZONES = [
  { files: ['sw/**/*.ts'], names: ['react', 'react-dom', 'react-router-dom', 'ky'], where: 'the service worker' },
  { files: ['src/lib/shared-with-sw/**/*.ts'], names: ['react', 'react-dom', 'react-router-dom'], where: 'src/lib/shared-with-sw (shared by the page and the service worker)' },
];
/** domain/ is shared by the page, the worker and the server: its list joins the wrapped packages' (one rule per file). */
const NO_UI_IN_DOMAIN = ['react', 'react-dom', 'react-router-dom'];

function noUiIn({ files, names, where }) {
  const refused = names.map((name) => ({ regex: `^${escapeRegExp(name)}(\\/|$)`, message: `"${name}" must not be imported in ${where}.` }));
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: refused }],
      'no-restricted-syntax': ['error', ...refused.map(({ regex, message }) => ({ selector: `ImportExpression > Literal[value=/${regex}/]`, message }))],
    },
  };
}

/** Kysely's query starts and raw SQL: what only a repository (server/db) writes. */
const QUERY_SYNTAX = [
  "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]",
  "TaggedTemplateExpression[tag.name='sql']",
  "TaggedTemplateExpression[tag.object.name='sql']",
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The packages wrapped elsewhere, refused in the files of one src folder (or the entry), in static and dynamic imports. */
function wrappedPackagesIn(folder) {
  const refused = WRAPPED_PACKAGES.filter(({ allowedIn }) => !allowedIn.includes(folder)).flatMap(({ names, allowedIn }) =>
    names.map((name) => ({
      regex: `^${escapeRegExp(name)}(\\/|$)`,
      message: `"${name}" may be imported only in ${allowedIn.map((f) => `src/${f}`).join(', ')}: use its wrapper there.`,
    })),
  );
  if (folder === 'domain') {
    refused.push(...NO_UI_IN_DOMAIN.map((name) => ({ regex: `^${escapeRegExp(name)}(\\/|$)`, message: `"${name}" must not be imported in domain/ (shared by the page, the worker and the server).` })));
  }
  return {
    files: [folder === 'main.tsx' ? 'src/main.tsx' : folder === 'domain' ? 'domain/**/*.ts' : `src/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: refused }],
      'no-restricted-syntax': ['error', ...refused.map(({ regex, message }) => ({ selector: `ImportExpression > Literal[value=/${regex}/]`, message }))],
    },
  };
}

/** The src folders the service worker compiles with, read from tsconfig.sw.json, so the two cannot drift. */
function serviceWorkerZone(root) {
  const { include = [] } = JSON.parse(readFileSync(join(root, 'tsconfig.sw.json'), 'utf8'));
  return include.filter((path) => path.startsWith('src/')).map((path) => path.replace(/\/$/, ''));
}

function importZones(root) {
  const workerZone = serviceWorkerZone(root);
  return [
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': CODE_EXTENSIONS,
        'import-x/resolver-next': [createNodeResolver({ extensions: CODE_EXTENSIONS })],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              { target: './src', from: ['./server', './sw'], message: 'src must not import server/ or sw/: share code through domain/.' },
              {
                target: './server',
                from: './src',
                except: ['./content'],
                message: 'the server may import only domain/ and src/content.',
              },
              // The server's layers: routes → services → repositories (server/db) → the database.
              {
                target: './server/routes',
                from: './server/db',
                except: ['./schema.ts'],
                message: 'a route calls services: it must not import a repository or the database (row types from server/db/schema.ts only).',
              },
              {
                target: './server/services',
                from: ['./server/routes', './server/plugins'],
                message: 'a service must not import a route or a plugin: routes and plugins call services.',
              },
              {
                target: './server/db',
                from: ['./server/services', './server/routes', './server/plugins'],
                message: 'a repository reads and writes the database: it must not import a service, a route or a plugin.',
              },
              {
                target: './sw',
                from: './src',
                except: workerZone.map((path) => path.replace(/^src\//, './')),
                message: `the service worker may import only what tsconfig.sw.json includes (${workerZone.join(', ') || 'nothing from src'}).`,
              },
            ],
          },
        ],
      },
    },
    {
      // domain/ imports nothing of ours outside itself: the page, the worker and the server each
      // take it whole. Its tests may read src/content to check the rules against the real catalogue.
      files: ['domain/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [{ target: './domain', from: '.', except: ['./domain', './node_modules'], message: 'domain/ must not import anything of ours outside domain/: the page, the worker and the server share it.' }],
          },
        ],
      },
    },
    {
      // Type-only imports and import() cannot form a load cycle. Test files are leaves (nothing
      // imports them), so no cycle runs through them; walking the graph from each of them more
      // than doubled the rule's time.
      files: ['domain/**', 'src/**', 'server/**', 'sw/**', 'scripts/**', 'tests/helpers/**'],
      ignores: ['**/*.test.*'],
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': root,
        'boundaries/elements': SRC_ELEMENTS,
        'boundaries/files': [{ category: 'entry', pattern: 'src/main.tsx' }],
        'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
        'import/resolver': { node: { extensions: CODE_EXTENSIONS } },
      },
      rules: {
        'boundaries/no-unknown-files': 'error',
        'boundaries/dependencies': [
          'error',
          {
            default: 'disallow',
            message: '{{from.file.path}} must not import {{to.file.path}}: layers flow domain/content → lib/stores/components → features → app.',
            policies: [
              { from: { file: { categories: 'entry' } }, allow: { to: { element: { types: { anyOf: Object.keys(SRC_LAYERS) } } } } },
              ...Object.entries(SRC_LAYERS).map(([type, allowed]) => ({
                from: { element: { type } },
                allow: { to: { element: { types: { anyOf: allowed } } } },
              })),
              {
                from: { element: { type: 'feature' } },
                disallow: { to: { element: { type: 'feature' } } },
                message: 'feature "{{from.element.captured.feature}}" must not import feature "{{to.element.captured.feature}}": compose them in src/app.',
              },
              {
                from: { element: { type: '*' } },
                disallow: { to: { file: { categories: 'entry' } } },
                message: '{{from.file.path}} must not import the entry file src/main.tsx.',
              },
            ],
          },
        ],
      },
    },
    ...[...SRC_FOLDERS, 'main.tsx'].map(wrappedPackagesIn),
    ...NO_UI_ZONES.map(noUiIn),
    {
      // A route answers from what a service returns: queries live in repositories.
      files: ['server/routes/**/*.ts'],
      rules: { 'no-restricted-syntax': ['error', ...QUERY_SYNTAX.map((selector) => ({ selector, message: 'a route must not run a query: call a service, which calls a repository.' }))] },
    },
    {
      // A service decides; the repository it calls (server/db/repositories, named by what it reads) queries.
      files: ['server/services/**/*.ts'],
      rules: { 'no-restricted-syntax': ['error', ...QUERY_SYNTAX.map((selector) => ({ selector, message: 'a service must not start a query: move it into a repository (server/db/repositories).' }))] },
    },
  ];
}

/** The whole config for a project at `root`; the import-rules test lints planted projects with it. */
export function projectConfig(root) {
  return tseslint.config(
    { ignores: ['dist', 'dist-server', 'data', '.test-data', 'node_modules', 'coverage', '.tsbuild', 'public'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
        '@typescript-eslint/consistent-type-imports': 'error',
        'no-console': 'off',
      },
    },
    ...importZones(root),
    {
      files: ['src/**/*.{ts,tsx}'],
      languageOptions: { globals: globals.browser },
      plugins: { 'react-hooks': reactHooks },
      rules: { ...reactHooks.configs.recommended.rules },
    },
    {
      files: ['sw/**/*.ts'],
      languageOptions: { globals: globals.serviceworker },
    },
    {
      files: ['server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{js,mjs}', 'eslint/**/*.js', '*.{js,ts}'],
      languageOptions: { globals: globals.node },
    },
  );
}

export default projectConfig(dirname(fileURLToPath(import.meta.url)));
