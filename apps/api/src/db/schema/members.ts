/** Members, their sessions and sign-in. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stations } from './stations';

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
 * « Mot de passe oublié ? » asked, waiting to be looked up and mailed (docs/decisions/0035):
 * every request writes one row after its answer, whether the address has an account or not,
 * so both take the same work at the same point; any instance mails them a moment later.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  /** The asking browser's language, for a member who never chose one. */
  locale: text('locale'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});
