/**
 * `npm run bench:http`: the request path under load. For each engine (PGlite in a fresh
 * DATA_DIR, then a fresh database on the PostgreSQL server of BENCH_DATABASE_URL when it
 * answers), starts the app as `npm start` runs it (default settings: logs on, to a file)
 * and a bare Fastify answering the same bodies (no plugins, `logger: false`), and loads
 * both with 50 connections: first with wrk (Debian package `wrk`, a C load generator
 * that leaves the server most of this 2-core machine), then with autocannon (a Node
 * process, which takes a large share of it) as a second column.
 *
 * Rounds are interleaved (app, bare, app, bare…), BENCH_ROUNDS of each (default 2), wrk's
 * BENCH_SECONDS long (default 8, 2 threads) and autocannon's BENCH_AUTOCANNON_SECONDS
 * (default 5); the best round of each side is printed, with the app's p99 in that round.
 * Then /api/auth/me again while a CPU-bound neighbour process spins on one core: the p99
 * an embedded database sharing the event loop would suffer from (decision 0019).
 * BENCH_ENGINES=pglite or postgres runs one engine; BENCH_ROUTES=leaderboard,health only
 * the routes whose path holds one of these; BENCH_PLAYERS players are seeded on the boards
 * (default 10,000). Not part of the tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { adminQuery, signUp, waitForOk } from './support';
import {
  buildServer,
  buildWebApp,
  ensureDatabaseTemplate,
  serverBuildIsStale,
  webBuildIsStale,
} from '../scripts/build.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const WRK_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const AUTOCANNON_SECONDS = Number(process.env.BENCH_AUTOCANNON_SECONDS ?? 5);
/** Interleaved rounds of each side per route and tool; the best is kept (less noise). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

type Tool = 'wrk' | 'autocannon';

const wrkInstalled = spawnSync('wrk', ['--version']).error === undefined;
/** wrk's summary as one JSON line (latencies in µs). */
const WRK_REPORT = `done = function(summary, latency, requests)
  io.write(string.format('\\n{"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout + summary.errors.status))
end
`;
const wrkScript = path.join(os.tmpdir(), `lavage-bench-wrk-${process.pid}.lua`);

async function loadWithWrk(url: string, headers: Record<string, string>, seconds: number): Promise<Measure> {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', wrkScript];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((entry) => entry.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const report = JSON.parse(line) as {
    requests: number;
    duration_us: number;
    p50_us: number;
    p99_us: number;
    errors: number;
  };
  return {
    rps: report.requests / (report.duration_us / 1e6),
    p50: report.p50_us / 1000,
    p99: report.p99_us / 1000,
    errors: report.errors,
  };
}

async function loadWithAutocannon(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const load = (tool: Tool, url: string, headers: Record<string, string>, seconds: number) =>
  tool === 'wrk' ? loadWithWrk(url, headers, seconds) : loadWithAutocannon(url, headers, seconds);

function start(command: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const out = fs.openSync(logFile, 'w');
  return spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const admin = (query: string) => adminQuery(serverUrl, query);

async function postgresAvailable(): Promise<boolean> {
  try {
    await admin('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** A GET whose body stays as the server sent it (no decompression). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; contentType?: string; contentEncoding?: string; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'],
              contentEncoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

function hashedAsset(): string {
  const index = fs.readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const match = /\/assets\/[\w-]+\.js/.exec(index);
  if (!match) throw new Error('no hashed script in the built index.html');
  return match[0];
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

/** The round with the most requests per second. */
const best = (measures: Measure[]): Measure =>
  measures.reduce((top, measure) => (measure.rps > top.rps ? measure : top));

/** App and bare in turn, ROUNDS times each: the best of each side. */
async function compare(
  tool: Tool,
  appUrl: string,
  bareUrl: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<{ app: Measure; bare: Measure }> {
  const apps: Measure[] = [];
  const bares: Measure[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    apps.push(await load(tool, appUrl, headers, seconds));
    bares.push(await load(tool, bareUrl, headers, seconds));
  }
  const app = best(apps);
  return { app: { ...app, errors: apps.reduce((sum, m) => sum + m.errors, 0) }, bare: best(bares) };
}

function columns({ app, bare }: { app: Measure; bare: Measure }): string {
  const ratio = `${fmt((100 * app.rps) / bare.rps).trim()} %`.padStart(7);
  return `${fmt(bare.rps)} ${fmt(app.rps)} ${ratio} ${fmt(app.p99, 1)} ms`;
}

/** A process that keeps one core busy, as another job on the same machine would. */
function cpuNeighbour(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-bench-http-'));
  const appPort = 3900;
  const barePort = 3901;
  const env: NodeJS.ProcessEnv = { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete process.env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const base = `http://127.0.0.1:${appPort}`;
  // A first start migrates the database and signs the bench member up; then the players are
  // seeded with the app stopped (PGlite has one owner), and the app starts on them.
  let app = start(['scripts/start.mjs'], env, path.join(dataDir, 'app.log'));
  let cookie: string;
  try {
    await waitForOk(`${base}/api/health`);
    // The session cookie and its readable marker, as a browser sends them.
    cookie = await signUp(base, 'bench@example.ch', 'Bench');
  } finally {
    await stop(app);
  }
  await seedPlayers(engine === 'pglite' ? { dataDir } : { url: databaseUrl as string });
  app = start(['scripts/start.mjs'], env, path.join(dataDir, 'app.log'));
  let bare: ChildProcess | undefined;
  try {
    await waitForOk(`${base}/api/health`);
    const asset = hashedAsset();
    const targets = [
      { url: '/api/auth/me', headers: { cookie } },
      { url: '/api/health', headers: {} },
      { url: '/api/stations', headers: { cookie } },
      { url: '/api/leaderboard/weekly', headers: { cookie } },
      { url: asset, headers: { 'accept-encoding': 'br, gzip' } },
    ];
    // BENCH_ROUTES=leaderboard,health measures only the routes whose path holds one of them.
    const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
    if (only)
      targets.splice(
        0,
        targets.length,
        ...targets.filter((target) => only.some((part) => target.url.includes(part))),
      );
    const canned = [];
    for (const target of targets) {
      // The bytes as sent (fetch would undo the compression): the bare server sends the
      // same body under the same encoding.
      const response = await rawGet(`${base}${target.url}`, target.headers);
      if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`);
      canned.push({
        url: target.url,
        contentType: response.contentType ?? 'application/octet-stream',
        contentEncoding: response.contentEncoding,
        body: response.body.toString('base64'),
        base64: true,
      });
    }
    const cannedFile = path.join(dataDir, 'bare.json');
    fs.writeFileSync(cannedFile, JSON.stringify(canned));
    bare = start(
      ['--import', 'tsx', 'bench/bare-server.ts'],
      { PORT: String(barePort), BARE_RESPONSES: cannedFile },
      path.join(dataDir, 'bare.log'),
    );
    const bareBase = `http://127.0.0.1:${barePort}`;
    // Any canned route (BENCH_ROUTES may leave out /api/health).
    await waitForOk(`${bareBase}${targets[0]?.url ?? '/api/health'}`);

    const tools: Tool[] = wrkInstalled ? ['wrk', 'autocannon'] : ['autocannon'];
    console.log(
      `\n${engine}: ${CONNECTIONS} connections, best of ${ROUNDS} interleaved rounds (wrk ${WRK_SECONDS} s, ` +
        `2 threads; autocannon ${AUTOCANNON_SECONDS} s)` +
        (wrkInstalled ? '' : ' — wrk is not installed (apt-get install wrk): autocannon only'),
    );
    const heading = (tool: Tool) => `${tool.padEnd(10)} bare req/s  app req/s   ratio  app p99`;
    console.log(`${'route'.padEnd(24)} ${tools.map(heading).join('  |  ')}`);
    for (const target of targets) {
      const cells: string[] = [];
      for (const tool of tools) {
        await load(tool, `${bareBase}${target.url}`, target.headers, 1);
        await load(tool, `${base}${target.url}`, target.headers, 1);
        const seconds = tool === 'wrk' ? WRK_SECONDS : AUTOCANNON_SECONDS;
        const result = await compare(
          tool,
          `${base}${target.url}`,
          `${bareBase}${target.url}`,
          target.headers,
          seconds,
        );
        cells.push(
          `${''.padEnd(10)}${columns(result)}` + (result.app.errors ? ` (${result.app.errors} errors)` : ''),
        );
      }
      const name = target.url.startsWith('/assets/') ? 'static asset (hashed)' : target.url;
      console.log(`${name.padEnd(24)} ${cells.join('  |  ')}`);
    }

    if (only) return;
    // The same signed-in call while another process keeps a core busy.
    const me = targets[0] as (typeof targets)[number];
    const tool: Tool = wrkInstalled ? 'wrk' : 'autocannon';
    const neighbour = cpuNeighbour();
    try {
      const seconds = tool === 'wrk' ? WRK_SECONDS : AUTOCANNON_SECONDS;
      const result = await compare(tool, `${base}${me.url}`, `${bareBase}${me.url}`, me.headers, seconds);
      console.log(
        `${'/api/auth/me, busy core'.padEnd(24)} ${tool.padEnd(10)}${columns(result)}  (bare p99 ${result.bare.p99.toFixed(1)} ms)`,
      );
    } finally {
      neighbour.kill('SIGKILL');
    }
    await metricsCost(engine, databaseUrl, base, cookie);
  } finally {
    if (bare) await stop(bare);
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Players on the boards (BENCH_PLAYERS, default 10,000), the bench member among them. */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);

/**
 * Seeds the boards: players with lifetime points and points this Zurich week and month, so
 * that a board answers 50 rows, the member's own rank and the totals.
 */
async function seedPlayers(target: { dataDir: string } | { url: string }) {
  const week = `date_trunc('week', now() AT TIME ZONE 'Europe/Zurich')::date`;
  const month = `date_trunc('month', now() AT TIME ZONE 'Europe/Zurich')::date`;
  const statements = [
    `INSERT INTO users (email, name, total_points)
       SELECT 'player' || i || '@example.ch', 'Joueur ' || i, (i * 7919) % 5000 + 10
       FROM generate_series(1, ${PLAYERS}) AS i`,
    `UPDATE users SET total_points = 1234 WHERE email = 'bench@example.ch'`,
    `INSERT INTO period_points (period, starts_on, user_id, points)
       SELECT 'week', ${week}, id, total_points % 300 + 10 FROM users WHERE total_points > 0`,
    `INSERT INTO period_points (period, starts_on, user_id, points)
       SELECT 'month', ${month}, id, total_points % 900 + 10 FROM users WHERE total_points > 0`,
  ];
  if ('url' in target) {
    for (const statement of statements) await adminQuery(target.url, statement);
    return;
  }
  const db = await PGlite.create(path.join(target.dataDir, 'pgdata'));
  try {
    for (const statement of statements) await db.exec(statement);
  } finally {
    await db.close();
  }
}

/**
 * What collecting metrics costs: the same app with METRICS_TOKEN set, side by side with
 * the one without (the ratio is with / without; decision 0021 asks for 95 % or more).
 */
async function metricsCost(
  engine: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  plainBase: string,
  plainCookie: string,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-bench-metrics-'));
  const port = 3902;
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
  };
  // Its own database on the server engine too (the other app's is in use).
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const measured = start(['scripts/start.mjs'], env, path.join(dataDir, 'app.log'));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/health`);
    const cookie = await signUp(base, `bench-metrics-${engine}@example.ch`, 'Bench');
    const tool: Tool = wrkInstalled ? 'wrk' : 'autocannon';
    const seconds = tool === 'wrk' ? WRK_SECONDS : AUTOCANNON_SECONDS;
    await load(tool, `${base}/api/auth/me`, { cookie }, 1);
    const apps: Measure[] = [];
    const plains: Measure[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apps.push(await load(tool, `${base}/api/auth/me`, { cookie }, seconds));
      plains.push(await load(tool, `${plainBase}/api/auth/me`, { cookie: plainCookie }, seconds));
    }
    const result = { app: best(apps), bare: best(plains) };
    console.log(
      `${'/api/auth/me, metrics on'.padEnd(24)} ${tool.padEnd(10)}${columns(result)}  (without metrics: the "bare" column)`,
    );
  } finally {
    await stop(measured);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

fs.writeFileSync(wrkScript, WRK_REPORT);
if (webBuildIsStale()) await buildWebApp();
if (serverBuildIsStale()) await buildServer();
await ensureDatabaseTemplate();
/** BENCH_ENGINES: `pglite`, `postgres`, or both (the default). */
const engines = process.env.BENCH_ENGINES ?? 'pglite,postgres';
if (engines.includes('pglite')) await benchEngine('pglite', undefined);
if (engines.includes('postgres') && (await postgresAvailable())) {
  const name = `lavage_bench_http_${process.pid}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await benchEngine('postgres', url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}
