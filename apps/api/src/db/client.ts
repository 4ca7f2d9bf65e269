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
  /** Whether NOTIFY messages currently arrive (the listening connection is up). */
  listenerConnected(): boolean;
  /**
   * Calls `onChange(true)` each time the listening connection comes back after a loss
   * (messages sent meanwhile were lost) and `onChange(false)` when it is lost.
   */
  onListenerChange(onChange: (connected: boolean) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_]+$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listener = new PostgresListener(url);
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
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    listenerConnected: () => listener.connected,
    onListenerChange: (onChange) => listener.onChange(onChange),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Reconnection delays of the listening connection: doubling from 100 ms up to 5 s. */
export const LISTENER_BACKOFF = { firstMs: 100, maxMs: 5_000 };

/**
 * One connection of its own that LISTENs on every channel this instance needs. When it
 * drops (server restart, network), it reconnects with backoff until it works, LISTENs
 * again, and tells subscribers, since messages sent meanwhile were lost.
 */
class PostgresListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly changeHandlers = new Set<(connected: boolean) => void>();
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private closed = false;
  private connecting: Promise<void> | null = null;
  connected = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    checkChannel(channel);
    let set = this.handlers.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onMessage);
    if (!this.client && !this.connecting) await this.connect();
    else if (this.connecting) await this.connecting;
    else if (isNew && this.client) await this.client.query(`LISTEN ${channel}`).catch(() => {});
    return async () => {
      set.delete(onMessage);
    };
  }

  onChange(onChange: (connected: boolean) => void): () => void {
    this.changeHandlers.add(onChange);
    return () => this.changeHandlers.delete(onChange);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.connected = false;
    await client?.end().catch(() => {});
  }

  private connect(): Promise<void> {
    this.connecting ??= this.tryConnect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async tryConnect(): Promise<void> {
    if (this.closed) return;
    const next = new pg.Client({ connectionString: this.url });
    next.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    const lost = () => {
      next.removeAllListeners('error');
      next.on('error', () => {});
      next.end().catch(() => {});
      if (this.client === next) {
        this.client = null;
        this.setConnected(false);
      }
      this.scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', () => {
      if (this.client === next) lost();
    });
    try {
      await next.connect();
      for (const channel of this.handlers.keys()) await next.query(`LISTEN ${channel}`);
    } catch {
      lost();
      return;
    }
    if (this.closed) {
      await next.end().catch(() => {});
      return;
    }
    this.client = next;
    this.attempts = 0;
    this.setConnected(true);
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    const delay = Math.min(LISTENER_BACKOFF.maxMs, LISTENER_BACKOFF.firstMs * 2 ** this.attempts);
    this.attempts += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().catch(() => {});
    }, delay);
    this.retry.unref();
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    for (const handler of this.changeHandlers) handler(connected);
  }
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
      checkChannel(channel);
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    // In-process: the notifications cannot be lost while the database is open.
    listenerConnected: () => !client.closed,
    onListenerChange: () => () => {},
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
