import type { Executor } from '../db/client';
import type { pointsLedger } from '../db/schema';

/**
 * Domain events (decision 0030): what the ledger and the washes tell the features that
 * follow them — badges, rewards, notifications, streaks, referral, journeys — instead of
 * calling them. Published inside the writer's transaction; each subscriber runs there, in
 * the order it was subscribed, so what it writes commits or rolls back with the event.
 * What only tells a client (realtime, push) is itself delivered at commit (publishEvent,
 * the push queue), never for a transaction that rolled back.
 */
export interface DomainEventMap {
  /** A ledger row was written (never for a replayed idempotency key). */
  'points.changed': {
    userId: string;
    delta: number;
    reason: (typeof pointsLedger.$inferInsert)['reason'];
    reference: string | null;
    /** The member's total and level right after this row (before what it unlocks). */
    totalPoints: number;
    level: number;
    levelBefore: number;
    now: Date;
  };
  /** A wash was recorded and counted, before its points are written. */
  'wash.validated': {
    user: {
      id: string;
      name: string;
      pseudo: string | null;
      referredBy: string | null;
      totalWashes: number;
      locale: string | null;
    };
    washId: string;
    station: string;
    /** Backed by a station display's code. */
    verified: boolean;
    /** Taken offline at the bay and sent later. */
    offline: boolean;
    /** The wash's own points. */
    points: number;
    /** The wash's moment (an offline wash's code step) and the server's. */
    instant: Date;
    now: Date;
  };
  /** A wash moved a member's streaks (or left them as they were). */
  'streak.changed': {
    user: { id: string; locale: string | null; lastWashDay: string | null; lastWashWeek: string | null };
    today: string;
    thisWeek: string;
    daily: { count: number };
    weekly: { count: number };
    /** The wash's week earned a streak joker. */
    jokerEarned: boolean;
    now: Date;
  };
  /** The operator removed a wash; its own points are already taken back. */
  'wash.removed': { userId: string; station: string; washId: string; now: Date };
  /** A member followed a mail's « open » link about a journey's occasion. */
  'mail.opened': { userId: string; journey: string; occasion: string; now: Date };
  /** A Snake game was submitted for the week (badges may follow). */
  'snake.submitted': { userId: string; score: number; now: Date };
}

export type DomainEventName = keyof DomainEventMap;
export type DomainEventHandler<Name extends DomainEventName> = (
  tx: Executor,
  event: DomainEventMap[Name],
) => Promise<void>;

const subscribers = new Map<DomainEventName, Map<string, DomainEventHandler<never>>>();

/**
 * Subscribes `handler` under a stable name: subscribing the same name again replaces it
 * (each app built in a process wires the same subscribers once).
 */
export function subscribe<Name extends DomainEventName>(
  name: Name,
  subscriber: string,
  handler: DomainEventHandler<Name>,
): void {
  let handlers = subscribers.get(name);
  if (!handlers) subscribers.set(name, (handlers = new Map()));
  handlers.set(subscriber, handler as DomainEventHandler<never>);
}

/** Runs every subscriber of `name` in the caller's transaction, one after the other. */
export async function publishDomainEvent<Name extends DomainEventName>(
  tx: Executor,
  name: Name,
  event: DomainEventMap[Name],
): Promise<void> {
  const handlers = subscribers.get(name);
  if (!handlers) return;
  for (const handler of handlers.values()) await (handler as DomainEventHandler<Name>)(tx, event);
}

/** The subscribers' names per event, in order (the architecture test reads them). */
export function subscriptions(): Record<string, string[]> {
  return Object.fromEntries([...subscribers].map(([name, handlers]) => [name, [...handlers.keys()]]));
}
