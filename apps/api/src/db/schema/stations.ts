/** The stations and what stands at them (displays, their codes). */
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const stations = pgTable('stations', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  googleReviewUrl: text('google_review_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Premium washes (25 points) are refused until a station offers them. */
  offersPremium: boolean('offers_premium').notNull().default(false),
  /** The name shown to customers, when the operator sets one (the name stays the key). */
  displayName: text('display_name'),
  address: text('address').notNull().default(''),
  /** Whether a wash here needs the code of one of the station's displays (docs/product.md, presence). */
  presenceRequired: boolean('presence_required').notNull().default(false),
  /** Where the station is, for the distance check (set by the operator). */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** A closed station takes no new washes and leaves every choice; its history stays. */
  open: boolean('open').notNull().default(true),
  /** Opening hours per weekday in Zurich time (`OpeningHours`); null means 24/7. */
  hours: jsonb('hours'),
  /** The station's photo (a media key), re-encoded like members' photos. */
  photoKey: text('photo_key'),
  /** Whether a wash outside the opening hours is listed « À vérifier » (still accepted). */
  reviewOutsideHours: boolean('review_outside_hours').notNull().default(false),
  /** Its wash bays (1–20): what « Affluence » measures the visits against. */
  bays: integer('bays').notNull().default(2),
});

/**
 * Each station's « Affluence » as last computed, shared by every instance: one instance a
 * minute claims the refresh (`affluence_refresh`), writes these rows and notifies the others.
 */
export const stationAffluence = pgTable('station_affluence', {
  stationId: text('station_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  /** 'calm' | 'moderate' | 'busy', or null when the station has too little history. */
  nowLevel: text('now_level'),
  /** Today's hours `[{hour, level}]`, or null. */
  usual: jsonb('usual'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/** A single row: when the network's affluence was last refreshed, claimed by one instance. */
export const affluenceRefresh = pgTable('affluence_refresh', {
  id: integer('id').primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/**
 * A station's display: a device at the bay showing a TOTP code. Created with a pairing code
 * (stored hashed, single use, 10 minutes); the device receives the secret when it pairs.
 */
export const stationDisplays = pgTable(
  'station_displays',
  {
    id: uuid('id').primaryKey(),
    station: text('station')
      .notNull()
      .references(() => stations.name, { onUpdate: 'cascade' }),
    label: text('label').notNull(),
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    /** Base32 TOTP secret; null until the device pairs. */
    secret: text('secret'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('station_displays_station_idx').on(table.station),
    uniqueIndex('station_displays_pairing_unique').on(table.pairingCodeHash),
  ],
);

/**
 * Wrong wash codes at a station over all members, per 10-minute window, once they pass the
 * burst threshold (docs/product.md, presence): listed in 'À vérifier' until dismissed.
 */
export const presenceCodeBursts = pgTable(
  'presence_code_bursts',
  {
    id: serial('id').primaryKey(),
    station: text('station')
      .notNull()
      .references(() => stations.name, { onUpdate: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('presence_code_bursts_window').on(table.station, table.windowStart)],
);

/**
 * E-mail addresses (hashed) that were once referred: kept when the account is deleted, so
 * the same address registered again never pays a second referral (docs/product.md,
 * bonuses), as photo fingerprints outlive accounts.
 */
export const referredAddresses = pgTable('referred_addresses', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});
