import fs from 'node:fs';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../../db/client';
import { repoRoot } from '../../paths';
import { PgDumpFilter, writeArchive, type ArchiveManifest, type ArchiveSummary } from './archive';
import { migrationLevel } from '../../db/migrations-journal';
import { runPgTool } from './pg-tools';

export interface BackupResult {
  file: string;
  bytes: number;
  durationMs: number;
  manifest: ArchiveManifest;
  summary: ArchiveSummary;
}

/** The app's version, written in each archive. */
export const appVersion: string = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * Writes one consistent archive of everything the app stores (docs/decisions/0021) while
 * the app keeps serving. PostgreSQL: pg_dump (a snapshot; writers are not held up).
 * PGlite: its tables copied by its own COPY inside one transaction of its single session;
 * the app's queries wait for the copy to end (measured in the decision record).
 */
export async function backupDatabase(options: {
  database: DatabaseHandle;
  file: string;
  /** The archive's date (the app's clock). */
  now: Date;
}): Promise<BackupResult> {
  const started = performance.now();
  const { database, file } = options;
  // An archive is never written over: the one already there may be the only good copy.
  if (fs.existsSync(file)) throw new Error(`${path.basename(file)} already exists: choose a new file name`);
  const level = await migrationLevel(database.db);
  const manifest: ArchiveManifest = {
    format: 1,
    app: appVersion,
    engine: database.engine,
    createdAt: options.now.toISOString(),
    ...level,
  };
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const { bytes, summary } = await writeArchive(file, manifest, async (emit) => {
    if (database.pglite) return copyPgliteTables(database.pglite, emit);
    return runPgDump(database.url!, emit);
  });
  // A migration applied by another instance meanwhile would make the manifest wrong.
  const after = await migrationLevel(database.db);
  if (after.migrations !== level.migrations) {
    fs.rmSync(file, { force: true });
    throw new Error('migrations were applied during the backup; run it again');
  }
  return { file, bytes, durationMs: performance.now() - started, manifest, summary };
}

/** pg_dump's plain data-only output of the public schema, filtered (PgDumpFilter). */
async function runPgDump(
  databaseUrl: string,
  emit: (chunk: string | Buffer) => Promise<void>,
): Promise<ArchiveSummary> {
  const { child, exited, stderr } = runPgTool('pg_dump', databaseUrl, [
    '--data-only',
    '--schema=public',
    '--no-owner',
    '--no-privileges',
  ]);
  const filter = new PgDumpFilter();
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      for (const piece of filter.push(chunk)) await emit(piece);
    }
  } catch (error) {
    child.kill();
    throw error;
  }
  const code = await exited;
  if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr()}`);
  return { tables: filter.tables, sequences: filter.sequences };
}

/** Aim for copies of about this many bytes: a whole table of photos never sits in memory. */
const CHUNK_BYTES = 16 * 1024 * 1024;
const PAGE_BYTES = 8192;

interface TableInfo {
  name: string;
  columns: string[];
  pages: number;
  bytes: number;
}

/**
 * Every table of the public schema in the archive's form, parents before children, in one
 * transaction: PGlite has one session, so nothing else runs until it ends. Each table is
 * read in ranges of pages (TID range scans) sized from its average bytes per page.
 */
async function copyPgliteTables(
  client: PGlite,
  emit: (chunk: string | Buffer) => Promise<void>,
): Promise<ArchiveSummary> {
  return client.transaction(async (tx) => {
    // The text of dates and numbers as pg_dump writes them, whatever the session had set.
    await tx.exec(
      "SET LOCAL DateStyle = 'ISO'; SET LOCAL TimeZone = 'UTC'; SET LOCAL IntervalStyle = 'postgres'; SET LOCAL extra_float_digits = 3;",
    );
    const tables = await tablesParentsFirst(tx);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const columns = table.columns.map(quoteIdentifier).join(', ');
      await emit(`COPY public.${quoteIdentifier(table.name)} (${columns}) FROM stdin;\n`);
      let rows = 0;
      const bytesPerPage = table.pages > 0 ? table.bytes / table.pages : PAGE_BYTES;
      const step = Math.max(1, Math.floor(CHUNK_BYTES / Math.max(bytesPerPage, 1)));
      for (let page = 0; page < table.pages; page += step) {
        const result = await tx.query(
          `COPY (SELECT ${columns} FROM public.${quoteIdentifier(table.name)} ` +
            `WHERE ctid >= '(${page},0)'::tid AND ctid < '(${page + step},0)'::tid) TO '/dev/blob'`,
        );
        if (!result.blob || result.blob.size === 0) continue;
        const chunk = Buffer.from(await result.blob.arrayBuffer());
        rows += countLines(chunk);
        await emit(chunk);
      }
      counts[table.name] = rows;
      await emit('\\.\n');
    }
    const sequences = await tx.query<{ name: string }>(
      "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
    );
    for (const { name } of sequences.rows) {
      const qualified = `public.${quoteIdentifier(name)}`;
      const { rows } = await tx.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${qualified}`,
      );
      const state = rows[0]!;
      await emit(`SELECT pg_catalog.setval('${qualified}', ${state.last_value}, ${state.is_called});\n`);
    }
    return { tables: counts, sequences: sequences.rows.length };
  });
}

async function tablesParentsFirst(tx: Transaction): Promise<TableInfo[]> {
  const { rows: tables } = await tx.query<{ name: string; pages: number; bytes: number }>(
    `SELECT c.relname AS name, (pg_relation_size(c.oid) / ${PAGE_BYTES})::int AS pages,
            pg_total_relation_size(c.oid)::float8 AS bytes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
  );
  const { rows: columns } = await tx.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const { rows: references } = await tx.query<{ child: string; parent: string }>(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table.name) && [...parents.get(table.name)!].every((name) => placed.has(name)),
    );
    // A cycle of references (none in this schema) would be written as found.
    const next = ready.length > 0 ? ready : tables.filter((table) => !placed.has(table.name));
    for (const table of next) {
      placed.add(table.name);
      ordered.push(table.name);
    }
  }
  return ordered.map((name) => {
    const table = tables.find((candidate) => candidate.name === name)!;
    return {
      ...table,
      columns: columns.filter((column) => column.table === name).map((column) => column.column),
    };
  });
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function countLines(chunk: Buffer): number {
  let count = 0;
  for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) count += 1;
  return count;
}
