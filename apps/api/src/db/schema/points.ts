/** The points: the ledger, the period sums, the streak joker, the members' rhythm. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';

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
  /** A badge, or a review bonus, whose condition a removed wash broke (docs/product.md, points). */
  'badge_revoked',
  'review_revoked',
  /** A streak joker bought with points (issue 33): a negative entry. */
  'joker_purchase',
  /** A journey's points: the win-back offer used, the birthday gift (issue 33). */
  'journey_offer',
  'birthday',
]);

/** Every change to a user's points (docs/product.md, points). */
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
    /** The station of the wash a 'wash', 'share' or 'wash_removed' row is about, set by a trigger (migration 0046). */
    stationId: text('station_id'),
  },
  (table) => [
    index('points_ledger_user_created_idx').on(table.userId, table.createdAt),
    index('points_ledger_created_idx').on(table.createdAt),
    // Statistics: a period's points by reason, read from the index alone (decision 0032).
    index('points_ledger_created_points_idx').on(table.createdAt, table.reason, table.delta),
    // Statistics: the members who shared or reviewed, without reading every wash's row.
    index('points_ledger_bonus_members_idx')
      .on(table.reason, table.userId)
      .where(sql`${table.reason} IN ('share', 'google_review')`),
  ],
);

/**
 * The weeks a streak joker covered: one row per member and empty week, so that a joker is
 * spent once even when the job and a wash (or two instances) meet the same Monday.
 */
export const streakJokerUses = pgTable(
  'streak_joker_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week without a wash. */
    week: date('week', { mode: 'string' }).notNull(),
    /** The weekly streak it kept. */
    streakCount: integer('streak_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);

/**
 * Points per user and Zurich week or month: the ledger summed by period, kept in the
 * same transaction as each ledger row, so period leaderboards read an index instead of
 * aggregating the ledger on every request.
 */
/**
 * Each member's wash rhythm (Statistics → « Fidélité »), kept by triggers on washes
 * (migration 0037) whatever path writes them: first and last wash day, the number of
 * days with a wash, and the median of the intervals between them (null below two).
 */
export const memberActivity = pgTable(
  'member_activity',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    washDays: integer('wash_days').notNull(),
    usualInterval: doublePrecision('usual_interval'),
  },
  (table) => [index('member_activity_first_day_idx').on(table.firstDay)],
);

/** The weeks (Monday, Zurich) in which each member washed, kept by the same triggers. */
export const memberWeeks = pgTable(
  'member_weeks',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.weekStart, table.userId] }),
    index('member_weeks_user_idx').on(table.userId),
  ],
);

/** The months (their first day) in which each member washed, kept by the same triggers. */
export const memberMonths = pgTable(
  'member_months',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    /** The month of the member's first wash (their cohort), kept with each row: the cohort
     * grid groups this table alone (migration 0042). */
    cohort: date('cohort', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);

export const periodPoints = pgTable(
  'period_points',
  {
    period: text('period').notNull(),
    /** Monday of the week, or first day of the month (Zurich dates). */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.period, table.startsOn, table.userId] }),
    check('period_points_period_known', sql`${table.period} IN ('week', 'month')`),
    // Covers the board queries (top, own rank, totals) with index-only scans.
    index('period_points_board_idx').on(table.period, table.startsOn, table.points, table.userId),
  ],
);
