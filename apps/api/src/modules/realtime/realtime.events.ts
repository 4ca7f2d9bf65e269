import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The PostgreSQL channel that carries realtime events between API instances. */
export const EVENTS_CHANNEL = 'app_events';

export interface RealtimeEvent {
  /** Recipient; null for an event every connected user receives (chat, ranking). */
  user_id: string | null;
  /** SSE event name, e.g. notification.created. */
  event: string;
  /** SSE event id, for Last-Event-ID replays; null for events that are not replayed. */
  id: number | null;
  data: unknown;
}

/**
 * Publishes an event to every instance. Inside a transaction PostgreSQL delivers it only
 * at commit, and never if the transaction rolls back: no event for data that does not exist.
 */
export async function publishEvent(db: Executor, event: RealtimeEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
