/**
 * `npm run bench:http`: the request path under load. For each engine (PGlite in a fresh
 * DATA_DIR, then a fresh database on the PostgreSQL server of BENCH_DATABASE_URL when it
 * answers), starts the app as `npm start` runs it (default settings: logs on, to a file)
 * and a bare Fastify answering the same bodies, loads both with autocannon (50
 * connections) one after the other, and prints req/s, p50, p99 and the ratio to bare.
 *
 * Bare and app alternate BENCH_ROUNDS times (default 3) per route, BENCH_SECONDS each
 * (default 5); the medians are printed. Not part of the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Bare and app alternate this many times per route; the medians are printed (less noise). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

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

function hashedAsset(): string {
  const index = fs.readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const match = /\/assets\/[\w-]+\.js/.exec(index);
  if (!match) throw new Error('no hashed script in the built index.html');
  return match[0];
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9);

/** The median of each figure over the rounds. */
function medianOf(measures: Measure[]): Measure {
  const median = (pick: (measure: Measure) => number) =>
    measures.map(pick).sort((a, b) => a - b)[Math.floor(measures.length / 2)] as number;
  return {
    rps: median((m) => m.rps),
    p50: median((m) => m.p50),
    p99: median((m) => m.p99),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
  };
}

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-bench-http-'));
  const appPort = 3900;
  const barePort = 3901;
  const env: NodeJS.ProcessEnv = { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete process.env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const app = start(['scripts/start.mjs'], env, path.join(dataDir, 'app.log'));
  let bare: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${appPort}`;
    await waitForOk(`${base}/api/health`);
    // The session cookie and its readable marker, as a browser sends them.
    const cookie = await signUp(base, 'bench@example.ch', 'Bench');
    const asset = hashedAsset();
    const targets = [
      { url: '/api/auth/me', headers: { cookie } },
      { url: '/api/health', headers: {} },
      { url: '/api/stations', headers: { cookie } },
      { url: '/api/leaderboard/weekly', headers: { cookie } },
      { url: asset, headers: { 'accept-encoding': 'br, gzip' } },
    ];
    const canned = [];
    for (const target of targets) {
      const response = await fetch(`${base}${target.url}`, { headers: target.headers });
      if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      canned.push({
        url: target.url,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        body: bytes.toString('base64'),
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
    await waitForOk(`${bareBase}/api/health`);

    console.log(
      `\n${engine} (${CONNECTIONS} connections; medians of ${ROUNDS} alternating ${SECONDS} s runs)`,
    );
    console.log('route                          bare req/s  app req/s  ratio   app p50   app p99  bare p99');
    for (const target of targets) {
      await load(`${bareBase}${target.url}`, target.headers, 1);
      await load(`${base}${target.url}`, target.headers, 1);
      const references: Measure[] = [];
      const measures: Measure[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        references.push(await load(`${bareBase}${target.url}`, target.headers, SECONDS));
        measures.push(await load(`${base}${target.url}`, target.headers, SECONDS));
      }
      const reference = medianOf(references);
      const measured = medianOf(measures);
      const ratio = (100 * measured.rps) / reference.rps;
      const name = target.url.startsWith('/assets/') ? 'static asset (hashed)' : target.url;
      console.log(
        `${name.padEnd(30)} ${fmt(reference.rps)} ${fmt(measured.rps)} ${fmt(ratio, 0).trim().padStart(5)} %` +
          `${fmt(measured.p50)} ms${fmt(measured.p99).slice(2)} ms${fmt(reference.p99).slice(2)} ms` +
          (measured.errors ? `  (${measured.errors} errors)` : ''),
      );
    }
  } finally {
    if (bare) await stop(bare);
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (webBuildIsStale()) await buildWebApp();
if (serverBuildIsStale()) await buildServer();
await ensureDatabaseTemplate();
await benchEngine('pglite', undefined);
if (process.env.BENCH_ENGINES !== 'pglite' && (await postgresAvailable())) {
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
