/**
 * End-to-end journeys through the real UI, in the system Chromium, against the built app
 * started by e2e/global-setup.ts on a free port (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL / DATABASE_URL is set).
 */
declare const _default: import("playwright/test").PlaywrightTestConfig<{}, {}>;
export default _default;
