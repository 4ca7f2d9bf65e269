import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.readdirSync('apps/web/src/features');

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Features never import each other; route files in app/ compose them (bulletproof-react).
  // Imports across folders use '@/…', so the boundaries are checked on those paths.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'A feature does not import another feature: compose them in a route of app/.',
            },
            { group: ['@/app', '@/app/*'], message: 'Features do not import the app layer.' },
            { group: ['../../*'], message: 'Use an @/ import to leave a feature folder.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app', '@/app/*'],
              message: 'Shared components and lib do not depend on features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@app/api', '@app/api/*', '@app/web', '@app/web/*', '**/apps/**'],
              message: 'Shared code depends on no app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their (empty) dependencies.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // One clock serves every rule: only lib/clock.ts reads the system time.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/lib/clock.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use the clock (app.clock.now()), not Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use the clock (app.clock.now()), not new Date().',
        },
      ],
    },
  },
);
