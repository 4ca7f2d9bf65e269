import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return rows[0]?.value ?? 0;
}

export async function listNotifications(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.seq))
    .limit(limit);
}

/** Marks one of the user's own notifications read; answers false when it is not theirs. */
export async function markRead(db: Executor, userId: string, notificationId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * Marks one of the user's own notifications read as it is opened (a push clicked) and
 * answers what it points to; null when it is not theirs.
 */
export async function openOwn(db: Executor, userId: string, notificationId: string) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ type: notifications.type, data: notifications.data });
  return row ?? null;
}

export async function markAllRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Notifications after an event id, oldest first: what a reconnecting stream missed. */
export async function notificationsAfter(db: Executor, userId: string, seq: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
    .orderBy(notifications.seq)
    .limit(limit);
}
