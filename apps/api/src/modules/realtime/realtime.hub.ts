import type { ServerResponse } from 'node:http';
import type { RealtimeEventName, RealtimePayload } from '@app/shared/schemas/events';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { touchActivity } from './presence';
import { EVENTS_CHANNEL, type RealtimeEvent } from '../../lib/events';

export const HEARTBEAT_MS = 25_000;

/**
 * Open streams allowed on one instance: a member's tabs and devices (the oldest is closed
 * when a sixth opens), and one address's members together (a shop's Wi-Fi, a family).
 */
export const MAX_STREAMS_PER_MEMBER = 5;
/** The event whose ids are notification sequence numbers (what Last-Event-ID names). */
const NOTIFICATION_EVENT = 'notification.created';
export const MAX_STREAMS_PER_ADDRESS = 20;

interface Client {
  userId: string;
  address: string;
  response: ServerResponse;
  /** Live events held while the stream replays what its client missed; null once live. */
  held: RealtimeEvent[] | null;
  /** The newest notification written to it: a late live copy of one replayed is dropped. */
  lastSeq: number;
}

/** Formats one server-sent event. */
export function sseMessage<Name extends RealtimeEventName>(
  event: Name,
  data: RealtimePayload<Name>,
  id?: number | null,
): string {
  const lines = id != null ? [`id: ${id}`] : [];
  lines.push(`event: ${event}`, `data: ${JSON.stringify(data)}`);
  return `${lines.join('\n')}\n\n`;
}

/**
 * The open event streams of this instance. Events arrive through LISTEN on the shared
 * database, so a stream on this instance sees what any instance published.
 */
export class RealtimeHub {
  private readonly clients = new Set<Client>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
    // Events published while the listener was down are lost here: end the streams, so that
    // browsers reconnect with Last-Event-ID and get what they missed.
    this.stopWatching = this.database.onListenerChange((connected) => {
      if (connected) this.endStreams();
    });
    this.heartbeat = setInterval(() => {
      this.broadcastRaw(': ping\n\n');
      // Users with a stream here stay "online" for the chat, whichever instance asks.
      touchActivity(this.database.db, this.connectedUserIds(), this.clock.now()).catch((error: unknown) =>
        this.log.warn({ err: error }, 'could not record the presence of connected users'),
      );
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Whether one more stream from this address may open (MAX_STREAMS_PER_ADDRESS). */
  acceptsAddress(address: string): boolean {
    let open = 0;
    for (const client of this.clients) if (client.address === address) open += 1;
    return open < MAX_STREAMS_PER_ADDRESS;
  }

  /**
   * Adds a stream; the member's oldest ones end beyond MAX_STREAMS_PER_MEMBER. A stream
   * that replays first holds its live events until `release`: an event published just
   * before the stream opened can reach this instance late, after the replay read it.
   */
  add(userId: string, address: string, response: ServerResponse, replaying = false): () => void {
    const own = [...this.clients].filter((client) => client.userId === userId);
    // A Set iterates in insertion order: the first ones are the oldest.
    for (const old of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_MEMBER + 1))) {
      this.clients.delete(old);
      old.response.end();
    }
    const client: Client = { userId, address, response, held: replaying ? [] : null, lastSeq: 0 };
    this.clients.add(client);
    return () => this.clients.delete(client);
  }

  /** Ends a stream's replay (its newest notification given): the held events follow, once each. */
  release(response: ServerResponse, lastSeq: number): void {
    for (const client of this.clients) {
      if (client.response !== response) continue;
      const held = client.held ?? [];
      client.held = null;
      client.lastSeq = Math.max(client.lastSeq, lastSeq);
      for (const event of held) this.write(client, event);
    }
  }

  private write(client: Client, event: RealtimeEvent): void {
    if (client.held) {
      client.held.push(event);
      return;
    }
    const notification = event.event === NOTIFICATION_EVENT && typeof event.id === 'number';
    if (notification && (event.id as number) <= client.lastSeq) return;
    if (notification) client.lastSeq = event.id as number;
    client.response.write(sseMessage(event.event, event.data, event.id));
  }

  connectedUserIds(): string[] {
    return [...new Set([...this.clients].map((client) => client.userId))];
  }

  get size(): number {
    return this.clients.size;
  }

  /** Ends every stream (before the server closes, so it does not wait for them). */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.stopWatching?.();
    this.endStreams();
    await this.stopListening?.();
    this.stopListening = null;
  }

  private endStreams(): void {
    for (const client of this.clients) client.response.end();
    this.clients.clear();
  }

  private dispatch(payload: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable realtime event');
      return;
    }
    for (const client of this.clients) {
      if (event.user_id === null || event.user_id === client.userId) this.write(client, event);
    }
  }

  private broadcastRaw(text: string): void {
    for (const client of this.clients) client.response.write(text);
  }
}
