import type { Browser } from '@playwright/test';
import { expect, memberWithOneWash, test } from './fixtures';

/**
 * The first screen's guard (issue 49, decisions 0036 and 0039): the main thread's long tasks
 * while a signed-in member's /, /leaderboard and /profile load on a mid-range phone, summed
 * past 50 ms each as Lighthouse's total blocking time is.
 *
 * A mid-range phone is this machine's CPU slowed down 4×, as Lighthouse's mobile audit
 * simulates it: each top-level task of the page's main thread (Chromium's trace) counts for
 * 4× the CPU time its thread spent in it. CPU time, not the task's wall time: a shared
 * two-core machine (the server, the browser's other processes, CI's other jobs) stretches
 * wall time at random. Under CDP throttling (wall time, decision 0036) one build's medians
 * swung by ±100 ms between runs and e38e222's overlapped today's; on CPU time a page's
 * median stays within a few tens of milliseconds from run to run.
 *
 * Measured on this project's two-core machine, medians of 7 loads, several runs (decision 0039):
 *
 * | page         | e38e222 (issue 49 filed) | 15c9d02 (decision 0036) | now (decision 0039) |
 * | ------------ | ------------------------ | ----------------------- | ------------------- |
 * | /            | 44–70 ms                 | 19–45 ms                | 19–39 ms            |
 * | /leaderboard | 48–87 ms                 | 24–50 ms                | 23–32 ms            |
 * | /profile     | 81–192 ms                | 32–82 ms                | 20–46 ms            |
 *
 * /profile rendered once per answer on e38e222 (four renders), then built twelve Intl
 * objects for its birthday months; / and /leaderboard were already short there. /profile's
 * budget fails e38e222 in every run; / and /leaderboard's catch a slide back towards what
 * issue 49 reported, with room for this machine's swings.
 */
const BUDGET_MS = { '/': 100, '/leaderboard': 80, '/profile': 70 } as const;
const LOADS = 7;
const CPU_SLOWDOWN = 4;
/** After the network is idle: the service worker registers when the browser is idle, within 3 s. */
const SETTLE_MS = 3_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The renderer main threads' top-level tasks, with the CPU time each took (ms). */
function mainThreadTasks(events: TraceEvent[]): number[] {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts);
  // A task nested in another (both names mark one task on some builds) is counted once.
  const topLevel: TraceEvent[] = [];
  for (const task of tasks) {
    const outer = topLevel.at(-1);
    if (outer && outer.pid === task.pid && outer.tid === task.tid && task.ts < outer.ts + (outer.dur ?? 0))
      continue;
    topLevel.push(task);
  }
  return topLevel.map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
}

async function blockingTime(browser: Browser, baseURL: string, path: string, storageState: string) {
  const context = await browser.newContext({ baseURL, storageState, locale: 'fr-CH' });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const slowed = mainThreadTasks(trace.traceEvents).map((cpu) => cpu * CPU_SLOWDOWN);
    return {
      blocking: Math.round(slowed.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
      longTasks: slowed.filter((duration) => duration > 50).map(Math.round),
    };
  } finally {
    await context.close();
  }
}

// Without Playwright's trace and screenshots, whose recording runs on the page's main thread.
test.use({ trace: 'off', screenshot: 'off' });

test('a signed-in member’s first screen, leaderboard and profile block a mid-range phone’s main thread within budget', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const storageState = await memberWithOneWash(page, testInfo.outputPath('member.json'));

  const medians: Record<string, number> = {};
  for (const path of Object.keys(BUDGET_MS) as (keyof typeof BUDGET_MS)[]) {
    const loads = [];
    for (let load = 0; load < LOADS; load += 1)
      loads.push(await blockingTime(browser, baseURL as string, path, storageState));
    const sorted = loads.map((load) => load.blocking).sort((a, b) => a - b);
    medians[path] = sorted[Math.floor(LOADS / 2)] as number;
    const tasks = loads.map((load) => load.longTasks.join(' + ') || '—').join(' | ');
    console.log(
      `first screen ${path}: ${medians[path]} ms blocking (loads ${sorted.join(', ')}; long tasks ${tasks})`,
    );
  }
  for (const path of Object.keys(BUDGET_MS) as (keyof typeof BUDGET_MS)[])
    expect(
      medians[path],
      `${path}: long tasks past 50 ms each at ${CPU_SLOWDOWN}× CPU, median of ${LOADS} loads`,
    ).toBeLessThanOrEqual(BUDGET_MS[path]);
});
