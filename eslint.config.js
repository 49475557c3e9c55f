// One lint configuration for the whole repository (flat config, type-aware).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const root = import.meta.dirname;
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = folders('web/src/features');
const serverModules = folders('server/src/modules');

/**
 * Import boundaries: a web feature imports only common/, layout/ and the contract, never another
 * feature; a server module reaches another module only through that module's index.ts.
 */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature imports only common/, layout/ and the contract; move what is shared to common/.',
  })),
  ...serverModules.map((module) => ({
    target: `./server/src/modules/${module}`,
    from: './server/src/modules',
    except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: "A module reaches another module only through that module's index.ts.",
  })),
  { target: './web/src', from: './server' },
  { target: './server/src', from: './web' },
  { target: './contract/src', from: ['./server', './web'] },
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['server/tsconfig.json', 'web/tsconfig.json', 'bench/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
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
  prettier,
);
