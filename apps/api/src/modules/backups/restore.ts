import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import { wrapPglite, type DatabaseHandle } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { makePrivate, privateDir, restrictNewFiles } from '../../db/private-files';
import { openPostgres } from '../../db/postgres';
import { ArchiveError, openArchive, tableName, type ArchiveItem, type ArchiveSummary } from './archive';
import { quoteIdentifier } from './backup';
import { migrationsUpTo } from '../../db/migrations-journal';

export type RestoreTarget = { databaseUrl: string } | { dataDir: string };

export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  durationMs: number;
  summary: ArchiveSummary;
  engine: 'pglite' | 'postgres';
}

/** Rows sent to PGlite per COPY: a table of photos never sits whole in its memory. */
const PGLITE_COPY_BYTES = 16 * 1024 * 1024;

/**
 * Loads an archive into an empty target (docs/decisions/0021): the archive's schema
 * (the same migrations as when it was written), then every row in one transaction, then
 * this version's later migrations. A non-empty target is refused before anything is
 * written; a failed load leaves the target empty again.
 */
export async function restoreArchive(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const started = performance.now();
  const { manifest, items } = await openArchive(file);
  const archiveSchema = migrationsUpTo(manifest.migrations, manifest.lastMigration);
  try {
    const opened =
      'databaseUrl' in target
        ? await openEmptyPostgres(target.databaseUrl)
        : await openEmptyPglite(target.dataDir);
    try {
      await opened.database.migrate(archiveSchema.folder);
      // The migrations seed rows (stations, badges, …) that the archive holds as they were.
      const emptyTables = await truncateStatement(opened.database);
      const loaded =
        'databaseUrl' in target
          ? await loadIntoPostgres(target.databaseUrl, emptyTables, items)
          : await loadIntoPglite(opened.database, emptyTables, items);
      await opened.database.migrate();
      return { durationMs: performance.now() - started, summary: loaded, engine: opened.database.engine };
    } catch (error) {
      await opened.undo();
      throw error;
    } finally {
      await opened.close();
    }
  } finally {
    archiveSchema.remove();
    await items.return(undefined as never).catch(() => {});
  }
}

interface OpenedTarget {
  database: DatabaseHandle;
  /** Empties the target again after a failed load. */
  undo(): Promise<void>;
  close(): Promise<void>;
}

async function openEmptyPostgres(url: string): Promise<OpenedTarget> {
  const database = openPostgres(url, 2);
  try {
    const [row] = (
      (await database.db.execute(
        sql`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
      )) as unknown as { rows: { tables: number }[] }
    ).rows;
    if ((row?.tables ?? 0) > 0)
      throw new RestoreRefusedError(
        'The target database is not empty: restore into a new, empty database (createdb), never over data.',
      );
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    database,
    async undo() {
      await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await database.db.execute(sql`DROP SCHEMA public CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
    },
    close: () => database.close(),
  };
}

async function openEmptyPglite(dataDir: string): Promise<OpenedTarget> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0)
    throw new RestoreRefusedError(
      `The data directory ${dataDir} already holds a database: restore into a new, empty DATA_DIR, never over data.`,
    );
  restrictNewFiles();
  privateDir(dataDir);
  const release = lockDataDir(dataDir);
  let client: PGlite;
  try {
    privateDir(pgdata);
    client = await PGlite.create(pgdata);
    makePrivate(pgdata);
  } catch (error) {
    release();
    throw error;
  }
  const database = wrapPglite(client);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database.close();
    makePrivate(pgdata);
    release();
  };
  return {
    database,
    async undo() {
      await close();
      fs.rmSync(pgdata, { recursive: true, force: true });
    },
    close,
  };
}

/**
 * Checks the rows each table actually received (the engine's own count, not the lines the
 * reader saw) against the archive's summary: a damaged or forged archive fails, and so does
 * one whose blocks name a table the summary does not.
 */
function checkCounts(loaded: Record<string, number>, summary: ArchiveSummary): ArchiveSummary {
  for (const [table, rows] of Object.entries(summary.tables))
    if ((loaded[table] ?? 0) !== rows)
      throw new ArchiveError(`the archive's ${table} holds ${loaded[table] ?? 0} rows, ${rows} expected`);
  for (const table of Object.keys(loaded))
    if (!(table in summary.tables)) throw new ArchiveError(`the archive's ${table} is not in its summary`);
  return summary;
}

async function truncateStatement(database: DatabaseHandle): Promise<string> {
  const { rows } = (await database.db.execute(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  return `TRUNCATE ${rows.map((row) => `public.${quoteIdentifier(row.name)}`).join(', ')};`;
}

async function loadIntoPglite(
  database: DatabaseHandle,
  emptyTables: string,
  items: AsyncGenerator<ArchiveItem, ArchiveSummary>,
): Promise<ArchiveSummary> {
  const client = database.pglite!;
  const loaded: Record<string, number> = {};
  return client.transaction(async (tx) => {
    // Rows of a table may reference rows of the same table sent in a later COPY.
    await tx.exec('SET LOCAL session_replication_role = replica');
    await tx.exec(emptyTables);
    let copy: { statement: string; table: string } | null = null;
    let batch: Buffer[] = [];
    let batchBytes = 0;
    const flush = async () => {
      if (!copy || batch.length === 0) return;
      const result = await tx.query(copy.statement, [], { blob: new Blob(batch) });
      // The rows the engine took, not the lines sent.
      loaded[copy.table]! += result.affectedRows ?? 0;
      batch = [];
      batchBytes = 0;
    };
    for (;;) {
      const next = await items.next();
      if (next.done) return checkCounts(loaded, next.value);
      const item = next.value;
      if (item.kind === 'copy') {
        copy = {
          statement: item.statement.replace(/ FROM stdin;$/, " FROM '/dev/blob'"),
          table: tableName(item.table),
        };
        loaded[copy.table] ??= 0;
      } else if (item.kind === 'rows') {
        // The slice belongs to the reader's buffer: copied before the reader moves on.
        batch.push(Buffer.from(item.data));
        batchBytes += item.data.length;
        if (batchBytes >= PGLITE_COPY_BYTES) await flush();
      } else if (item.kind === 'end-copy') {
        await flush();
        copy = null;
      } else {
        await tx.exec(item.sql);
      }
    }
  });
}

/**
 * Loads the archive through the driver (pg-copy-streams), in one transaction that commits
 * only once the archive's last line has been read and every table's count checked. No
 * archive text ever reaches psql: a forged line cannot become a command (docs/decisions/0021).
 */
async function loadIntoPostgres(
  databaseUrl: string,
  emptyTables: string,
  items: AsyncGenerator<ArchiveItem, ArchiveSummary>,
): Promise<ArchiveSummary> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  const loaded: Record<string, number> = {};
  let copy: { stream: CopyStreamQuery; table: string; done: Promise<void> } | null = null;
  try {
    await client.query("SET client_encoding = 'UTF8'");
    await client.query('SET standard_conforming_strings = on');
    await client.query('SET client_min_messages = warning');
    await client.query('BEGIN');
    await client.query(emptyTables);
    for (;;) {
      const next = await items.next();
      if (next.done) {
        const summary = checkCounts(loaded, next.value);
        await client.query('COMMIT');
        return summary;
      }
      const item = next.value;
      if (item.kind === 'copy') {
        const stream = client.query(copyFrom(item.statement.replace(/;$/, '')));
        const done = finished(stream);
        done.catch(() => {});
        copy = { stream, table: tableName(item.table), done };
      } else if (item.kind === 'rows') {
        // The slice belongs to the reader's buffer: copied before the reader moves on.
        if (!copy!.stream.write(Buffer.from(item.data))) await once(copy!.stream, 'drain');
      } else if (item.kind === 'end-copy') {
        const { stream, table, done } = copy!;
        stream.end();
        await done;
        // The rows the server took (its "COPY n"), not the lines sent.
        loaded[table] = (loaded[table] ?? 0) + stream.rowCount;
        copy = null;
      } else await client.query(item.sql);
    }
  } catch (error) {
    copy?.stream.destroy(error as Error);
    await copy?.done.catch(() => {});
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
