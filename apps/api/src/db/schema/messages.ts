/** Notifications, push, announcements, members' mails and journeys. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  jsonb,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';
import { stations } from './stations';

export const notificationType = pgEnum('notification_type', [
  'streak',
  'level_up',
  'referral',
  'reward',
  'ranking',
  'other',
  /** A journey's automatic message (issue 33): its data holds the journey's key. */
  'reminder',
]);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Optional extras the bell shows: streak_count, bonus_points, new_level, new_level_name. */
    data: jsonb('data').$type<Record<string, string | number>>(),
    read: boolean('read').notNull().default(false),
    /** Increasing number: the event id of the realtime stream, for Last-Event-ID replays. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_seq_idx').on(table.userId, table.seq),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** One delivery of one payload to one subscription; claimed with a lease by any instance. */
export const pushJobs = pgTable(
  'push_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The announcement it carries: its successes and failures are counted there. */
    announcementId: uuid('announcement_id').references((): AnyPgColumn => announcements.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [index('push_jobs_due_idx').on(table.nextAttemptAt)],
);

/**
 * The operator's announcements (docs/product.md, operators): a short message to an
 * audience, now or at a time, as an in-app notification and a Web Push.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The same in other languages ({ 'de-CH': { title, body } }); French is title and body. */
    translations: jsonb('translations'),
    /** A page of the app the notification opens. */
    link: text('link'),
    audience: text('audience').notNull(),
    /** The station of a 'station_regulars' audience (a rename follows it, as in washes). */
    station: text('station').references(() => stations.name, { onUpdate: 'cascade' }),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** scheduled → sending → sent, or cancelled. */
    status: text('status').notNull().default('scheduled'),
    /** A sender holds it until then (another instance takes over a crashed one's). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Members it reached, and members skipped (already served that day). */
    reached: integer('reached').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    pushSent: integer('push_sent').notNull().default(0),
    pushFailed: integer('push_failed').notNull().default(0),
    createdById: uuid('created_by_id').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'announcements_status_known',
      sql`${table.status} IN ('scheduled', 'sending', 'sent', 'cancelled')`,
    ),
    index('announcements_due_idx').on(table.status, table.sendAt),
  ],
);

/** Who received which announcement: one a member per Zurich day, whatever races. */
export const announcementDeliveries = pgTable(
  'announcement_deliveries',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    uniqueIndex('announcement_deliveries_user_day').on(table.userId, table.day),
  ],
);

/**
 * Addresses that used a mail's unsubscribe link (RFC 8058): never mailed again, even by a
 * new account on the same address. Hashed like the referral list: no address is kept.
 */
export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The unsubscribe link of each mail sent to a member (RFC 8058): a random token, stored
 * hashed, that works without a session. It names the member and the address it went to.
 */
export const mailLinks = pgTable(
  'mail_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
    /** The journey occasion the mail was about (its link followed counts it « opened »). */
    journey: text('journey'),
    occasion: text('occasion'),
    /** The app's page the mail's « open » link lands on. */
    openPath: text('open_path'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_links_user_idx').on(table.userId)],
);

/**
 * Each journey's occasion per member (issue 33): its key makes every occasion happen once,
 * whichever instance gets there first. `outcome` says whether the message went out or the
 * member was in the control group; the return is read from the washes that followed.
 */
export const journeyOccasions = pgTable(
  'journey_occasions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journey: text('journey').notNull(),
    /** What makes it one occasion: the week, the year, the lapse's last wash day… */
    occasion: text('occasion').notNull(),
    outcome: text('outcome', { enum: ['sent', 'control'] }).notNull(),
    /** The Zurich day it happened: the caps count by day and week. */
    day: date('day', { mode: 'string' }).notNull(),
    notificationId: uuid('notification_id'),
    /** The notification read, the push or the mail link followed. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** A win-back offer: its points, until when, and when a wash used it. */
    offerPoints: integer('offer_points').notNull().default(0),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerUsedAt: timestamp('offer_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.journey, table.occasion] }),
    index('journey_occasions_journey_created_idx').on(table.journey, table.createdAt),
    index('journey_occasions_user_day_idx').on(table.userId, table.day),
  ],
);
