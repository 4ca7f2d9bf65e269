/** The member card in Apple Wallet and Google Wallet (docs/decisions/0033). */
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';

/**
 * A member's Apple Wallet pass: its serial, the hashes of its web-service tokens, and when its
 * content last changed (the « tag » Apple asks « passes updated since »). Deleting the
 * account deletes it, so the web service answers 401 for it afterwards.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    serialNumber: text('serial_number').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The hashes of the last tokens signed into a download of it (each device keeps its copy's). */
    authTokenHashes: text('auth_token_hashes').array().notNull(),
    /** Grows with each change (a trigger on users): the « tag » Apple asks passes updated since. */
    tag: bigserial('tag', { mode: 'number' }).notNull(),
    /** The pass's Last-Modified. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('wallet_passes_tag_idx').on(table.tag)],
);

/** A device that holds a pass, and the push token APNs knows it by. */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceLibraryId, table.serialNumber] }),
    index('wallet_registrations_serial_idx').on(table.serialNumber),
  ],
);

/** A member whose Google Wallet object exists (the save link was asked for). */
export const walletGoogleObjects = pgTable('wallet_google_objects', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  objectId: text('object_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Calls to Apple's and Google's servers, sent after the commit by any instance (a lease,
 * like push_jobs): an APNs push to one device, or a Google object's update. No reference
 * to the member: a deleted account's last call (its object made inactive) outlives it.
 */
export const walletJobs = pgTable(
  'wallet_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'apns' (target: a push token) or 'google' (target: an object id). */
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('wallet_jobs_due_idx').on(table.nextAttemptAt),
    index('wallet_jobs_target_idx').on(table.kind, table.target),
  ],
);
