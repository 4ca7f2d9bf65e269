import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { publishEvent } from '../../lib/events';

export const PRESENCE_CHANGED = 'presence.changed' as const;

/**
 * Marks users as active now. Called for the users with an open event stream (on connect,
 * then at each heartbeat of their instance) and when they use the chat, so "online" is one
 * indexed read of the shared database, whichever instance holds their stream.
 */
export async function touchActivity(db: Executor, userIds: readonly string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(
      sql`${inArray(users.id, [...userIds])} and (${users.lastActiveAt} is null or ${users.lastActiveAt} < ${now.toISOString()}::timestamptz)`,
    );
}

/** Tells open pages that someone came online (they refresh the chat's online list). */
export function publishPresence(db: Executor, userId: string): Promise<void> {
  return publishEvent(db, { user_id: null, event: PRESENCE_CHANGED, id: null, data: { user_id: userId } });
}
