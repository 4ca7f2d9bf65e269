import type { Browser } from '@playwright/test';
import { expect, memberWithOneWash, test } from './fixtures';

/**
 * The first screen's guard (issue 49, decision 0036): the main thread's long tasks while a
 * signed-in member's / and /leaderboard load on a mid-range phone (4× CPU slowdown, as
 * Lighthouse's mobile audit), summed past 50 ms each as total blocking time is. Lighthouse
 * itself swings by ±0.1 a run on a shared two-core machine; these sums swing less, but
 * still by ±100 ms between runs of the same build on that machine.
 *
 * Measured on this project's two-core machine (medians of 3 loads, several runs):
 * - e38e222, before decision 0036: / 272–319 ms, /leaderboard 266–355 ms;
 * - after it: / 164–357 ms, /leaderboard 163–273 ms. Most of what is left is one task:
 *   V8 compiling React DOM (210 kB), 250–380 ms at 4×.
 * The runs overlap, so the budget cannot sit between them without failing at random: it
 * catches a slide back towards what issue 49 found (six long tasks of 120–340 ms and a
 * 300 ms one, over 1 s of blocking at 4×), with room for this machine's noise.
 */
const BUDGET_MS = { '/': 400, '/leaderboard': 400 } as const;
const LOADS = 5;
/** The page is idle once no long task has started for this long. */
const QUIET_MS = 1_500;

// Alone on the machine (its own project, after the others), and without Playwright's
// trace and screenshots, whose recording runs on the page's main thread too.
test.use({ trace: 'off', screenshot: 'off' });

async function blockingTime(browser: Browser, baseURL: string, path: string, storageState: string) {
  const context = await browser.newContext({ baseURL, storageState, locale: 'fr-CH' });
  try {
    // Every long task from the navigation on, buffered before the page's own scripts run.
    await context.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const read = () =>
      page.evaluate(
        () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      );
    let tasks = await read();
    for (let seen = -1; seen !== tasks.length;) {
      seen = tasks.length;
      await page.waitForTimeout(QUIET_MS);
      tasks = await read();
    }
    return {
      blocking: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
      tasks: tasks.map((task) => Math.round(task.duration)),
    };
  } finally {
    await context.close();
  }
}

test('a signed-in member’s first screen and leaderboard block a mid-range phone’s main thread within budget', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const storageState = await memberWithOneWash(page, testInfo.outputPath('member.json'));

  const medians: Record<string, number> = {};
  for (const path of Object.keys(BUDGET_MS) as (keyof typeof BUDGET_MS)[]) {
    const loads = [];
    for (let load = 0; load < LOADS; load += 1)
      loads.push(await blockingTime(browser, baseURL as string, path, storageState));
    const sorted = loads.map((load) => load.blocking).sort((a, b) => a - b);
    medians[path] = sorted[Math.floor(LOADS / 2)] as number;
    const tasks = loads.map((load) => load.tasks.join(' + ')).join(' | ');
    console.log(
      `first screen ${path}: ${medians[path]} ms blocking (loads ${sorted.join(', ')}; long tasks ${tasks})`,
    );
  }
  for (const path of Object.keys(BUDGET_MS) as (keyof typeof BUDGET_MS)[])
    expect(
      medians[path],
      `${path}: long tasks past 50 ms each, median of ${LOADS} loads`,
    ).toBeLessThanOrEqual(BUDGET_MS[path]);
});
