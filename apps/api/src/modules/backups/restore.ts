import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { wrapPglite, type DatabaseHandle } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { openPostgres } from '../../db/postgres';
import { ArchiveError, openArchive, tableName, type ArchiveItem, type ArchiveSummary } from './archive';
import { quoteIdentifier } from './backup';
import { migrationsUpTo } from '../../db/migrations-journal';
import { runPgTool } from './pg-tools';

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
  const release = lockDataDir(dataDir);
  let client: PGlite;
  try {
    fs.mkdirSync(pgdata, { recursive: true });
    client = await PGlite.create(pgdata);
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

/** Checks each table's row count against the archive's summary (a damaged archive fails). */
function checkCounts(loaded: Record<string, number>, summary: ArchiveSummary): ArchiveSummary {
  for (const [table, rows] of Object.entries(summary.tables))
    if ((loaded[table] ?? 0) !== rows)
      throw new ArchiveError(`the archive's ${table} holds ${loaded[table] ?? 0} rows, ${rows} expected`);
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
      await tx.query(copy.statement, [], { blob: new Blob(batch) });
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
        loaded[copy.table] = 0;
      } else if (item.kind === 'rows') {
        // The slice belongs to the reader's buffer: copied before the reader moves on.
        batch.push(Buffer.from(item.data));
        batchBytes += item.data.length;
        loaded[copy!.table]! += item.count;
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
 * Streams the archive into psql (Debian's postgresql-client, beside pg_dump) in one
 * transaction: it commits only once the archive's last line has been read.
 */
async function loadIntoPostgres(
  databaseUrl: string,
  emptyTables: string,
  items: AsyncGenerator<ArchiveItem, ArchiveSummary>,
): Promise<ArchiveSummary> {
  const { child, exited, stderr } = runPgTool('psql', databaseUrl, ['-X', '-q', '-v', 'ON_ERROR_STOP=1']);
  let failed = false;
  child.stdin.on('error', () => {
    failed = true;
  });
  const write = async (text: string | Buffer) => {
    if (failed) throw new Error(`psql stopped: ${stderr()}`);
    if (!child.stdin.write(text)) await new Promise<void>((resolve) => child.stdin.once('drain', resolve));
  };
  const loaded: Record<string, number> = {};
  let table = '';
  try {
    await write(
      `SET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\nSET client_min_messages = warning;\nBEGIN;\n${emptyTables}\n`,
    );
    for (;;) {
      const next = await items.next();
      if (next.done) {
        const summary = checkCounts(loaded, next.value);
        await write('COMMIT;\n');
        child.stdin.end();
        const code = await exited;
        if (code !== 0) throw new Error(`psql failed (exit ${code}): ${stderr()}`);
        return summary;
      }
      const item = next.value;
      if (item.kind === 'copy') {
        table = tableName(item.table);
        loaded[table] = 0;
        await write(`${item.statement}\n`);
      } else if (item.kind === 'rows') {
        loaded[table]! += item.count;
        await write(item.data);
      } else if (item.kind === 'end-copy') await write('\\.\n');
      else await write(`${item.sql}\n`);
    }
  } catch (error) {
    // Closing psql without COMMIT rolls the transaction back.
    child.kill();
    await exited.catch(() => {});
    throw error;
  }
}
