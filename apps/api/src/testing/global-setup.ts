import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { openPostgres } from '../db/postgres';
import { databaseUrlFor, type TestDatabaseInfo } from './test-database-info';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
    /** Where every test app writes its log lines, scanned when the run ends. */
    testLogDir: string;
  }
}

/** What must never reach a log line (docs/operations.md, logs): e-mail addresses, photo data. */
const FORBIDDEN_IN_LOGS = [
  { name: 'an e-mail address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/ },
  { name: 'photo data', pattern: /data:image\/|\/9j\/4AAQ|iVBORw0KGgo/ },
];

/** Reads the run's log lines and fails the run if one holds what must not be logged. */
async function scanLogs(logDir: string): Promise<void> {
  const files = await fs.readdir(logDir).catch(() => [] as string[]);
  const found: string[] = [];
  let lines = 0;
  for (const file of files) {
    const text = await fs.readFile(path.join(logDir, file), 'utf8');
    for (const line of text.split('\n')) {
      if (!line) continue;
      lines += 1;
      for (const { name, pattern } of FORBIDDEN_IN_LOGS)
        if (pattern.test(line) && found.length < 5) found.push(`${name}: ${line.slice(0, 300)}`);
    }
  }
  await fs.rm(logDir, { recursive: true, force: true });
  const failure =
    found.length > 0
      ? `log lines hold what they must not:\n${found.join('\n')}`
      : lines === 0
        ? 'the test run wrote no log line: the log scan saw nothing'
        : null;
  if (failure) {
    // Vitest reports an error thrown here but still exits 0: the run must fail.
    console.error(`\n${failure}\n`);
    process.exitCode = 1;
  }
}

/** A log directory for the run; the returned teardown scans and removes it. */
async function provideLogDir(project: TestProject) {
  const logDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lavage-test-logs-'));
  project.provide('testLogDir', logDir);
  return () => scanLogs(logDir);
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it:
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL, a loaded data-dir dump on PGlite.
 */
export default async function setup(project: TestProject) {
  const checkLogs = await provideLogDir(project);
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `lavage_test_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const handle = openPostgres(databaseUrlFor(serverUrl, template), 1);
    await handle.migrate();
    await handle.close();
    project.provide('testDatabase', { engine: 'postgres', serverUrl, template });
    return async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      const { rows } = await cleanup.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${template}%`],
      );
      for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await cleanup.end();
      await checkLogs();
    };
  }

  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'lavage-test-')), 'template.tar');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { engine: 'pglite', dumpPath });
  return async () => {
    await fs.rm(path.dirname(dumpPath), { recursive: true, force: true });
    await checkLogs();
  };
}
