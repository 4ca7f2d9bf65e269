import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as runPgliteMigrations } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { copyTemplateInto } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API common to both engines; every repository is written against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

export const MIGRATIONS_DIR = migrationsDir;

/** Any number that no other application on the same server would pick. */
export const MIGRATION_LOCK_ID = 731_204_517;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any instance
   * on the same database. Answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Whether NOTIFY messages currently arrive (the listening connection is up). */
  listenerConnected(): boolean;
  /**
   * Calls `onChange(true)` each time the listening connection comes back after a loss
   * (messages sent meanwhile were lost) and `onChange(false)` when it is lost.
   */
  onListenerChange(onChange: (connected: boolean) => void): () => void;
  /**
   * Checks that the database answers, on a connection of its own where the engine has
   * several: a pool full of slow requests does not make the health check fail.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_]+$/;

export function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await runPgliteMigrations(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async listen(channel, onMessage) {
      checkChannel(channel);
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    // In-process: the notifications cannot be lost while the database is open.
    listenerConnected: () => !client.closed,
    onListenerChange: () => () => {},
    // One embedded engine: nothing to set apart.
    ping: () => pingDatabase(db),
    close: () => client.close(),
  };
}

/**
 * For a copy kept in memory: `onMessage` for each NOTIFY on `channel`, and `onReset`
 * whenever the listening connection is lost or back (messages may have been missed).
 * Answers a function that stops both.
 */
export async function watchChannel(
  database: DatabaseHandle,
  channel: string,
  onMessage: (payload: string) => void,
  onReset: () => void,
): Promise<() => Promise<void>> {
  const stopWatching = database.onListenerChange(onReset);
  const stopListening = await database.listen(channel, onMessage);
  return async () => {
    stopWatching();
    await stopListening();
  };
}

/**
 * PGlite keeps its files in DATA_DIR/pgdata; one process at a time may open them (a lock
 * file refuses a second). A new data directory starts from the prepared template when
 * there is one (docs/decisions/0010), else PGlite creates its cluster.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const release = lockDataDir(dataDir);
  try {
    const dir = path.join(dataDir, 'pgdata');
    await fs.mkdir(dir, { recursive: true });
    if ((await fs.readdir(dir)).length === 0) copyTemplateInto(dir);
    const client = await PGlite.create(dir);
    const handle = wrapPglite(client);
    return {
      ...handle,
      async close() {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Migrates a PGlite client (for the data directory template). */
export async function migratePglite(client: PGlite): Promise<void> {
  await wrapPglite(client).migrate();
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  // Each engine's driver is loaded only when it is used (a faster start).
  if (options.databaseUrl) return (await import('./postgres')).openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
