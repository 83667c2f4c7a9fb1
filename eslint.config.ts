// One ESLint configuration for the whole tree (packages, apps, benchmarks, tests, scripts), run by
// `npm run lint` before the tests. Formatting is Prettier's job: eslint-config-prettier comes last
// so that no rule here argues with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Build outputs and generated files (.gitignore's node_modules, dist, storybook-static too).
  globalIgnores([
    '**/node_modules/',
    '.tools/',
    '**/dist/',
    '**/build/',
    '**/coverage/',
    '**/storybook-static/',
    '**/.react-router/',
    // Builds kept for side-by-side measurements (perf's --build-dir).
    '**/.cache/',
    'apps/portal/src/locales/',
    'apps/portal/e2e/screenshots/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  // React code: .tsx and hooks of their own in use-*.ts (Effect's Service.use and vitest's fixtures are not hooks).
  { files: ['**/*.tsx', '**/use-*.ts'], extends: [reactHooks.configs.flat['recommended-latest']] },
  { files: ['**/*.tsx'], extends: [jsxA11y.flatConfigs.recommended] },
  {
    languageOptions: {
      // The tree mixes server, browser and test code; TypeScript (not no-undef) checks names in .ts.
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for a signature's position).
      // Effect.gen and Effect.fn take generators by design; one that returns without yielding is fine.
      'require-yield': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // The fake-actor kits and the playgrounds take machines and actors of every type, the way XState's own
    // Any* types do (an actor's input and output sit on both sides of a function, so `unknown` does not fit).
    files: ['packages/machines/testing/**', 'packages/machines/test/**', 'apps/storybook/src/playground/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
