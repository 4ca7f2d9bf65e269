import { eq, sql } from 'drizzle-orm';
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

/**
 * Erases a deleted member's addresses from the journal: every `email` in the entries about
 * them (an edit keeps the old and the new one), and their last address wherever another
 * entry quotes it.
 */
export async function forgetEmailInJournal(
  tx: Executor,
  userId: string,
  email: string,
  erased: string,
): Promise<void> {
  const about = await tx
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.targetId, userId));
  for (const entry of about) {
    if (!entry.details) continue;
    const details = withoutEmails(entry.details, erased) as Record<string, unknown>;
    await tx.update(auditLog).set({ details }).where(eq(auditLog.id, entry.id));
  }
  const quoted = JSON.stringify(email);
  await tx.execute(sql`
    UPDATE audit_log
    SET details = replace(details::text, ${quoted}, ${JSON.stringify(erased)})::jsonb
    WHERE details IS NOT NULL AND strpos(details::text, ${quoted}) > 0`);
}

/** A copy of a JSON value with whatever sits under an `email` key replaced. */
function withoutEmails(value: unknown, erased: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutEmails(item, erased));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'email' ? eraseLeaves(item, erased) : withoutEmails(item, erased),
    ]),
  );
}

function eraseLeaves(value: unknown, erased: string): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? erased : value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, eraseLeaves(item, erased)]));
}
