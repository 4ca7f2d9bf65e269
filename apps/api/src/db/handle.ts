import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsDir } from '../paths';
import type * as schema from './schema';

// What both engines share: the query API, the handle each opens, and the migration and
// channel rules. client.ts (PGlite, the choice of engine) and postgres.ts both build on it.

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
  /**
   * Applies pending migrations; safe when several instances start at once. A restore
   * passes a folder holding the first migrations only (the archive's schema).
   */
  migrate(migrationsFolder?: string): Promise<void>;
  /** PostgreSQL's connection URL (pg_dump connects with it); absent on PGlite. */
  url?: string;
  /** The embedded engine's client (backups copy its tables under its lock); absent on PostgreSQL. */
  pglite?: import('@electric-sql/pglite').PGlite;
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
  /** The connection pool's state, where the engine has one (PostgreSQL). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Calls `observe` with the duration in seconds of every query run on the pool (the
   * metrics); answers a function that stops it. Absent on the embedded engine.
   */
  observeQueries?(observe: (seconds: number) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_]+$/;

export function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}
