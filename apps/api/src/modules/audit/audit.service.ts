import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  admin: { id: string; name: string };
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
  now: Date;
}

/** Writes the audit row of an admin action, in the transaction of the action itself. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: entry.admin.id,
    adminName: entry.admin.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    createdAt: entry.now,
  });
}
