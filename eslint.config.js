import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries, pureCore, sqlInRepositories } from './lint/architecture.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Code the architecture rules must reject, linted on purpose by lint/architecture.test.ts.
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The domain's tsconfig leaves its vitest config out: that file needs Node's types, the rules must not.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'packages/domain/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Matchers such as expect.any() are typed `any` by design.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Event handlers passed to JSX props may return promises (react-hook-form's handleSubmit).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['packages/domain/**/*.ts', 'packages/contracts/**/*.ts'],
    languageOptions: { globals: {} },
  },
  // Import direction (lint/architecture.js): the server's and the web's features.
  featureBoundaries({ root: 'apps/server/src', shared: ['platform'] }),
  featureBoundaries({ root: 'apps/web/src', shared: ['lib', 'components'], top: ['app'] }),
  pureCore(['packages/domain/src/**/*.ts']),
  // Services and routes hand their transaction to repository functions (lint/architecture.js).
  sqlInRepositories({ root: 'apps/server/src', allow: ['db/**', '**/*.test.ts', '**/test-fixtures.ts'] }),
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
