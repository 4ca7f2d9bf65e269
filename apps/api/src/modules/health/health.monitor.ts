import type { DatabaseHandle } from '../../db/client';

/**
 * A server can go away at any moment: probed every 2 s. The embedded engine lives in this
 * process, and each probe runs on the event loop the requests share: every 30 s.
 */
const PROBE_EVERY_MS = { postgres: 2_000, pglite: 30_000 } as const;
const PROBE_TIMEOUT_MS = 1_500;

/**
 * Probes the database in the background, so that /api/health answers from memory (load
 * balancers call it often) yet reports an outage within a few seconds.
 */
export class HealthMonitor {
  databaseUp = true;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly database: DatabaseHandle) {}

  start(): void {
    // The first probe at once: it opens the probe's own connection before it is needed.
    void this.probe();
    this.timer ??= setInterval(() => void this.probe(), PROBE_EVERY_MS[this.database.engine]);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get listenerUp(): boolean {
    return this.database.listenerConnected();
  }

  private pending: Promise<boolean> | null = null;

  /** Probes now (one probe at a time: callers meanwhile share it). */
  probe(): Promise<boolean> {
    this.pending ??= this.probeOnce().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async probeOnce(): Promise<boolean> {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        this.database.ping(),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
        }),
      ]);
      this.databaseUp = true;
    } catch {
      this.databaseUp = false;
    } finally {
      clearTimeout(timeout);
    }
    return this.databaseUp;
  }
}
