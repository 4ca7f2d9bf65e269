import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys through the real UI, in the system Chromium, against the built app
 * started by e2e/global-setup.ts on a free port (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL / DATABASE_URL is set).
 */
export default defineConfig({
  testDir: 'e2e',
  // Playwright's journeys are the *.spec.ts files; e2e/engines/*.test.ts are Vitest's (issue 51).
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A journey that takes 9–10 s alone took 32 s in CI, two browsers and the server (with
  // its photo thread) sharing two cores: the budget is for a stuck test, not a slow one;
  // each step still fails on its own 7 s expectation.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'fr-CH',
    timezoneId: 'Europe/Zurich',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true },
      testIgnore: /(desktop|economy|partner|first-screen)\.spec\.ts/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /desktop\.spec\.ts/,
    },
    {
      // The operator's amounts, campaigns and offers change what every wash pays and
      // unlocks (a new level-1 offer notifies every first wash): after the others.
      name: 'economy',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true },
      testMatch: /(economy|partner)\.spec\.ts/,
      dependencies: ['mobile', 'desktop'],
    },
    {
      // The first screen's main-thread guard measures one browser alone: after every other.
      name: 'first-screen',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true },
      testMatch: /first-screen\.spec\.ts/,
      dependencies: ['mobile', 'desktop', 'economy'],
    },
  ],
});
