/** The operator's settings, the audit log and backups. */
import { bigint, index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Small pieces of server state, such as the generated VAPID keys. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Every admin action (STYLE: "every admin action leaves an audit entry"). A deleted
 * admin or target keeps its id and name here (docs/product.md, privacy), so no foreign keys.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: uuid('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** Who or what the action was about, by name: kept when the member's account goes. */
    targetName: text('target_name'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetId),
  ],
);

/**
 * Every backup written (scheduled by an instance, or asked for with `npm run backup`):
 * what the operator sees in /admin, shared by all instances (docs/decisions/0021).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    file: text('file').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Why it failed (the operator's log has the details); null while running or after a success. */
    error: text('error'),
  },
  (table) => [index('backup_runs_started_idx').on(table.startedAt)],
);
