// Lint rules that keep the architecture honest: services never import each other, the web imports only
// `shared` from the backend side, and no test is left skipped or focused.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const OTHER_SERVICES = ['accounts', 'tournaments', 'imports', 'matches', 'standings', 'payments', 'live', 'scheduling'];

const serviceBoundaries = OTHER_SERVICES.map((service) => ({
  files: [`services/${service}/**/*.ts`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: OTHER_SERVICES.filter((other) => other !== service).map((other) => `@pitchside/${other}`).concat(['@pitchside/web', '@pitchside/infra', '@pitchside/tests']), message: 'Services do not import each other: share through services/core or shared.' },
        { group: ['../../*/src/**', '../../../*/src/**'], message: 'Services do not import each other by path.' },
        { group: ['@aws-sdk/*'], message: 'AWS SDK calls live in services/core adapters only.' },
      ],
    }],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'cdk.out/**', '.local/**', 'test-results/**', 'playwright-report/**', 'web/src/route-tree.gen.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(skip|only)$/]", message: 'No skipped or focused tests.' },
        { selector: "CallExpression[callee.name=/^(xit|xdescribe|fit|fdescribe)$/]", message: 'No skipped or focused tests.' },
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
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@pitchside/core', '@pitchside/core/*', '@pitchside/infra', '@pitchside/infra/*', '@pitchside/accounts', '@pitchside/*/handler', '@aws-sdk/*', '**/services/**', '**/infra/**'], message: 'The web imports only @pitchside/shared from the backend side.' },
        ],
      }],
    },
  },
  {
    files: ['services/core/**/*.ts'],
    ignores: ['services/core/src/aws/**', 'services/core/src/data/**', 'services/core/src/messaging/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'A use case never imports an AWS SDK client: take a port as an argument.' }] }],
    },
  },
);
