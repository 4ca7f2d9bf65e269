import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { DeleteAccountResponse } from '@app/shared/schemas/profile';
import { MAX_PROFILE_PHOTO_BYTES } from '@app/shared/schemas/profile';
import type { Database, Transaction } from '../../db/client';
import { messages } from '../../i18n/fr';
import { publishEvent } from '../../lib/events';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { decodeDataUrl, processPhoto } from '../../lib/images';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { MediaStorage } from '../../lib/storage';
import { optionalMediaUrl } from './users.presenter';
import * as repo from './users.repository';

interface ProfileChanges {
  favorite_station?: string | null;
  pseudo?: string | null;
  profile_photo?: string | null;
  show_in_gallery?: boolean;
}

export interface DeletedData {
  users: number;
  washes: number;
  photos: number;
  pointsEntries: number;
  notifications: number;
  sessions: number;
}

/**
 * Deletes users with everything they own (docs/product.md, privacy): rows in one transaction (and
 * `alsoInTransaction`, such as an admin's audit entry), then their files. Open chat pages
 * drop their messages at commit.
 */
export async function deleteUsersWithData(
  db: Database,
  storage: MediaStorage,
  userIds: readonly string[],
  alsoInTransaction?: (tx: Transaction, deleted: DeletedData) => Promise<void>,
): Promise<DeletedData> {
  const { deleted, keys } = await db.transaction(async (tx) => {
    const deleted: DeletedData = {
      users: 0,
      washes: 0,
      photos: 0,
      pointsEntries: 0,
      notifications: 0,
      sessions: 0,
    };
    const keys: string[] = [];
    const removed: { id: string; email: string }[] = [];
    for (const userId of userIds) {
      const user = await repo.findUser(tx, userId);
      if (!user) continue;
      removed.push({ id: userId, email: user.email });
      const counts = await repo.countOwnedRows(tx, userId);
      keys.push(...(await repo.washMediaKeys(tx, userId)));
      if (user.profilePhoto) keys.push(user.profilePhoto);
      // Their chat messages go with the row (foreign key); open pages drop them in one event.
      if (await repo.hasChatMessages(tx, userId))
        await publishEvent(tx, { user_id: null, event: 'chat.deleted', id: null, data: { user_id: userId } });
      await repo.deleteUser(tx, userId);
      deleted.users += 1;
      deleted.washes += counts.washes;
      deleted.pointsEntries += counts.pointsEntries;
      deleted.notifications += counts.notifications;
      deleted.sessions += counts.sessions;
    }
    deleted.photos = keys.length;
    await alsoInTransaction?.(tx, deleted);
    // The journal keeps the id and name of a deleted member, never their address (§12).
    for (const user of removed) await forgetEmailsInAudit(tx, user.id, user.email);
    return { deleted, keys };
  });
  // Files go after the rows: a failure here leaves orphan files, never rows without files.
  await Promise.all(keys.map((key) => storage.delete(key)));
  return deleted;
}

/**
 * Erases a deleted member's addresses from the journal: every `email` in the entries about
 * them (an edit keeps the old and the new one), and their last address wherever another
 * entry quotes it.
 */
async function forgetEmailsInAudit(tx: Transaction, userId: string, email: string): Promise<void> {
  const erased = messages.admin.erasedEmail;
  const about = await tx
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.targetId, userId));
  for (const entry of about) {
    if (!entry.details) continue;
    const details = withoutEmails(entry.details, erased) as Record<string, unknown>;
    await tx.update(auditLog).set({ details }).where(eq(auditLog.id, entry.id));
  }
  const quoted = JSON.stringify(email);
  await tx.execute(sql`
    UPDATE audit_log
    SET details = replace(details::text, ${quoted}, ${JSON.stringify(erased)})::jsonb
    WHERE details IS NOT NULL AND strpos(details::text, ${quoted}) > 0`);
}

/** A copy of a JSON value with whatever sits under an `email` key replaced. */
function withoutEmails(value: unknown, erased: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutEmails(item, erased));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'email' ? eraseLeaves(item, erased) : withoutEmails(item, erased),
    ]),
  );
}

function eraseLeaves(value: unknown, erased: string): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? erased : value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, eraseLeaves(item, erased)]));
}

export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: MediaStorage,
  ) {}

  async updateProfile(userId: string, changes: ProfileChanges) {
    const current = await repo.findUser(this.db, userId);
    if (!current) throw new HttpError(401, messages.errors.unauthenticated);
    const values: Parameters<typeof repo.updateUser>[2] = {};
    if (changes.favorite_station !== undefined) values.favoriteStation = changes.favorite_station;
    if (changes.pseudo !== undefined) values.pseudo = changes.pseudo;
    if (changes.show_in_gallery !== undefined) values.showInGallery = changes.show_in_gallery;

    let newPhotoKey: string | undefined;
    const photo = changes.profile_photo;
    // The current photo's own URL sent back means "unchanged".
    if (photo !== undefined && photo !== optionalMediaUrl(current.profilePhoto)) {
      if (photo === null) {
        values.profilePhoto = null;
      } else {
        const bytes = decodeDataUrl(photo, MAX_PROFILE_PHOTO_BYTES, messages.images.profilePhotoTooLarge);
        const processed = await processPhoto(bytes, { maxSide: 400, quality: 80, thumbnailSide: 96 });
        newPhotoKey = `profiles/${userId}/${randomBytes(8).toString('hex')}.jpg`;
        await this.storage.put(newPhotoKey, processed.image, 'image/jpeg');
        values.profilePhoto = newPhotoKey;
      }
    }

    let updated;
    try {
      updated = Object.keys(values).length > 0 ? await repo.updateUser(this.db, userId, values) : current;
    } catch (error) {
      if (newPhotoKey) await this.storage.delete(newPhotoKey);
      if (isUniqueViolation(error, 'users_pseudo_lower_unique'))
        throw new HttpError(409, messages.profile.pseudoTaken);
      throw error;
    }
    if ('profilePhoto' in values && current.profilePhoto) await this.storage.delete(current.profilePhoto);
    return updated ?? current;
  }

  async changePassword(
    userId: string,
    sessionId: string,
    currentPassword: string | undefined,
    newPassword: string,
  ) {
    const user = await repo.findUser(this.db, userId);
    if (!user) throw new HttpError(401, messages.errors.unauthenticated);
    // An account made through Google or Apple sets its first password without one.
    if (user.passwordHash) {
      if (!currentPassword) throw new HttpError(400, messages.profile.currentPasswordRequired);
      const valid = await verifyPassword(user.passwordHash, currentPassword);
      if (!valid) throw new HttpError(400, messages.profile.wrongCurrentPassword);
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await repo.updateUser(tx, userId, { passwordHash });
      await repo.deleteOtherSessions(tx, userId, sessionId);
    });
  }

  /** How the account signs in: a password, and the linked providers. */
  async signInMethods(userId: string) {
    const [user, identities] = await Promise.all([
      repo.findUser(this.db, userId),
      repo.identitiesOf(this.db, userId),
    ]);
    const methods: ('password' | 'google' | 'apple')[] = user?.passwordHash ? ['password'] : [];
    for (const identity of identities)
      if (
        (identity.provider === 'google' || identity.provider === 'apple') &&
        !methods.includes(identity.provider)
      )
        methods.push(identity.provider);
    return { methods };
  }

  async deleteAccount(userId: string): Promise<DeleteAccountResponse> {
    const counts = await deleteUsersWithData(this.db, this.storage, [userId]);
    return {
      success: true,
      message: messages.profile.accountDeleted,
      data_deleted: {
        washes: counts.washes,
        photos: counts.photos,
        points_entries: counts.pointsEntries,
        notifications: counts.notifications,
        sessions: counts.sessions,
      },
    };
  }

  /** Everything the app keeps about the user, as JSON (the right of access). */
  async exportData(userId: string) {
    const user = await repo.findUser(this.db, userId);
    if (!user) throw new HttpError(401, messages.errors.unauthenticated);
    const { washRows, ledgerRows, notificationRows, sessionRows, badgeRows, messageRows, snakeRows } =
      await repo.exportRows(this.db, userId);
    return {
      exported_at: this.clock.now().toISOString(),
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        pseudo: user.pseudo,
        favorite_station: user.favoriteStation,
        profile_photo: optionalMediaUrl(user.profilePhoto),
        auth_provider: user.authProvider,
        is_admin: user.isAdmin,
        total_points: user.totalPoints,
        level: user.level,
        total_washes: user.totalWashes,
        daily_streak: user.washStreak,
        last_wash_day: user.lastWashDay,
        weekly_streak: user.weekStreak,
        longest_weekly_streak: user.longestWeekStreak,
        referral_code: user.referralCode,
        created_at: user.createdAt.toISOString(),
      },
      washes: washRows.map((wash) => ({
        id: wash.id,
        station: wash.station,
        wash_type: wash.washType,
        day: wash.day,
        points_earned: wash.pointsEarned,
        bonus_applied: wash.bonusApplied,
        photo_url: optionalMediaUrl(wash.photoKey),
        social_shared: wash.socialShared,
        social_platform: wash.socialPlatform,
        created_at: wash.createdAt.toISOString(),
      })),
      points_ledger: ledgerRows.map((row) => ({
        delta: row.delta,
        reason: row.reason,
        reference: row.reference,
        created_at: row.createdAt.toISOString(),
      })),
      notifications: notificationRows.map((row) => ({
        type: row.type,
        title: row.title,
        message: row.message,
        read: row.read,
        created_at: row.createdAt.toISOString(),
      })),
      sign_in_identities: (await repo.identitiesOf(this.db, userId)).map((row) => ({
        provider: row.provider,
        subject: row.subject,
        email: row.email,
        linked_at: row.createdAt.toISOString(),
      })),
      badges: badgeRows.map((row) => ({
        id: row.id,
        name: row.name,
        unlocked_at: row.unlockedAt.toISOString(),
        showcased: row.showcased,
      })),
      chat_messages: messageRows.map((row) => ({
        id: row.id,
        content: row.content,
        hidden: row.hiddenAt !== null,
        created_at: row.createdAt.toISOString(),
      })),
      snake_challenges: snakeRows.map((row) => ({
        week_start: row.weekStart,
        score: row.score,
        duration: row.duration,
        submitted_at: row.submittedAt?.toISOString() ?? null,
      })),
      sessions: sessionRows.map((row) => ({
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        user_agent: row.userAgent,
      })),
    };
  }
}
