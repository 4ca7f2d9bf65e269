import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** The channel that wakes the push workers of every instance. */
export const PUSH_CHANNEL = 'push_jobs';

export interface PushPayload {
  title: string;
  body: string;
  /** Page to open when the notification is clicked. */
  url: string;
  /** Replaces an earlier notification with the same tag. */
  tag: string;
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
