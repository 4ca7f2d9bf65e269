import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const stations = pgTable('stations', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  googleReviewUrl: text('google_review_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null for accounts that sign in through an external provider only. */
    passwordHash: text('password_hash'),
    authProvider: text('auth_provider').notNull().default('manual'),
    pseudo: text('pseudo'),
    /** Storage key of the uploaded profile photo. */
    profilePhoto: text('profile_photo'),
    /** Picture URL given by an external sign-in provider. */
    picture: text('picture'),
    favoriteStation: text('favorite_station').references(() => stations.name, {
      onUpdate: 'cascade',
      onDelete: 'set null',
    }),
    /** Sum of the user's points ledger, updated in the same transaction as each ledger row. */
    totalPoints: integer('total_points').notNull().default(0),
    level: integer('level').notNull().default(1),
    washStreak: integer('wash_streak').notNull().default(0),
    totalWashes: integer('total_washes').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    referralCode: text('referral_code').unique(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_pseudo_lower_unique').on(sql`lower(${table.pseudo})`),
    index('users_total_points_idx').on(table.totalPoints),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token: a database leak gives no usable session. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** One-time ids that an external sign-in hands to the browser, exchanged for a session. */
export const loginTickets = pgTable('login_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const ledgerReason = pgEnum('ledger_reason', [
  'wash',
  'share',
  'google_review',
  'referral_referrer',
  'referral_referred',
  'badge',
  'snake_prize',
  'admin_adjustment',
  'wash_removed',
]);

/** Every change to a user's points (DESIGN.md §3). */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: ledgerReason('reason').notNull(),
    /** What the change is about (a wash id, a station, a badge id...). */
    reference: text('reference'),
    /** Makes every award happen at most once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('points_ledger_user_created_idx').on(table.userId, table.createdAt),
    index('points_ledger_created_idx').on(table.createdAt),
  ],
);
