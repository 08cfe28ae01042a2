// Lint rules that keep the architecture honest: services never import each other, web features never
// import each other, the web imports only `shared` from the backend side, files and functions stay a
// readable size, and no test is left skipped or focused.
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every service but core (what they share), read from the tree: a new service is bounded the day it is added.
const SERVICES_DIR = new URL('./services/', import.meta.url);
const OTHER_SERVICES = fs
  .readdirSync(SERVICES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core' && fs.existsSync(new URL(`${entry.name}/package.json`, SERVICES_DIR)))
  .map((entry) => entry.name);

const serviceBoundaries = OTHER_SERVICES.map((service) => ({
  files: [`services/${service}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: OTHER_SERVICES.filter((other) => other !== service)
              .map((other) => `@pitchside/${other}`)
              .concat(['@pitchside/web', '@pitchside/infra', '@pitchside/tests']),
            message: 'Services do not import each other: share through services/core or shared.',
          },
          { group: ['../../*/src/**', '../../../*/src/**'], message: 'Services do not import each other by path.' },
          { group: ['@aws-sdk/*'], message: 'AWS SDK calls live in services/core adapters only.' },
        ],
      },
    ],
  },
}));

const WEB_BACKEND_IMPORTS = {
  group: ['@pitchside/core', '@pitchside/core/*', '@pitchside/infra', '@pitchside/infra/*', '@pitchside/accounts', '@pitchside/*/handler', '@aws-sdk/*', '**/services/**', '**/infra/**'],
  message: 'The web imports only @pitchside/shared from the backend side.',
};

/*
 * Features do not import each other: what two features need lives in web/src/api (reads and requests
 * several features make, one query key each), web/src/lib or web/src/components (or in shared); pages
 * that compose several features live in web/src/app. Imports flow shared → features → app.
 */
const FEATURES = ['account', 'auth', 'developers', 'home', 'invites', 'matches', 'password-reset', 'payments', 'public', 'scheduling', 'signup', 'teams', 'tournaments', 'users'];

const featureBoundaries = FEATURES.map((feature) => {
  const others = FEATURES.filter((other) => other !== feature);
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_BACKEND_IMPORTS,
            { regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`, message: `Features do not import each other: move what ${feature} needs into web/src/lib, web/src/components or shared.` },
          ],
        },
      ],
    },
  };
});

/*
 * Size: a file or a function past these limits is split by meaning. The API stack stays whole: it is the
 * one place that wires every route to its function, grant and alarm, and reads as that list.
 */
// One path a line, so taking a file off a list is a one-line change.
// prettier-ignore
const LONG_FILES = [
  'infra/lib/stacks/api-stack.ts',
];
// prettier-ignore
const LONG_FUNCTIONS = [];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'cdk.out/**', '.local/**', 'test-results/**', 'playwright-report/**', 'web/src/route-tree.gen.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(skip|only)$/]', message: 'No skipped or focused tests.' },
        { selector: 'CallExpression[callee.name=/^(xit|xdescribe|fit|fdescribe)$/]', message: 'No skipped or focused tests.' },
      ],
    },
  },
  // Plain scripts the web serves as they are (outside the bundle): browser globals, classic script.
  { files: ['web/public/**/*.js'], languageOptions: { globals: { ...globals.browser }, sourceType: 'script' } },
  { files: ['**/*.cjs', 'jest.config.js'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ...serviceBoundaries,
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_BACKEND_IMPORTS] }],
    },
  },
  ...featureBoundaries,
  // Spec §5's number rule on screen: antd's InputNumber drops a letter silently; NumberField says 'Invalid number'.
  {
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(skip|only)$/]', message: 'No skipped or focused tests.' },
        { selector: 'CallExpression[callee.name=/^(xit|xdescribe|fit|fdescribe)$/]', message: 'No skipped or focused tests.' },
        { selector: 'JSXOpeningElement[name.name="InputNumber"]', message: 'A number a person types is a NumberField (components/number-field.tsx): InputNumber drops a letter without a word.' },
      ],
    },
  },
  {
    files: ['web/src/api/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_BACKEND_IMPORTS,
            { regex: '^(\\.\\./)+(features|app|routes)(/|$)', message: 'Shared web code (api, lib, components) imports no feature, app or route: imports flow shared → features → app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', '**/testing/**', 'web/src/route-tree.gen.ts', ...LONG_FILES],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', '**/testing/**', 'web/src/route-tree.gen.ts', ...LONG_FUNCTIONS],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['services/core/**/*.ts'],
    ignores: ['services/core/src/aws/**', 'services/core/src/data/**', 'services/core/src/messaging/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'A use case never imports an AWS SDK client: take a port as an argument.' }] }],
    },
  },
);
