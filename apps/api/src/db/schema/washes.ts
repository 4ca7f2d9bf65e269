/** Washes, their photos and fingerprints, campaigns, and the statistics' day rows. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, bytea } from './columns';
import { stations, stationDisplays } from './stations';
import { users } from './members';

/**
 * The operator's campaigns (docs/product.md, the points economy): a multiplier (percent) or
 * a bonus on wash points, within a date range, at some stations, on some weekdays and hours.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    stations: text('stations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weekdays: integer('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    fromMinute: integer('from_minute'),
    toMinute: integer('to_minute'),
    /** The operator's name (kept if the account goes). */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('campaigns_kind_known', sql`${table.kind} IN ('multiplier', 'bonus')`),
    check('campaigns_range', sql`${table.endsAt} > ${table.startsAt}`),
    index('campaigns_ends_idx').on(table.endsAt),
  ],
);

export const washes = pgTable(
  'washes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    station: text('station')
      .notNull()
      .references(() => stations.name, { onUpdate: 'cascade' }),
    washType: text('wash_type').notNull(),
    /** Zurich calendar date of the wash. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 1, 2 or 3: the wash's place in the user's day. Unique, so a fourth cannot exist. */
    dailyIndex: integer('daily_index').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    bonusApplied: text('bonus_applied').array().notNull(),
    photoKey: text('photo_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    socialShared: boolean('social_shared').notNull().default(false),
    socialPlatform: text('social_platform'),
    /** Proven by a display's code (docs/product.md, presence): a verified wash. */
    verified: boolean('verified').notNull().default(false),
    displayId: uuid('display_id').references(() => stationDisplays.id, { onDelete: 'set null' }),
    presenceStep: bigint('presence_step', { mode: 'number' }),
    capturedOffline: boolean('captured_offline').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: doublePrecision('accuracy'),
    /** The app's random id on the phone that sent it (never a fingerprint of the phone). */
    deviceId: uuid('device_id'),
    /** A hash of the address it came from: several accounts from one phone show together. */
    addressHash: text('address_hash'),
    /** Why the operator should look at it: the most serious of reviewReasons; null when nothing. */
    reviewReason: text('review_reason'),
    /** Every reason to look at it, most serious first (WASH_REVIEW_REASONS). */
    reviewReasons: text('review_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The answer given when it was recorded: a phone that sends it again gets it back. */
    receipt: jsonb('receipt'),
    /** The campaigns that applied (docs/product.md, the points economy) and what they added. */
    campaignIds: uuid('campaign_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    campaignPoints: integer('campaign_points').notNull().default(0),
    /** The car detector's highest vehicle score (photo-judgement/car.ts); null if never judged. */
    carScore: real('car_score'),
    /** When the car check was done; null while the wash waits for it (car-check.job.ts). */
    carCheckedAt: timestamp('car_checked_at', { withTimezone: true }),
    /** An instance took the check until then; after it, any instance takes it (a crash, a restart). */
    carCheckLeaseUntil: timestamp('car_check_lease_until', { withTimezone: true }),
    carCheckAttempts: integer('car_check_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // The washes waiting for the car check: a handful at most, found without reading the rest.
    index('washes_car_check_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.carCheckedAt} IS NULL`),
    uniqueIndex('washes_user_station_day_unique').on(table.userId, table.station, table.day),
    uniqueIndex('washes_user_day_index_unique').on(table.userId, table.day, table.dailyIndex),
    check('washes_daily_index_range', sql`${table.dailyIndex} BETWEEN 1 AND 3`),
    check('washes_type_known', sql`${table.washType} IN ('standard', 'premium')`),
    index('washes_created_idx').on(table.createdAt),
    index('washes_user_created_idx').on(table.userId, table.createdAt),
    index('washes_device_created_idx').on(table.deviceId, table.createdAt),
    index('washes_address_created_idx').on(table.addressHash, table.createdAt),
    // Statistics: the active members of a period, at one station or all (index-only).
    index('washes_day_station_user_idx').on(table.day, table.station, table.userId),
    // … and one station's over a long period (a year: its washes only, not the network's).
    index('washes_station_day_user_idx').on(table.station, table.day, table.userId),
  ],
);

/**
 * Washes and their points per Zurich day and station (Statistics), kept by triggers on
 * washes and the ledger at each commit (migration 0046), so the statistics add up a row per
 * day and station instead of reading every wash ever made. Keyed by the station's id: a
 * rename changes nothing here.
 */
export const stationDays = pgTable(
  'station_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    stationId: text('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    washes: integer('washes').notNull().default(0),
    /** The day's washes per Zurich hour of their arrival, 24 counts (index 1 is 00:00). */
    hours: integer('hours')
      .array()
      .notNull()
      .default(sql`array_fill(0, ARRAY[24])`),
    /** The ledger's 'wash' and 'share' points for washes at this station, by the ledger row's day. */
    washPoints: integer('wash_points').notNull().default(0),
    sharePoints: integer('share_points').notNull().default(0),
    /** The points taken back with a removed wash ('wash_removed', negative), by the wash's day. */
    removedPoints: integer('removed_points').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.stationId] })],
);

/**
 * Perceptual fingerprints of the photos used in the last 30 days (photo-judgement/duplicates.ts):
 * several per photo. They outlive the wash and the account (no user in them), so a
 * deleted account does not free its photos for reuse.
 */
export const photoFingerprints = pgTable(
  'photo_fingerprints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    washId: uuid('wash_id').references(() => washes.id, { onDelete: 'set null' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    /** The hash cut in five bands (13, 13, 13, 13 and 12 bits), for indexed lookups. */
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    band4: integer('band4').notNull(),
    /** The whole photo's own hash (the others are its crops and slight rotations). */
    whole: boolean('whole').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('photo_fingerprints_created_idx').on(table.createdAt),
    index('photo_fingerprints_band0_idx').on(table.band0),
    index('photo_fingerprints_band1_idx').on(table.band1),
    index('photo_fingerprints_band2_idx').on(table.band2),
    index('photo_fingerprints_band3_idx').on(table.band3),
    index('photo_fingerprints_band4_idx').on(table.band4),
  ],
);

/** Who used which display's code step: at most `presence_users_per_code` members per step. */
export const presenceUses = pgTable(
  'presence_uses',
  {
    displayId: uuid('display_id')
      .notNull()
      .references(() => stationDisplays.id, { onDelete: 'cascade' }),
    step: bigint('step', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.displayId, table.step, table.userId] })],
);

/**
 * Media files (wash photos, thumbnails, profile photos) where every instance reads them
 * (docs/decisions/0010). A file owned by a member goes with their account, in the same
 * transaction.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('media_files_owner_idx').on(table.ownerId)],
);
