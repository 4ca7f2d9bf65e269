import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { prepareApp } from '../bootstrap';
import { loadConfig, type Config } from '../config/env';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../db/client';
import { manualClock, type ManualClock } from '../lib/clock';
import type { App } from '../types';
import { databaseUrlFor } from './test-database-info';

export interface TestDatabase {
  handle: DatabaseHandle;
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
    return { handle, destroy: () => handle.close() };
  }
  const name = `${info.template}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${info.template}"`);
  await admin.end();
  const handle = openPostgres(databaseUrlFor(info.serverUrl, name), 5);
  return {
    handle,
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
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: App;
  clock: ManualClock;
  database: DatabaseHandle;
  /** Where this app's media files are written. */
  mediaDir: string;
  close(): Promise<void>;
}

/** The whole app on an isolated database, ready (migrated), with a clock tests control. */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: ManualClock; prepare?: boolean } = {},
): Promise<TestApp> {
  const testDatabase = await openTestDatabase();
  const clock = options.clock ?? manualClock();
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lavage-media-'));
  const app = await buildApp({
    config: testConfig({ mediaDir, ...options.config }),
    database: testDatabase.handle,
    clock,
    logger: false,
  });
  if (options.prepare !== false) await prepareApp(app, testDatabase.handle);
  return {
    app,
    clock,
    database: testDatabase.handle,
    mediaDir,
    async close() {
      await app.close();
      await testDatabase.destroy();
      await fs.rm(mediaDir, { recursive: true, force: true });
    },
  };
}
