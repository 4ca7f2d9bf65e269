import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** The channel that wakes the push workers of every instance. */
export const PUSH_CHANNEL = 'push_jobs';

export interface PushPayload {
  title: string;
  body: string;
  /** Opened when the push is clicked: the notification's /open link (read, then its page). */
  url: string;
  /** Replaces an earlier notification with the same tag. */
  tag: string;
}

/**
 * Queues one delivery per subscription of each of these notifications' members, carrying
 * each notification's own title, message and tag, in one statement (an announcement to
 * thousands of members); `announcementId` lets the worker count its successes and failures.
 */
export async function enqueuePushes(
  db: Executor,
  notificationIds: string[],
  now: Date,
  announcementId: string | null,
): Promise<void> {
  if (notificationIds.length === 0) return;
  const at = now.toISOString();
  await db.execute(sql`
    INSERT INTO push_jobs (subscription_id, payload, next_attempt_at, created_at, announcement_id)
    SELECT s.id,
           jsonb_build_object('title', n.title, 'body', n.message, 'url', '/api/viral/notifications/' || n.id || '/open',
                              'tag', 'notification-' || n.id),
           ${at}::timestamptz, ${at}::timestamptz, ${announcementId}::uuid
    FROM notifications n JOIN push_subscriptions s ON s.user_id = n.user_id
    WHERE n.id = ANY(${`{${notificationIds.join(',')}}`}::uuid[])`);
  await db.execute(sql`SELECT pg_notify(${PUSH_CHANNEL}, '')`);
}

/** Queues one delivery per subscription of the user; workers send them after the commit. */
export async function enqueuePush(
  db: Executor,
  userId: string,
  payload: PushPayload,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    INSERT INTO push_jobs (subscription_id, payload, next_attempt_at, created_at)
    SELECT id, ${JSON.stringify(payload)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
    FROM push_subscriptions WHERE user_id = ${userId}`);
  await db.execute(sql`SELECT pg_notify(${PUSH_CHANNEL}, '')`);
}
