import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditEntry {
  admin: { id: string; name: string };
  action: string;
  targetType: string;
  targetId?: string | null;
  /** Its name as the journal shows it; for a member, read from the account when not given. */
  targetName?: string | null;
  details?: Record<string, unknown>;
  now: Date;
}

/** A name the details carry (`name`, or the `name` or `partner_name` after or before a change). */
function nameInDetails(details: Record<string, unknown> | undefined): string | null {
  if (!details) return null;
  for (const source of [details, details.after, details.before]) {
    if (source === null || typeof source !== 'object') continue;
    for (const key of ['name', 'user_name', 'author_name', 'partner_name', 'label', 'word']) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}

/** Writes the audit row of an admin action, in the transaction of the action itself. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  let targetName = entry.targetName ?? null;
  if (targetName === null && entry.targetType === 'user' && entry.targetId) {
    const [member] = await tx.select({ name: users.name }).from(users).where(eq(users.id, entry.targetId));
    targetName = member?.name ?? null;
  }
  await tx.insert(auditLog).values({
    adminId: entry.admin.id,
    adminName: entry.admin.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetName: targetName ?? nameInDetails(entry.details),
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
