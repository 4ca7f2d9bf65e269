import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config/env';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { isMissingTable } from '../../lib/db-errors';
import type { Clock } from '../../lib/clock';
import { backupDatabase, type BackupResult } from './backup';
import {
  finishBackupRun,
  insertBackupRun,
  lastScheduledAttempt,
  lastSuccessfulBackup,
  latestBackupRuns,
  type BackupRun,
} from './backups.repository';

/** Any number no other application on the same server would pick (pg advisory locks). */
const BACKUP_LOCK_ID = 731_204_518;
/** How often each instance looks whether a scheduled backup is due. */
const CHECK_EVERY_MS = 60_000;
/** After a failure, the next try comes sooner than the period (but not sooner than this). */
const RETRY_AFTER_MS = 60 * 60_000;
/** Embedded databases with a scheduled backup under way in this process. */
const pgliteBackups = new WeakSet<PGlite>();
const ARCHIVE_NAME = /^eclat-lavage-\d{8}-\d{6}\.backup\.gz$/;

/** `eclat-lavage-20261126-061500.backup.gz` (UTC): names sort by date. */
export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `eclat-lavage-${stamp}.backup.gz`;
}

/**
 * Backups as the operator sees them (docs/decisions/0021): each one recorded in
 * backup_runs (shown in /admin), scheduled ones written to BACKUP_DIR every
 * BACKUP_EVERY_HOURS by one instance at a time, the newest BACKUP_KEEP kept.
 */
export class BackupService {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly config: Pick<Config, 'backups'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Writes an archive to `file` and records it (its size, or why it failed). */
  async backupTo(file: string, trigger: BackupRun['trigger']): Promise<BackupResult> {
    const db = this.database.db;
    // A database not yet migrated to this version (backed up before an upgrade) has no
    // backup_runs: the backup is written, not recorded.
    const id = await insertBackupRun(db, { trigger, file, startedAt: this.clock.now() }).catch(
      (error: unknown) => {
        if (isMissingTable(error)) return null;
        throw error;
      },
    );
    try {
      const result = await backupDatabase({
        database: this.database,
        file,
        now: this.clock.now(),
      });
      if (id !== null) await finishBackupRun(db, id, { finishedAt: this.clock.now(), bytes: result.bytes });
      this.log.info(
        { file, bytes: result.bytes, durationMs: Math.round(result.durationMs), trigger },
        'backup written',
      );
      return result;
    } catch (error) {
      // The operator's screen names files, not the server's folders.
      const reason = (error as Error).message.replaceAll(path.dirname(file), '…').slice(0, 500);
      if (id !== null)
        await finishBackupRun(db, id, { finishedAt: this.clock.now(), error: reason }).catch(() => {});
      this.log.error({ err: error, file, trigger }, 'backup failed');
      throw error;
    }
  }

  /** When the next scheduled backup falls due (null: off). */
  async nextDue(): Promise<Date | null> {
    const every = this.config.backups.everyHours;
    if (!every || !this.config.backups.dir) return null;
    const last = await lastScheduledAttempt(this.database.db);
    if (!last) return this.clock.now();
    const wait = last.error ? Math.min(RETRY_AFTER_MS, every * 3_600_000) : every * 3_600_000;
    return new Date(last.startedAt.getTime() + wait);
  }

  /**
   * Writes the scheduled backup if it is due, on one instance only: the others find the
   * lock taken, or the backup just recorded once they get it. Answers whether it ran.
   */
  async runIfDue(): Promise<boolean> {
    if (this.running) return false;
    const due = await this.nextDue();
    if (!due || due > this.clock.now()) return false;
    const client = this.database.pglite;
    if (client && pgliteBackups.has(client)) return false;
    const run = client
      ? // One process holds PGlite's files: only its own apps (tests build several) to keep out.
        this.runScheduledOn(client)
      : this.database.db.transaction(async (tx) => {
          const [lock] = await queryRows<{ locked: boolean }>(
            tx,
            sql`SELECT pg_try_advisory_xact_lock(${BACKUP_LOCK_ID}) AS locked`,
          );
          if (!lock?.locked) return false;
          const stillDue = await this.nextDue();
          if (!stillDue || stillDue > this.clock.now()) return false;
          return this.runScheduled();
        });
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = null;
    }
  }

  private async runScheduledOn(client: PGlite): Promise<true> {
    pgliteBackups.add(client);
    try {
      return await this.runScheduled();
    } finally {
      pgliteBackups.delete(client);
    }
  }

  private async runScheduled(): Promise<true> {
    const dir = this.config.backups.dir!;
    await this.backupTo(path.join(dir, archiveName(this.clock.now())), 'schedule');
    this.prune(dir);
    return true;
  }

  /** Keeps the newest BACKUP_KEEP archives this app named in BACKUP_DIR (nothing else). */
  prune(dir: string): string[] {
    const archives = fs
      .readdirSync(dir)
      .filter((name) => ARCHIVE_NAME.test(name))
      .sort()
      .reverse();
    const removed = archives.slice(this.config.backups.keep);
    for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
    if (removed.length > 0) this.log.info({ removed: removed.length }, 'old backups removed');
    return removed;
  }

  /** What /admin shows: the schedule, the last success, the latest runs (failures too). */
  async status() {
    const [last, runs, next] = await Promise.all([
      lastSuccessfulBackup(this.database.db),
      latestBackupRuns(this.database.db, 10),
      this.nextDue(),
    ]);
    return {
      scheduled: Boolean(this.config.backups.everyHours && this.config.backups.dir),
      every_hours: this.config.backups.everyHours,
      keep: this.config.backups.keep,
      last_success: last && {
        started_at: last.startedAt.toISOString(),
        file: path.basename(last.file),
        bytes: last.bytes ?? 0,
      },
      next_at: next?.toISOString() ?? null,
      runs: runs.map((run) => ({
        id: run.id,
        trigger: run.trigger,
        file: path.basename(run.file),
        started_at: run.startedAt.toISOString(),
        finished_at: run.finishedAt?.toISOString() ?? null,
        bytes: run.bytes,
        error: run.error,
      })),
    };
  }

  start(): void {
    if (!this.config.backups.everyHours || !this.config.backups.dir) return;
    const check = () =>
      this.runIfDue().catch((error: unknown) =>
        this.log.warn({ err: error }, 'scheduled backup check failed'),
      );
    this.timer = setInterval(check, CHECK_EVERY_MS);
    this.timer.unref();
    void check();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }
}
