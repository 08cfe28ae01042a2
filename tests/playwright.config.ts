import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Chromium against a running local cloud (one origin: the web app, /api, /cognito, /ws).
 * No webServer block: `npm test` (tests/run-all.ts) starts the local cloud first and passes its URL in
 * PITCHSIDE_BASE_URL; by hand, run `npm start` and point the tests at it.
 */
const baseURL = process.env.PITCHSIDE_BASE_URL ?? 'http://localhost:5173';

export default defineConfig({
  testDir: './e2e',
  // A folder of its own: Playwright empties its outputDir at start, the other layers' reports live beside it.
  outputDir: '../test-results/e2e',
  // Two browsers at once (each spec file stays in one worker, its tests in order): the specs share the demo
  // organization, so each makes its own tournaments, teams and e-mail addresses and never counts what another
  // made. `PITCHSIDE_E2E_WORKERS=1` runs them one at a time (hunting an interaction between specs).
  workers: Number(process.env.PITCHSIDE_E2E_WORKERS ?? 2),
  fullyParallel: false,
  // On CI a test that fails once runs again and is reported as flaky (the summary counts it) rather than
  // sinking the run; the failure's output stays in the log to be fixed.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The browsers ask for reduced motion, which the app honours (antd without its zooms and slides): a click
    // on a dialog's button or a list's option still moving in landed beside it on a busy machine and was
    // lost (the console's Complete, the Add user dialog). Honest for the product: a setting people use.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // `PITCHSIDE_E2E_TRACE=1` keeps a failed test's trace in test-results/e2e (hunting a flaky test;
    // `npx playwright show-trace <zip>`). Off by default: recording costs every test time.
    trace: process.env.PITCHSIDE_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: `npx playwright install` cannot download browsers here.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
});
