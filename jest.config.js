// One Jest config, one project per test layer. @swc/jest strips types (tsc checks them separately);
// jose, @middy and react-intl (with its @formatjs parts) are ESM-only, so they are transformed too.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }];
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@middy|react-intl|@formatjs|intl-messageformat)/)'],
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/shared/src/**/*.test.ts',
        '<rootDir>/services/*/src/**/*.test.ts',
        '<rootDir>/web/src/**/*.test.ts?(x)',
        '<rootDir>/web/build/**/*.test.ts',
        '<rootDir>/tests/{support,bench/support}/**/*.test.ts',
      ],
    },
    { ...common, displayName: 'infra', testMatch: ['<rootDir>/infra/**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', '/cdk.out/'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/tests/integration/**/*.test.ts'] },
  ],
};
