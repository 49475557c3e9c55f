// One lint configuration for the whole repository (flat config, type-aware).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const root = import.meta.dirname;

/**
 * Import boundaries, with ESLint's own rule (no resolver needed): a web feature imports only
 * common/, domain/, layout/ and the contract, never another feature; web/src/domain/ (the shop's
 * pieces several features share) imports only common/ and the contract; a server module reaches
 * another module only through that module's index.ts; contract/, server/ and web/ never import each
 * other's sources. Tests may also import the app's providers.
 */
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noServer = { regex: '(^|/)server/src', message: 'The web app reaches the server only through the API.' };
const featureOnly = 'A feature imports only common/, domain/, layout/ and the contract; move what is shared to domain/ or common/.';
const domainOnly = 'domain/ imports only common/ and the contract.';
const boundaries = [
  {
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: restrictImports(
      { regex: '^\\.\\./[^.]', message: featureOnly },
      { regex: '^\\.\\./\\.\\./(?!(common|domain|layout)/)', message: featureOnly },
      noServer,
    ),
  },
  {
    files: ['web/src/features/*/*.test.{ts,tsx}'],
    rules: restrictImports(
      { regex: '^\\.\\./[^.]', message: featureOnly },
      { regex: '^\\.\\./\\.\\./(?!(common|domain|layout)/|Providers$)', message: featureOnly },
      noServer,
    ),
  },
  {
    files: ['web/src/domain/*/*.{ts,tsx}'],
    rules: restrictImports(
      { regex: '^\\.\\./[^.]', message: domainOnly },
      { regex: '^\\.\\./\\.\\./(?!common/)', message: domainOnly },
      noServer,
    ),
  },
  {
    files: ['web/src/domain/*/*.test.{ts,tsx}'],
    rules: restrictImports(
      { regex: '^\\.\\./[^.]', message: domainOnly },
      { regex: '^\\.\\./\\.\\./(?!common/|Providers$)', message: domainOnly },
      noServer,
    ),
  },
  {
    files: ['web/src/{common,layout}/**/*.{ts,tsx}', 'web/src/*.{ts,tsx}'],
    rules: restrictImports(
      { regex: '^(\\.\\./)+(features|domain)/', message: 'common/ and layout/ import no feature and no domain piece.' },
      noServer,
    ),
  },
  {
    files: ['server/src/modules/*/*.ts'],
    rules: restrictImports(
      { regex: '^\\.\\./[^./][^/]*/(?!index$)', message: "A module reaches another module only through that module's index.ts." },
      { regex: '(^|/)web/src', message: 'The server does not import the web app.' },
    ),
  },
  // The server's layers: lib ← db ← modules → http, and pdf renders only (a document in, bytes out).
  {
    files: ['server/src/lib/**/*.ts'],
    rules: restrictImports(
      { regex: '^\\.\\./', message: 'lib/ is pure code: it imports nothing of the app.' },
      { regex: '^(fastify|@fastify/|kysely|pg|better-sqlite3)', message: 'lib/ is pure code: no HTTP, no database.' },
    ),
  },
  {
    files: ['server/src/db/**/*.ts'],
    rules: restrictImports(
      { regex: '(^|/)(modules|http|pdf)(/|$)', message: 'db/ is below the modules: it imports only lib/ and itself.' },
      { regex: '^(fastify|@fastify/)', message: 'db/ knows nothing of HTTP.' },
    ),
  },
  {
    // A released migration never changes: it holds what it needs, shared only through support.ts.
    files: ['server/src/db/migrations/*.ts'],
    ignores: ['server/src/db/migrations/index.ts'],
    rules: restrictImports(
      { regex: '^\\./(?!support$)', message: 'A migration never imports another migration: copy what it needs into it.' },
      { regex: '^\\.\\./(?!dialect$|\\.\\./lib/)', message: 'A migration imports only support.ts, lib/ and kysely.' },
      { regex: '^(fastify|@fastify/)', message: 'db/ knows nothing of HTTP.' },
    ),
  },
  {
    files: ['server/src/pdf/**/*.ts'],
    rules: restrictImports(
      { regex: '(^|/)(modules|http|db)(/|$)', message: 'pdf/ renders a document given to it: no SQL, no HTTP.' },
      { regex: '^(fastify|@fastify/|kysely|pg|better-sqlite3)', message: 'pdf/ renders only: no HTTP, no database.' },
    ),
  },
  {
    files: ['server/src/http/**/*.ts'],
    rules: restrictImports({ regex: '(^|/)modules(/|$)', message: 'http/ is the plumbing the modules use; it imports no module.' }),
  },
  {
    files: ['contract/src/**/*.ts'],
    rules: restrictImports({ regex: '(^|/)(server|web)/', message: 'The contract depends on nothing of the server or the web app.' }),
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'bench/.data/**', 'server/data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Every text a user reads goes through the catalogues (web/src/locales): JSX text and the
    // attributes that are read or heard must be t('…') calls, not literals.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/common/list/pickerTesting.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'aria-label',
              'description',
              'alt',
              'nothingFoundMessage',
              'submitLabel',
              'addLabel',
              'emptyText',
              'caption',
              'name',
              'labels',
              'okLabel',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·×−—%]+', 'Hanout', 'DH'] },
        },
      ],
    },
  },
  {
    // Tests read answers as untyped JSON; asserting on them is their purpose.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  ...boundaries,
  prettier,
);
