/**
 * Wash submissions with 800×600 JPEG photos (part of `npm run bench`, PostgreSQL):
 * - one at a time: what a member waits for when nobody else is sending;
 * - many at a time (closed loop): the washes a second the instance sustains;
 * - 40 a second arriving on a clock (open loop), while a member's app asks `/api/auth/me`
 *   every 20 ms: the wash's latency and what the rest of the app feels meanwhile.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { buildApp } from '../apps/api/src/app';
import { CAR_DETECTOR_THREAD } from '../apps/api/src/photo-judgement/car';
import { makePhoto, toDataUrl } from '../apps/api/src/testing/photos';
import { percentile, round } from './support';

/** Members the wash parts need: each washes once at each of three stations. */
export const WASH_MEMBERS = 400;
const SEQUENTIAL = 23;
const CLOSED_LOOP = { submissions: 240, concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16) };
const OPEN_LOOP = { perSecond: Number(process.env.BENCH_WASH_RATE ?? 40), seconds: 8 };
const PROBE_EVERY_MS = 20;

type App = Awaited<ReturnType<typeof buildApp>>;

const summary = (samples: number[], last = 95) =>
  `p50 ${round(percentile(samples, 50))} ms  p${last} ${round(percentile(samples, last))} ms`;

const photosFrom = (seed: number, count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) =>
      toDataUrl(await makePhoto({ seed: seed + index, width: 800, height: 600 })),
    ),
  );

/**
 * Each member sends from an address of their own (phones on mobile data): from one address,
 * every wash would be flagged with all the others as « plusieurs comptes, un appareil ».
 */
async function sendWash(app: App, member: number, cookie: string, station: string, photo: string) {
  const begin = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/washes',
    remoteAddress: `10.${(member >> 16) & 255}.${(member >> 8) & 255}.${member & 255}`,
    headers: { cookie },
    payload: { wash_type: 'standard', station, photo_data: photo },
  });
  if (response.statusCode !== 201 && response.statusCode !== 409)
    throw new Error(`wash: ${response.statusCode} ${response.body}`);
  return { ms: performance.now() - begin, accepted: response.statusCode === 201 };
}

/** `cookies`: at least WASH_MEMBERS members' session cookies; the last one only reads. */
export async function measureWashes(app: App, cookies: string[]) {
  console.log(`\nwash submissions (800×600 JPEG each, PostgreSQL):`);
  const alone: number[] = [];
  const queries = countQueries();
  for (const [index, photo] of (await photosFrom(200_000, SEQUENTIAL)).entries()) {
    const { ms } = await sendWash(app, index, cookies[index] as string, 'Cernier II', photo);
    if (index >= 3) alone.push(ms); // the first ones warm up
  }
  const sent = queries.stop();
  console.log(`  one at a time: ${summary(alone)}  (${round(sent.length / SEQUENTIAL)} queries a wash)`);
  // BENCH_QUERIES=1: the last wash's statements, each with its time to answer (one at a time).
  if (process.env.BENCH_QUERIES)
    console.log(
      sent
        .slice(-Math.round(sent.length / SEQUENTIAL))
        .map(({ text, ms }) => `${ms.toFixed(2).padStart(6)} ms  ${text.replace(/\s+/g, ' ').slice(0, 160)}`)
        .join('\n'),
    );

  const closed = await photosFrom(100_000, CLOSED_LOOP.submissions);
  const profile = await startProfile();
  const latencies: number[] = [];
  let [next, accepted] = [0, 0];
  const cpu = usageNow();
  const threads = threadTimes();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLOSED_LOOP.concurrency }, async () => {
      while (next < closed.length) {
        const index = next++;
        const result = await sendWash(
          app,
          index,
          cookies[index] as string,
          'Cernier I',
          closed[index] as string,
        );
        latencies.push(result.ms);
        if (result.accepted) accepted += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${CLOSED_LOOP.concurrency} at a time: ${round(closed.length / seconds)} washes/s  ${summary(latencies)}  (${accepted} accepted; ${cpuShare(cpu, seconds)})`,
  );
  console.log(`    CPU a wash: ${cpuPerWash(threads, closed.length)}`);
  await carChecksDrained(app, closed.length, seconds);
  await profile?.('closed-loop');
  await openLoop(app, cookies);
}

/**
 * The car checks the burst left waiting (decision 0038: one detector thread, after the
 * answers), timed until the last is done: the washes a second with every check done.
 */
async function carChecksDrained(app: App, washes: number, burstSeconds: number) {
  const waiting = async () => {
    const result = (await app.db.execute(
      sql`SELECT count(*)::int AS n FROM washes WHERE car_checked_at IS NULL`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  };
  const atEnd = await waiting();
  const started = performance.now();
  // Given up after two minutes (BACKGROUND_JOBS off, or a detector that stopped).
  while ((await waiting()) > 0 && performance.now() - started < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `    car checks: ${atEnd} waiting at the burst's end, all done ${round(seconds)} s later: ` +
      `${round(washes / (burstSeconds + seconds))} washes/s with every check done; ` +
      `memory ${Math.round(process.memoryUsage().rss / 1e6)} MB resident`,
  );
}

/** The CPU this process used since `start`, in cores' worth (the machine has os.cpus().length). */
function cpuShare(start: { cpu: NodeJS.CpuUsage; loop: EventLoopUtilization }, seconds: number) {
  const used = process.cpuUsage(start.cpu);
  const loop = performance.eventLoopUtilization(start.loop);
  return `node used ${round((used.user + used.system) / 1e6 / seconds)} of ${os.cpus().length} cores, its event loop busy ${Math.round(loop.utilization * 100)} %`;
}

/**
 * CPU seconds so far, by who spent them (Linux's /proc; empty elsewhere): this process's
 * event loop (its main thread), its other threads (the photo threads, V8's and libuv's
 * helpers), libvips' threads and PostgreSQL's processes on this machine. libvips ends idle
 * threads, and an ended thread leaves /proc: libvips is what the whole process spent
 * (getrusage counts ended threads) less its other threads.
 */
function threadTimes(): Map<string, number> {
  const times = new Map<string, number>();
  const add = (who: string, statPath: string) => {
    try {
      // utime and stime: the 14th and 15th fields, after the command's closing parenthesis.
      const fields = readFileSync(statPath, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const ticks = Number(fields[11]) + Number(fields[12]);
      times.set(who, (times.get(who) ?? 0) + ticks / 100);
    } catch {
      // the thread or process ended meanwhile
    }
  };
  const name = (path: string) => {
    try {
      return readFileSync(path, 'utf8').trim();
    } catch {
      return ''; // ended meanwhile
    }
  };
  try {
    const usage = process.cpuUsage();
    const whole = (usage.user + usage.system) / 1e6;
    for (const task of readdirSync('/proc/self/task')) {
      const thread = name(`/proc/self/task/${task}/comm`);
      if (thread === 'libvips worker') continue;
      const who =
        task === String(process.pid)
          ? 'event loop'
          : thread === CAR_DETECTOR_THREAD
            ? 'car detector'
            : 'other threads';
      add(who, `/proc/self/task/${task}/stat`);
    }
    times.set(
      'libvips',
      whole -
        (times.get('event loop') ?? 0) -
        (times.get('other threads') ?? 0) -
        (times.get('car detector') ?? 0),
    );
    for (const entry of readdirSync('/proc'))
      if (/^\d+$/.test(entry) && name(`/proc/${entry}/comm`) === 'postgres')
        add('PostgreSQL', `/proc/${entry}/stat`);
  } catch {
    // no /proc
  }
  return times;
}

/** The CPU milliseconds a wash cost since `start`, by who spent them. */
function cpuPerWash(start: Map<string, number>, washes: number): string {
  const parts = [...threadTimes()].map(
    ([who, seconds]) => [who, ((seconds - (start.get(who) ?? 0)) * 1000) / washes] as const,
  );
  const total = parts.reduce((sum, [, ms]) => sum + ms, 0);
  return `${parts.map(([who, ms]) => `${who} ${round(ms)} ms`).join(', ')}; ${round(total)} ms in all`;
}
const usageNow = () => ({ cpu: process.cpuUsage(), loop: performance.eventLoopUtilization() });

/**
 * Every statement sent to PostgreSQL meanwhile (the pool's and the transactions' clients),
 * with the milliseconds until its answer (a statement the pool sends reads 0).
 */
function countQueries() {
  const sent: { text: string; ms: number }[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const statement = {
      text: typeof first === 'string' ? first : String((first as { text?: string })?.text ?? '?'),
      ms: 0,
    };
    sent.push(statement);
    const begin = performance.now();
    const result = (query as (...rest: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise)
      result.then(
        () => (statement.ms = performance.now() - begin),
        () => {},
      );
    return result;
  } as typeof query;
  return {
    stop() {
      pg.Client.prototype.query = query;
      return sent;
    },
  };
}

/** BENCH_PROFILE=dir writes the closed loop's CPU profile there (for chrome://inspect). */
async function startProfile() {
  const directory = process.env.BENCH_PROFILE;
  if (!directory) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (name: string) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${directory}/${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}

/** Washes arriving at a fixed rate, whatever the answers' pace, beside a member's reads. */
async function openLoop(app: App, cookies: string[]) {
  const total = OPEN_LOOP.perSecond * OPEN_LOOP.seconds;
  const photos = await photosFrom(300_000, total);
  const reader = cookies.at(-1) as string;
  const washes: number[] = [];
  const reads: number[] = [];
  let accepted = 0;
  let sending = true;
  const probe = (async () => {
    while (sending) {
      const begin = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: reader } });
      if (response.statusCode !== 200) throw new Error(`auth/me: ${response.statusCode}`);
      reads.push(performance.now() - begin);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const cpu = usageNow();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / OPEN_LOOP.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      sendWash(app, index, cookies[index] as string, 'Saint-Blaise', photos[index] as string).then(
        (result) => {
          washes.push(result.ms);
          if (result.accepted) accepted += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  sending = false;
  await probe;
  console.log(
    `  arriving at ${OPEN_LOOP.perSecond}/s for ${OPEN_LOOP.seconds} s: all answered in ${round(seconds)} s (${round(total / seconds)} washes/s)  ${summary(washes)}  (${accepted} accepted; ${cpuShare(cpu, seconds)})`,
  );
  console.log(
    `    meanwhile /api/auth/me every ${PROBE_EVERY_MS} ms: ${summary(reads, 99)}  (target p99 ≤ 20 ms)`,
  );
}
