import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, string | number>;
  createdAt: Date;
}

/**
 * The one place that creates a notification. Everything that notifies (level-ups,
 * streaks, and later referrals, rewards, badges, rankings, review decisions) calls it,
 * inside the transaction of the event that caused it.
 */
export async function createNotification(db: Executor, notification: NewNotification) {
  const rows = await db
    .insert(notifications)
    .values({
      userId: notification.userId,
      type: notification.type,
      title: notification.title,
      message: notification.message,
      data: notification.data ?? null,
      createdAt: notification.createdAt,
    })
    .returning();
  return rows[0] as typeof notifications.$inferSelect;
}
