import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API common to both engines; every repository is written against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number that no other application on the same server would pick. */
const MIGRATION_LOCK_ID = 731_204_517;

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
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_]+$/;

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage) => listenPostgres(url, channel, onMessage),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own that stays open; if it drops, it reconnects
 * (events sent meanwhile are lost, which the stream's Last-Event-ID replay covers).
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (!stopped && client === next) retry = setTimeout(() => connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async listen(channel, onMessage) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}

/** PGlite keeps its files in DATA_DIR/pgdata; one process at a time may open them. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pgdata');
  await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return wrapPglite(client);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
