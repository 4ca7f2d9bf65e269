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
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
 * E-mail addresses (hashed) that were once referred: kept when the account is deleted, so
 * the same address registered again never pays a second referral (docs/product.md,
 * bonuses), as photo fingerprints outlive accounts.
 */
export const referredAddresses = pgTable('referred_addresses', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});

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
    /** Daily streak and the Zurich day it last grew; it reads 0 once that is before yesterday. */
    washStreak: integer('wash_streak').notNull().default(0),
    lastWashDay: date('last_wash_day', { mode: 'string' }),
    /** Weekly streak and the Monday it last grew. */
    weekStreak: integer('week_streak').notNull().default(0),
    lastWashWeek: date('last_wash_week', { mode: 'string' }),
    longestWeekStreak: integer('longest_week_streak').notNull().default(0),
    /** Streak jokers held (0–2): each covers one week without a wash (issue 33). */
    streakJokers: integer('streak_jokers').notNull().default(0),
    /** Day and month of birth, "MM-DD", never the year (issue 33's birthday journey). */
    birthday: text('birthday'),
    /** The programme's e-mails: off until the member turns them on (issue 33). */
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    /** The automatic messages' categories the member keeps (« Rappels de série », « Offres », « Anniversaire »). */
    remindStreak: boolean('remind_streak').notNull().default(true),
    remindOffers: boolean('remind_offers').notNull().default(true),
    remindBirthday: boolean('remind_birthday').notNull().default(true),
    totalWashes: integer('total_washes').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The member's wash photos appear in the community gallery unless they opt out (docs/product.md, privacy). */
    /** The member's language (issue 22); null: their browser's, else French. */
    locale: text('locale'),
    showInGallery: boolean('show_in_gallery').notNull().default(true),
    referralCode: text('referral_code').unique(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Last sign of life (open event stream, chat): the chat's online list reads it. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_pseudo_lower_unique').on(sql`lower(${table.pseudo})`),
    index('users_total_points_idx').on(table.totalPoints, table.id),
    index('users_last_active_idx').on(table.lastActiveAt),
    // The few operators, left out of every ranking and count (issue 17).
    index('users_admins_idx')
      .on(table.id)
      .where(sql`${table.isAdmin}`),
    // The joker job looks only at members holding one whose weekly streak may need it.
    index('users_streak_jokers_idx')
      .on(table.lastWashWeek)
      .where(sql`${table.streakJokers} > 0 AND ${table.weekStreak} > 0`),
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
  /** A badge, or a review bonus, whose condition a removed wash broke (docs/product.md, points). */
  'badge_revoked',
  'review_revoked',
  /** A streak joker bought with points (issue 33): a negative entry. */
  'joker_purchase',
  /** A journey's points: the win-back offer used, the birthday gift (issue 33). */
  'journey_offer',
  'birthday',
]);

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
    /** Why the operator should look at it ('far', 'shared_code', 'no_presence'); null when nothing. */
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The answer given when it was recorded: a phone that sends it again gets it back. */
    receipt: jsonb('receipt'),
    /** The campaigns that applied (docs/product.md, the points economy) and what they added. */
    campaignIds: uuid('campaign_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    campaignPoints: integer('campaign_points').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
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

/** Small pieces of server state, such as the generated VAPID keys. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

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
    /** The station of a 'station_regulars' audience. */
    station: text('station'),
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

/** Binary data; both drivers answer a Buffer or Uint8Array, read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

/**
 * Perceptual fingerprints of the photos used in the last 30 days (lib/fingerprints.ts):
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

/** Partner offers (docs/product.md, partner offers): data the operator edits in the admin area, never code. */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerName: text('partner_name').notNull(),
    imageUrl: text('image_url'),
    discountPercentage: integer('discount_percentage').notNull(),
    /** Sent only to users who unlocked the reward. */
    promoCode: text('promo_code'),
    description: text('description').notNull(),
    conditions: text('conditions').notNull().default(''),
    requiredLevel: integer('required_level').notNull().default(1),
    requiredPoints: integer('required_points').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Seeded examples, for the operator to replace with real partners. */
    isExample: boolean('is_example').notNull().default(false),
    /** The partner's logo uploaded by the operator (a media key), shown before image_url. */
    logoKey: text('logo_key'),
    /** Zurich days the offer runs, both included; null: open-ended. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** How many times a member may use it at the partner; null: unlimited. */
    usesPerMember: integer('uses_per_member'),
    /** argon2id hash of the PIN the partner types on /partenaire/verifier; null: not set yet. */
    partnerPinHash: text('partner_pin_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    check('rewards_discount_range', sql`${table.discountPercentage} between 0 and 100`),
    check('rewards_uses_positive', sql`${table.usesPerMember} IS NULL OR ${table.usesPerMember} > 0`),
    index('rewards_thresholds_idx').on(table.requiredLevel, table.requiredPoints),
  ],
);

/** A reward a user has reached: its first unlock notifies once. */
export const rewardUnlocks = pgTable(
  'reward_unlocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.rewardId] })],
);

/**
 * A member card's short code for one reward (docs/product.md, partner offers): valid ten
 * minutes, used once at the partner. A used code is the redemption itself.
 */
export const rewardCodes = pgTable(
  'reward_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reward_codes_code_unique').on(table.code),
    index('reward_codes_member_idx').on(table.userId, table.rewardId),
    index('reward_codes_used_idx')
      .on(table.usedAt)
      .where(sql`${table.usedAt} IS NOT NULL`),
  ],
);

/**
 * Every admin action (STYLE: "every admin action leaves an audit entry"). A deleted
 * admin or target keeps its id and name here (docs/product.md, privacy), so no foreign keys.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: uuid('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** Who or what the action was about, by name: kept when the member's account goes. */
    targetName: text('target_name'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetId),
  ],
);

export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'rejected']);

/**
 * Perceptual hashes of every review screenshot ever submitted: no user in them, so a
 * deleted account does not free its screenshots for reuse (like photo_fingerprints).
 */
export const screenshotFingerprints = pgTable('screenshot_fingerprints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  hash: bigint('hash', { mode: 'bigint' }).notNull(),
  createdAt: createdAt(),
});

/** Google review screenshots awaiting an admin's decision (docs/product.md, screens). */
export const reviewSubmissions = pgTable(
  'review_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    station: text('station')
      .notNull()
      .references(() => stations.name, { onUpdate: 'cascade' }),
    status: reviewStatus('status').notNull().default('pending'),
    screenshotKey: text('screenshot_key').notNull(),
    /** Perceptual hash of the screenshot: the same picture is refused from anyone. */
    screenshotHash: bigint('screenshot_hash', { mode: 'bigint' }).notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    adminNotes: text('admin_notes'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('review_submissions_user_idx').on(table.userId, table.submittedAt),
    index('review_submissions_pending_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'pending'`),
    // One pending screenshot per user and station.
    uniqueIndex('review_submissions_one_pending')
      .on(table.userId, table.station)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The community chat (docs/product.md, chat and moderation). Ids grow with time: `before` pages by id. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, trimmed, listed words masked before storing. */
    content: text('content').notNull(),
    /** Set when 3 members reported it: not listed until an admin restores or deletes it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * A moderator's deletion: the message leaves every member's chat but its author's (who
     * reads « Message masqué par la modération »), and stays in the moderators' history.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_user_idx').on(table.userId),
    index('chat_messages_visible_idx')
      .on(table.id)
      .where(sql`${table.hiddenAt} is null and ${table.deletedAt} is null`),
  ],
);

/** One report per member and message. */
export const chatReports = pgTable(
  'chat_reports',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.reporterId] })],
);

/** A member an admin silenced until a given time. */
export const chatMutes = pgTable('chat_mutes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedUntil: timestamp('muted_until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  mutedBy: uuid('muted_by'),
  createdAt: createdAt(),
});

/** Words masked with asterisks in chat messages: data the operator edits. */
export const chatBannedWords = pgTable(
  'chat_banned_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('chat_banned_words_word_unique').on(sql`lower(${table.word})`)],
);

export const feedPlatform = pgEnum('feed_platform', ['instagram', 'tiktok']);

/**
 * Posts of the social feed (network tab): written by admins, or refreshed from the
 * Instagram Graph API (source 'instagram_api', keyed by the post's external id).
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: feedPlatform('platform').notNull(),
    source: text('source').notNull().default('admin'),
    externalId: text('external_id'),
    /** Instagram image, or TikTok cover image. */
    imageUrl: text('image_url').notNull(),
    /** Instagram caption, or TikTok title. */
    caption: text('caption').notNull().default(''),
    likes: integer('likes').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Instagram permalink, or TikTok share URL. */
    link: text('link').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feed_posts_external_unique').on(table.platform, table.externalId),
    index('feed_posts_platform_posted_idx').on(table.platform, table.postedAt),
  ],
);

export const badgeRarity = pgEnum('badge_rarity', ['common', 'rare', 'epic', 'legendary', 'mythic']);

/** Badge definitions (docs/product.md, badges): data; the rule of each id is in the shared module. */
export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** An emoji. */
  icon: text('icon').notNull(),
  category: text('category').notNull(),
  rarity: badgeRarity('rarity').notNull(),
  pointsReward: integer('points_reward').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A badge a member unlocked: once (primary key), whatever events race. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull(),
    showcased: boolean('showcased').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] })],
);

/**
 * Snake games started with a server seed. A submitted game has a score and the Zurich
 * week it counts for; one submitted game per user and week.
 */
export const snakeGames = pgTable(
  'snake_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    weekStart: date('week_start', { mode: 'string' }),
    score: integer('score'),
    /** Seconds, as the player's game measured them. */
    duration: integer('duration'),
    ticks: integer('ticks'),
  },
  (table) => [
    uniqueIndex('snake_games_one_per_week').on(table.userId, table.weekStart),
    index('snake_games_week_rank_idx').on(table.weekStart, table.score, table.duration),
    index('snake_games_user_started_idx').on(table.userId, table.startedAt),
  ],
);

/** Weeks whose prizes were paid: the row is claimed by whichever instance settles first. */
export const snakeWeeksSettled = pgTable('snake_weeks_settled', {
  weekStart: date('week_start', { mode: 'string' }).primaryKey(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
});

/** Sign-in identities at an OpenID provider: (provider, subject) names the account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/** Sign-ins under way at a provider: state (hashed), nonce and PKCE verifier, briefly. */
export const oidcFlows = pgTable('oidc_flows', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * 'Mot de passe oublié' links: the token (hashed) is good once, for 30 minutes; a new
 * password ends every session of the account.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Every backup written (scheduled by an instance, or asked for with `npm run backup`):
 * what the operator sees in /admin, shared by all instances (docs/decisions/0021).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    file: text('file').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Why it failed (the operator's log has the details); null while running or after a success. */
    error: text('error'),
  },
  (table) => [index('backup_runs_started_idx').on(table.startedAt)],
);
