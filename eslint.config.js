import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { importZones } from './eslint/import-zones.js';

const root = dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', '.test-data', 'node_modules', 'coverage', '.tsbuild', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'import-zones': importZones } } },
    rules: {
      'local/import-zones': ['error', { root }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
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
