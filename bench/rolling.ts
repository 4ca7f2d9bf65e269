/**
 * `npm run bench:rolling`: a rolling restart under load, as docs/operations.md runs one.
 * Caddy from Debian (deploy/Caddyfile) in front of two instances of the built server on a
 * new database of the local PostgreSQL server (BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres); autocannon sends mixed requests
 * (BENCH_CONNECTIONS, default 20) for BENCH_SECONDS (default 30) while BENCH_STREAMS (default
 * 100) event streams stay open and the operator adjusts points every 50 ms; one instance
 * gets SIGTERM a third of the way in and starts again. Prints the figures; exits 1 if a
 * request failed or a stream missed an event.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlFor } from '../apps/api/src/testing/test-database-info';
import { rollingRestart } from '../apps/api/src/testing/rolling';
import { buildServer, serverBuildIsStale } from '../scripts/build.mjs';
import { adminQuery } from './support';

const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const streams = Number(process.env.BENCH_STREAMS ?? 100);
const durationS = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (serverBuildIsStale()) {
  console.log('Building the server…');
  await buildServer();
}
const name = `lavage_rolling_${randomBytes(4).toString('hex')}`;
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-rolling-'));
await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
try {
  console.log(
    `Rolling restart: ${streams} streams, ${connections} connections, ${durationS} s (logs in ${logDir})`,
  );
  const figures = await rollingRestart({
    databaseUrl: databaseUrlFor(serverUrl, name),
    logDir,
    streams,
    durationS,
    connections,
    bundle: true,
  });
  console.table({
    'requests (mixed GETs through Caddy)': figures.requests,
    'requests per second': figures.requestsPerSecond,
    'failed requests (non-2xx, errors, timeouts)': figures.failedRequests,
    'p99 latency (ms)': figures.latencyP99Ms,
    'event streams': figures.streams,
    'streams that reconnected': figures.streamsReconnected,
    'events published (point adjustments)': figures.eventsPublished,
    'events expected on the streams': figures.eventsExpected,
    'events missed': figures.eventsMissed,
    'adjustments refused or failed': figures.publishFailures,
    'SIGTERM to exit (ms, 3 s of drain)': figures.stopMs,
    'start to ready (ms)': figures.startMs,
  });
  if (figures.failedRequests > 0 || figures.eventsMissed > 0 || figures.publishFailures > 0)
    process.exitCode = 1;
} finally {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
