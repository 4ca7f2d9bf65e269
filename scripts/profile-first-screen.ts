/**
 * `npm run profile:first-screen -- [/path …]`: what the main thread does while a member's
 * first screen loads, as a mid-range phone runs it (Chromium at 4× CPU slowdown, the
 * system Chromium). Starts the built app on a fresh data directory, signs a member up with
 * one wash, loads each page as a first visit (a new browser, the session cookie set), and
 * prints its long tasks (start, duration) and the functions that took the most time in them
 * (self time, by script), from Chromium's CPU profile. Decision 0036 reads these.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { signUp, waitForOk } from '../bench/support';
import { photoDataUrl } from '../apps/api/src/testing/photos';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = 3971;
const base = `http://127.0.0.1:${port}`;
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/leaderboard'];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: Record<string, unknown> & { cpuProfile?: CpuProfileChunk; timeDeltas?: number[] };
  };
}
interface CpuProfileChunk {
  nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
}

/** A function's place, short: its name and its script (the hash taken off). */
const frameKey = (frame: { functionName: string; url: string; lineNumber: number }) =>
  `${frame.functionName || '(anonymous)'} ${frame.url ? frame.url.replace(base, '').replace(/-[\w-]{8}\.js$/, '.js') : '(native)'}`;

async function profilePage(pathName: string, cookies: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'fr-CH' });
    // Every cookie of the sign-up: the session and its readable marker (without the marker
    // the app does not ask for the member and shows the sign-in screen).
    await context.addCookies(
      cookies.split('; ').map((pair) => ({
        name: pair.slice(0, pair.indexOf('=')),
        value: pair.slice(pair.indexOf('=') + 1),
        url: base,
      })),
    );
    const page = await context.newPage();
    // PROFILE_CSS_STRIP="a|b": those texts taken out of the style sheets (to weigh a rule).
    const strip = process.env.PROFILE_CSS_STRIP?.split('|') ?? [];
    if (strip.length > 0)
      await page.route('**/*.css', async (route) => {
        const response = await route.fetch();
        let body = await response.text();
        for (const text of strip) body = body.replaceAll(text, '');
        await route.fulfill({ response, body });
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'toplevel',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(`${base}${pathName}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    // The page's main thread: the one that parsed our page's HTML.
    const parsed = events.find(
      (event) =>
        event.name === 'ParseHTML' &&
        String((event.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? '').startsWith(
          base,
        ),
    );
    if (!parsed) throw new Error('no trace of the page parsing its HTML');
    const busiest = { pid: parsed.pid, tid: parsed.tid };
    const onMain = (event: TraceEvent) => event.pid === busiest.pid && event.tid === busiest.tid;
    const navigation = events.find((event) => onMain(event) && event.name === 'navigationStart')?.ts ?? 0;
    const tasks = events
      .filter((event) => onMain(event) && event.name === 'RunTask' && (event.dur ?? 0) > 50_000)
      .sort((a, b) => a.ts - b.ts);
    // The sampled stacks, in the trace's clock: each sample's leaf, at its time.
    const nodes = new Map<number, { functionName: string; url: string; lineNumber: number }>();
    const samples: { ts: number; node: number }[] = [];
    let clock = 0;
    for (const event of events.filter(
      (candidate) => candidate.name === 'Profile' || candidate.name === 'ProfileChunk',
    )) {
      if (event.pid !== busiest.pid) continue;
      const data = event.args?.data as
        { startTime?: number; cpuProfile?: CpuProfileChunk; timeDeltas?: number[] } | undefined;
      if (event.name === 'Profile') clock = data?.startTime ?? clock;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
      (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
        clock += data?.timeDeltas?.[index] ?? 0;
        samples.push({ ts: clock, node });
      });
    }
    const blocking = tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000 - 50, 0);
    const total = (name: string) =>
      Math.round(
        events
          .filter((event) => onMain(event) && event.name === name)
          .reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
      );
    console.log(
      `\n${pathName}: Layout ${total('Layout')} ms, UpdateLayoutTree ${total('UpdateLayoutTree')} ms, ` +
        `scripts ${total('FunctionCall') + total('EvaluateScript')} ms, compile ${total('v8.compileModule')} ms, ` +
        `module evaluation ${total('v8.evaluateModule')} ms, Paint ${total('Paint')} ms in all`,
    );
    console.log(`\n${pathName}: ${tasks.length} long tasks, ${Math.round(blocking)} ms blocking (4× CPU)`);
    for (const task of tasks) {
      const from = task.ts;
      const to = task.ts + (task.dur ?? 0);
      // What the task ran, one level down: scripts, timers, events, layout…
      const children = events
        .filter((event) => onMain(event) && event.ts >= from && event.ts < to && event !== task && event.dur)
        .filter(
          (event) =>
            (event.dur ?? 0) >= 2000 &&
            event.name !== 'RunTask' &&
            !event.name.startsWith('ThreadController'),
        );
      const summary = new Map<string, number>();
      for (const child of children) {
        const data = child.args?.data ?? {};
        const what = `${child.name}${
          data.url
            ? ` ${String(data.url)
                .replace(base, '')
                .replace(/-[\w-]{8}\.js$/, '.js')}`
            : ''
        }${data.functionName ? ` ${String(data.functionName)}` : ''}${data.type ? ` ${String(data.type)}` : ''}`;
        summary.set(what, (summary.get(what) ?? 0) + (child.dur ?? 0) / 1000);
      }
      const self = new Map<string, number>();
      for (const sample of samples) {
        if (sample.ts < from || sample.ts >= to) continue;
        const frame = nodes.get(sample.node);
        if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
        const key = frameKey(frame);
        self.set(key, (self.get(key) ?? 0) + 1);
      }
      const top = (map: Map<string, number>, count: number) =>
        [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
      console.log(
        `  at ${Math.round((from - navigation) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms`,
      );
      for (const [what, ms] of top(summary, 6)) console.log(`      ${ms.toFixed(0).padStart(5)} ms  ${what}`);
      const total = [...self.values()].reduce((sum, n) => sum + n, 0);
      console.log(
        `      samples: ${top(self, 6)
          .map(([key, n]) => `${key} ${Math.round((100 * n) / Math.max(1, total))}%`)
          .join(' · ')}`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-profile-'));
  const app = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    await waitForOk(`${base}/api/health`, 120_000);
    const cookie = await signUp(base, 'profil@example.ch', 'Profil');
    const wash = await fetch(`${base}/api/washes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({
        wash_type: 'standard',
        station: 'Cernier I',
        photo_data: await photoDataUrl({ width: 800, height: 600 }),
      }),
    });
    if (wash.status !== 201) throw new Error(`wash: ${wash.status} ${await wash.text()}`);
    for (const pathName of pages) await profilePage(pathName, cookie);
  } finally {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
