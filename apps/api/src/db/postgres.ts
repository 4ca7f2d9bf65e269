import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  checkChannel,
  MIGRATION_LOCK_ID,
  MIGRATIONS_DIR,
  type Database,
  type DatabaseHandle,
} from './handle';
import * as schema from './schema';

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listener = new PostgresListener(url);
  // The health check's own connection, outside the pool (opened again after a failure).
  // One ping at a time: callers meanwhile share it (a pg client runs one query at once).
  let probe: pg.Client | null = null;
  let inflight: Promise<void> | null = null;
  const pingOnce = async () => {
    if (!probe) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
      client.on('error', () => {
        if (probe === client) probe = null;
      });
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      probe = client;
    }
    const client = probe;
    try {
      await client.query('SELECT 1');
    } catch (error) {
      if (probe === client) probe = null;
      await client.end().catch(() => {});
      throw error;
    }
  };
  const ping = () =>
    (inflight ??= pingOnce().finally(() => {
      inflight = null;
    }));
  return {
    db,
    engine: 'postgres',
    url,
    async migrate(migrationsFolder = MIGRATIONS_DIR) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
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
    ping,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries(observe) {
      // Timed around the pool's own query (what drizzle calls outside transactions).
      const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
      (pool as unknown as { query: typeof original }).query = (...args: unknown[]) => {
        const started = process.hrtime.bigint();
        const done = () => observe(Number(process.hrtime.bigint() - started) / 1e9);
        const pending = original(...args);
        if (pending instanceof Promise) pending.then(done, done);
        return pending;
      };
      return () => {
        (pool as unknown as { query: typeof original }).query = original;
      };
    },
    async close() {
      await listener.close();
      await probe?.end().catch(() => {});
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
