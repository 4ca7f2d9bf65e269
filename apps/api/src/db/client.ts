import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as runPgliteMigrations } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import { copyTemplateInto } from './pglite-template';
import { makePrivate, privateDir, restrictNewFiles } from './private-files';
import * as schema from './schema';

export * from './handle';
import { checkChannel, MIGRATIONS_DIR, type Database, type DatabaseHandle, type Executor } from './handle';

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    async migrate(migrationsFolder = MIGRATIONS_DIR) {
      await runPgliteMigrations(drizzlePglite(client, { schema }), { migrationsFolder });
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
  restrictNewFiles();
  privateDir(dataDir);
  const release = lockDataDir(dataDir);
  try {
    const dir = path.join(dataDir, 'pgdata');
    privateDir(dir);
    if ((await fs.readdir(dir)).length === 0) copyTemplateInto(dir);
    const client = await PGlite.create(dir);
    // A new cluster's files come with the modes PGlite gives them (0666, set by chmod, so
    // the umask cannot help), and a data directory an earlier version left open is mended.
    // DATA_DIR itself is 0700 first: no other user could reach them meanwhile.
    makePrivate(dir);
    const handle = wrapPglite(client);
    return {
      ...handle,
      async close() {
        await handle.close();
        makePrivate(dir);
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
