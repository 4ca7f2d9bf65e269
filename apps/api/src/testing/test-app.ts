import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { prepareApp } from '../bootstrap';
import { loadConfig, type Config } from '../config/env';
import { wrapPglite, type DatabaseHandle } from '../db/client';
import { openPostgres } from '../db/postgres';
import { like } from 'drizzle-orm';
import { mediaFiles } from '../db/schema';
import { manualClock, type ManualClock } from '../lib/clock';
import type { App } from '../types';
import { databaseUrlFor } from './test-database-info';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The database's URL on the PostgreSQL server (pg_dump's connection); absent on PGlite. */
  url?: string;
  /** Another handle on the same database, as a second API instance would have. */
  openSecond(): DatabaseHandle;
  /** Closes and removes the database. */
  destroy(): Promise<void>;
}

/** A database of its own for one test file, copied from the migrated template. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.engine === 'pglite') {
    const dump = await fs.readFile(info.dumpPath);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    const handle = wrapPglite(client);
    return {
      handle,
      // PGlite lives in this process: a second instance shares the client (closed once, by the first).
      openSecond: () => ({ ...wrapPglite(client), close: async () => {} }),
      destroy: () => handle.close(),
    };
  }
  const name = `${info.template}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${info.template}"`);
  await admin.end();
  const url = databaseUrlFor(info.serverUrl, name);
  const handle = openPostgres(url, 5);
  return {
    handle,
    url,
    openSecond: () => openPostgres(url, 5),
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: info.serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), 'lavage-unused'),
      // Tests deliver pushes themselves with pushWorker.drain(), deterministically.
      BACKGROUND_JOBS: 'false',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: App;
  clock: ManualClock;
  database: DatabaseHandle;
  testDatabase: TestDatabase;
  /** The keys of the stored media files that start with `prefix`. */
  mediaKeys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The whole app on an isolated database, ready (migrated), with a clock tests control. */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: ManualClock; prepare?: boolean } = {},
): Promise<TestApp> {
  const testDatabase = await openTestDatabase();
  return startTestApp(testDatabase, testDatabase.handle, options);
}

/** Another instance of the app on the same database as `first` (scale-out tests). */
export async function createSecondInstance(
  first: TestApp,
  options: { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const handle = first.testDatabase.openSecond();
  const second = await startTestApp(first.testDatabase, handle, {
    ...options,
    clock: first.clock,
    ownsDatabase: false,
  });
  return second;
}

let log: pino.DestinationStream | undefined;
/** This worker's log file, opened once (a test file builds many apps). */
function testLog(): pino.DestinationStream {
  log ??= pino.destination({ dest: path.join(inject('testLogDir'), `${process.pid}.log`), sync: true });
  return log;
}

async function startTestApp(
  testDatabase: TestDatabase,
  handle: DatabaseHandle,
  options: { config?: Partial<Config>; clock?: ManualClock; prepare?: boolean; ownsDatabase?: boolean },
): Promise<TestApp> {
  const clock = options.clock ?? manualClock();
  const app = await buildApp({
    config: testConfig({ ...options.config }),
    database: handle,
    clock,
    // Every line, written at once to the run's log directory: the run's end scans them all
    // for e-mail addresses and photo data (global-setup.ts).
    logger: { level: 'info', stream: testLog() },
  });
  if (options.prepare !== false) await prepareApp(app, handle);
  return {
    app,
    clock,
    database: handle,
    testDatabase,
    async mediaKeys(prefix) {
      const rows = await handle.db
        .select({ key: mediaFiles.key })
        .from(mediaFiles)
        .where(like(mediaFiles.key, `${prefix}%`));
      return rows.map((row) => row.key).sort();
    },
    async close() {
      await app.close();
      if (options.ownsDatabase === false) await handle.close();
      else await testDatabase.destroy();
    },
  };
}

/**
 * Two instances of the app on one database, for the file's tests (scale-out): started
 * before them, closed after them.
 */
export function twoInstances(): { a: TestApp; b: TestApp } {
  const pair = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    pair.a = await createTestApp();
    pair.b = await createSecondInstance(pair.a);
  });
  afterAll(async () => {
    await pair.b.close();
    await pair.a.close();
  });
  return pair;
}

/** Polls until `check` holds, failing after `timeoutMs`; answers how long it took. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 1000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/**
 * Two instances on one database, both listening on a local port (event-stream tests),
 * for the file's tests: started before them, closed after them.
 */
export function twoListeningInstances(): { a: TestApp; b: TestApp; baseA: string; baseB: string } {
  const pair = {} as { a: TestApp; b: TestApp; baseA: string; baseB: string };
  beforeAll(async () => {
    pair.a = await createTestApp();
    pair.b = await createSecondInstance(pair.a);
    pair.baseA = await pair.a.app.listen({ port: 0, host: '127.0.0.1' });
    pair.baseB = await pair.b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await pair.b.close();
    await pair.a.close();
  });
  return pair;
}
