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
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it:
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL, a loaded data-dir dump on PGlite.
 */
export default async function setup(project: TestProject) {
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
  };
}
