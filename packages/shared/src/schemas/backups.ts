import { z } from 'zod';

/** GET /api/admin/backups: the schedule, the last good backup and the latest runs. */
export const backupStatusResponse = z.object({
  /** BACKUP_DIR and BACKUP_EVERY_HOURS are set. */
  scheduled: z.boolean(),
  every_hours: z.number().nullable(),
  keep: z.number().int(),
  last_success: z.object({ started_at: z.string(), file: z.string(), bytes: z.number().int() }).nullable(),
  next_at: z.string().nullable(),
  runs: z.array(
    z.object({
      id: z.number().int(),
      trigger: z.enum(['schedule', 'manual']),
      /** The file's name (not its folder). */
      file: z.string(),
      started_at: z.string(),
      finished_at: z.string().nullable(),
      bytes: z.number().int().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type BackupStatus = z.infer<typeof backupStatusResponse>;
