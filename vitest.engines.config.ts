import { defineConfig } from 'vitest/config';

/**
 * The customer's journeys in Firefox ESR and WebKitGTK (issue 51, e2e/engines/), against the
 * built app: `npm run test:engines`, under xvfb-run (WebKitGTK's MiniBrowser needs a display).
 */
export default defineConfig({
  test: {
    name: 'engines',
    include: ['e2e/engines/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
