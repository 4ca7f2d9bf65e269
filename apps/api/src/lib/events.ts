import type { RealtimeEventName, RealtimePayload } from '@app/shared/schemas/events';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** The PostgreSQL channel that carries realtime events between API instances. */
export const EVENTS_CHANNEL = 'app_events';

/** One event as it travels between instances (the contract: shared/schemas/events.ts). */
export interface RealtimeEvent<Name extends RealtimeEventName = RealtimeEventName> {
  /** Recipient; null for an event every connected user receives (chat, ranking). */
  user_id: string | null;
  event: Name;
  /** SSE event id, for Last-Event-ID replays; null for events that are not replayed. */
  id: number | null;
  data: RealtimePayload<Name>;
}

/**
 * Publishes an event to every instance. Inside a transaction PostgreSQL delivers it only
 * at commit, and never if the transaction rolls back: no event for data that does not exist.
 */
export async function publishEvent<Name extends RealtimeEventName>(
  db: Executor,
  event: RealtimeEvent<Name>,
): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Several events in one statement (an announcement to a batch of members). */
export async function publishEvents<Name extends RealtimeEventName>(
  db: Executor,
  events: RealtimeEvent<Name>[],
): Promise<void> {
  if (events.length === 0) return;
  const payloads = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await db.execute(
    sql`SELECT pg_notify(${EVENTS_CHANNEL}, payload) FROM jsonb_array_elements_text(${payloads}::jsonb) AS payload`,
  );
}
