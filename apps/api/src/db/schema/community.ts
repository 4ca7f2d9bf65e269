/** Rewards, reviews, chat, feed, badges and Snake. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stations } from './stations';
import { users } from './members';

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
