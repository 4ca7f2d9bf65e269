import type { ReminderChoices } from '@app/shared/domain/reminders';
import type { Locale } from '@app/shared/domain/locales';
import { randomBytes } from 'node:crypto';
import { zurichDay } from '@app/shared/domain/zurich-time';
import type { DeleteAccountResponse } from '@app/shared/schemas/profile';
import type { User } from '@app/shared/schemas/users';
import { MAX_PROFILE_PHOTO_BYTES } from '@app/shared/schemas/profile';
import type { Database, Executor, Transaction } from '../../db/client';
import type { users } from '../../db/schema';
import { messages } from '../../i18n';
import { assertOpenStation } from '../stations/stations.repository';
import { publishEvent } from '../../lib/events';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { decodeDataUrl, processPhoto } from '../../lib/images';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { MediaStorage } from '../../lib/storage';
import { forgetEmailInJournal } from '../audit/audit.service';
import { countUnread } from '../notifications/notifications.repository';
import { optionalMediaUrl, presentExport, presentUser } from './users.presenter';
import * as repo from './users.repository';
import { assertUncommonPassword } from '../../lib/common-passwords';

/** The full "user as read" (GET /api/auth/me and every profile change), with the unread count and today's streak. */
export async function userView(db: Executor, clock: Clock, row: typeof users.$inferSelect): Promise<User> {
  return presentUser(row, {
    notificationsCount: await countUnread(db, row.id),
    today: zurichDay(clock.now()),
  });
}

interface ProfileChanges {
  name?: string;
  favorite_station?: string | null;
  pseudo?: string | null;
  profile_photo?: string | null;
  show_in_gallery?: boolean;
  locale?: Locale | null;
  birthday?: string | null;
  email_opt_in?: boolean;
  reminders?: Partial<ReminderChoices>;
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
    for (const user of removed)
      await forgetEmailInJournal(tx, user.id, user.email, messages.admin.erasedEmail);
    return { deleted, keys };
  });
  // Files go after the rows: a failure here leaves orphan files, never rows without files.
  await Promise.all(keys.map((key) => storage.delete(key)));
  return deleted;
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
    if (changes.name !== undefined) values.name = changes.name;
    // The member's current favourite stays allowed after its station closes; a new choice is an open station.
    if (changes.favorite_station && changes.favorite_station !== current.favoriteStation)
      await assertOpenStation(this.db, changes.favorite_station, messages.validation.choisirStationValide);
    if (changes.favorite_station !== undefined) values.favoriteStation = changes.favorite_station;
    if (changes.pseudo !== undefined) values.pseudo = changes.pseudo;
    if (changes.show_in_gallery !== undefined) values.showInGallery = changes.show_in_gallery;
    if (changes.locale !== undefined) values.locale = changes.locale;
    if (changes.birthday !== undefined) values.birthday = changes.birthday;
    if (changes.email_opt_in !== undefined) values.emailOptIn = changes.email_opt_in;
    if (changes.reminders?.streak !== undefined) values.remindStreak = changes.reminders.streak;
    if (changes.reminders?.offers !== undefined) values.remindOffers = changes.reminders.offers;
    if (changes.reminders?.birthday !== undefined) values.remindBirthday = changes.reminders.birthday;

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
    await assertUncommonPassword(newPassword);
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
    const [rows, identities] = await Promise.all([
      repo.exportRows(this.db, userId),
      repo.identitiesOf(this.db, userId),
    ]);
    return presentExport(user, { ...rows, identities }, this.clock.now());
  }
}
