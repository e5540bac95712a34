// ESLint flat config (ARCHITECTURE.md, quality): typescript-eslint type-checked, react-hooks,
// jsx-a11y, and import zones (client ↛ server, server ↛ client, shared ↛ both; features are
// islands, components/ and lib/ never import a feature, server modules meet through services; no
// import cycles: eslint/layout-plugin.js).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layout from './eslint/layout-plugin.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'src/server/db/migrations/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'eslint/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Fastify plugins and route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Resolved by file, not by specifier text, so `../other-feature/x` is caught like `@/features/x`.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layout },
    rules: { 'layout/import-zones': 'error', 'layout/no-cycle': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@server/*'], message: 'The client may not import server code.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '@/*'], message: 'The server may not import client code.' }] },
      ],
      // A built string as `replace`'s replacement reads `$&`, `$'`, `` $` `` in user text as patterns.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/] > TemplateLiteral[expressions.length>0]:nth-child(2)',
          message: 'Use replaceVerbatim (lib/html.ts) or a function replacer: `$` patterns in user text would be read.',
        },
      ],
    },
  },
  {
    // One service signature (src/server/modules/README.md): a service takes `Db` or a ServiceContext
    // (lib/context.ts) first, never the Fastify instance. Routes and the root plugin of a module may.
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.test.ts', 'src/server/modules/system-status/sampler.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/client/**', '@/*'], message: 'The server may not import client code.' }],
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyInstance'],
              message: 'A service takes Db or ServiceContext (lib/context.ts) first, not the Fastify instance.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/server/**', '@/*'],
              message: 'shared/ is isomorphic: no client or server imports.',
            },
            {
              group: ['node:*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'shared/ may not depend on Node, React or Drizzle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  // The config itself imports untyped plugins; type-aware rules have nothing to check there.
  { files: ['eslint.config.js', 'eslint/*.js'], ...tseslint.configs.disableTypeChecked },
);
