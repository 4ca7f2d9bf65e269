import { desc, eq, isNotNull, isNull, and } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { backupRuns } from '../../db/schema';

export type BackupRun = typeof backupRuns.$inferSelect;

export async function insertBackupRun(
  db: Executor,
  run: { trigger: BackupRun['trigger']; file: string; startedAt: Date },
): Promise<number> {
  const [row] = await db.insert(backupRuns).values(run).returning({ id: backupRuns.id });
  return row!.id;
}

export async function finishBackupRun(
  db: Executor,
  id: number,
  outcome: { finishedAt: Date; bytes: number } | { finishedAt: Date; error: string },
): Promise<void> {
  await db.update(backupRuns).set(outcome).where(eq(backupRuns.id, id));
}

export async function latestBackupRuns(db: Executor, limit: number): Promise<BackupRun[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(limit);
}

export async function lastSuccessfulBackup(db: Executor): Promise<BackupRun | null> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), isNull(backupRuns.error)))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row ?? null;
}

export async function lastScheduledAttempt(db: Executor): Promise<BackupRun | null> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.trigger, 'schedule'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row ?? null;
}
