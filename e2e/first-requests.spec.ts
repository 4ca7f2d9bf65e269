import type { Page } from '@playwright/test';
import { expect, memberWithOneWash, test } from './fixtures';

/**
 * A first screen asks for each of its answers once (issue 49). The page's data asked for
 * before the kept copy was restored used to be marked stale by that restore, so every
 * screen fetched it a second time and rendered each answer again: long tasks on a phone.
 */

/**
 * What the event stream makes every page ask for again when another member washes
 * (ranking.changed, affluence.changed): the suite's other tests wash meanwhile.
 */
const LIVE = /^\/api\/(leaderboard\/|stations\/affluence$)/;

/** The API calls (path and query) the page makes until it is quiet, with their counts. */
async function apiCalls(page: Page, path: string) {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/events' || LIVE.test(url.pathname))
      return;
    const key = `${request.method()} ${url.pathname}${url.search}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The queries' mounts and any refetch they would start come within this.
  await page.waitForTimeout(1_500);
  return calls;
}

test('a member’s screens ask for each answer once, first visit and with a kept copy', async ({
  page,
  browser,
}, testInfo) => {
  const storageState = await memberWithOneWash(page, testInfo.outputPath('member.json'));

  for (const path of ['/profile', '/', '/leaderboard', '/add-wash']) {
    // A first visit on this device: no kept copy.
    const context = await browser.newContext({ storageState });
    const first = await context.newPage();
    const calls = await apiCalls(first, path);
    expect(calls.get('GET /api/auth/me'), `${path}: /api/auth/me`).toBe(1);
    for (const [call, count] of calls) expect(count, `${path}, first visit: ${call}`).toBe(1);
    // Reloaded with the copy the first visit kept: what it brings is asked for again, once.
    await first.waitForTimeout(1_200);
    const again = await context.newPage();
    const reloaded = await apiCalls(again, path);
    expect(reloaded.get('GET /api/auth/me'), `${path}, reloaded: /api/auth/me`).toBe(1);
    for (const [call, count] of reloaded) expect(count, `${path}, reloaded: ${call}`).toBe(1);
    await context.close();
  }
});
