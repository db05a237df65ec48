// ESLint flat config: typescript-eslint, React hooks, jsx-a11y, and the import boundaries of the design
// (in the manner of bulletproof-react): features never import each other; core/ is pure and imports
// nothing from web/, mock/ or reference-server/; mock/ and reference-server/ are thin adapters over core/
// that import neither web/ nor each other; themes/ (page designs) imports core/ and react only, and the three may import it. Formatting is Prettier's job (eslint-config-prettier last).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'dashboard',
  'demo-mode',
  'demo-pages',
  'home',
  'legal',
  'not-found',
  'payment',
  'questionnaire',
  'review',
  'thank-you',
];

/** One zone per feature: nothing in it may import another feature (shared code lives in web/src/lib or components). */
const featureZones = FEATURES.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'Features never import each other: move what they share to web/src/lib or web/src/components.',
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-demo/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'data/',
      '.tmp/',
      'bench-results/',
      'web/public-demo/mockServiceWorker.js',
      // Generated from openapi.yaml by `npm run gen:api`.
      'core/api/schema.d.ts',
      'core/api/constraints.ts',
      // Generated from the CSS modules of themes/ by `npm run gen:themes`.
      'themes/**/*.css.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './core',
              from: ['./web', './mock', './reference-server', './tracker', './contract', './e2e'],
              message: 'core/ is pure domain logic shared by every adapter: it imports nothing from them.',
            },
            {
              // themes/ is shared by web/, mock/ and reference-server/ (a published page renders in all three):
              // it imports core/ and react only.
              target: './themes',
              from: ['./web', './mock', './reference-server', './tracker', './contract', './e2e'],
              message: 'themes/ renders pages from core/ data with React only: it imports no adapter.',
            },
            {
              target: './mock',
              from: ['./web', './reference-server', './tracker', './contract', './e2e'],
              message: 'mock/ is an adapter over core/ only.',
            },
            {
              target: './reference-server',
              from: ['./web', './mock', './tracker', './contract', './e2e'],
              message: 'reference-server/ is an adapter over core/ only.',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message:
                'Features do not import the app shell (routes, start-up): the app composes features, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // Outside core/, core is imported through its alias (npm run codemod:core-alias rewrites old imports).
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+core(/|$)', message: "Import core through its alias: '@core/...'." }] },
      ],
    },
  },
  {
    // A theme ships in every demo page and published page. The @core/sites barrel also exports the draft
    // generator, and with it the interviewer's 8 000 comuni rode into seven demo pages (67-70 kB gzip of
    // their own JavaScript, 18-21 kB with module imports): themes import core/sites' modules.
    files: ['themes/**/*.{ts,tsx}'],
    ignores: ['themes/**/*.test.{ts,tsx}', 'themes/**/*.fixture.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@core/sites',
              allowTypeImports: true,
              message: "A theme imports core/sites' modules ('@core/sites/colour'…), not the barrel.",
            },
          ],
          patterns: [{ regex: '^(\\.\\./)+core(/|$)', message: "Import core through its alias: '@core/...'." }],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/**/*.tsx', '.storybook/**/*.tsx', 'themes/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable regions, logs and code samples take tabIndex={0} on purpose: keyboard users must be able
      // to scroll them (axe's scrollable-region-focusable), and each has a role and an accessible name.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region', 'log'] }],
    },
  },
  {
    // Test harnesses render probe components that record what they saw into test-scoped variables; the
    // React Compiler's purity rule for render is about components that ship, not these probes.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/globals': 'off' },
  },
  prettier,
);
