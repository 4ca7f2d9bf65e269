import { addDays, zurichMidnight } from '@app/shared/domain/zurich-time';
import type { Database } from '../../db/client';
import type { users } from '../../db/schema';
import { messages } from '../../i18n';
import { assertOpenStation } from '../stations/stations.repository';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { MediaStorage } from '../../lib/storage';
import { recordAudit } from '../audit/audit.service';
import { publishRankingChanged } from '../leaderboard/leaderboard.events';
import { createNotification } from '../notifications/notifications.service';
import { recordPoints } from '../ledger/ledger.service';
import { lockUser } from '../users/users.repository';
import { deleteUsersWithData, type DeletedData } from '../users/users.service';
import { galleryDefault } from '../settings/settings.service';
import { presentAdminUser, presentAuditEntry } from './admin.presenter';
import * as repo from './admin.repository';
import { assertUncommonPassword } from '../../lib/common-passwords';

type Admin = { id: string; name: string };
type UserRow = typeof users.$inferSelect;

/** The confirmation word of "delete every user". */

export class AdminService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: MediaStorage,
  ) {}

  async listUsers(limit: number, skip: number, q?: string) {
    const { rows, total } = await repo.searchUsers(this.db, { limit, skip, q });
    return { users: rows.map(presentAdminUser), total };
  }

  async createUser(
    admin: Admin,
    input: {
      name: string;
      email: string;
      password: string;
      favorite_station?: string | null;
      is_admin?: boolean;
    },
  ) {
    const now = this.clock.now();
    await assertUncommonPassword(input.password);
    if (input.favorite_station)
      await assertOpenStation(this.db, input.favorite_station, messages.validation.choisirStationValide);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await repo.insertUser(tx, {
          name: input.name,
          email: input.email,
          passwordHash,
          favoriteStation: input.favorite_station ?? null,
          isAdmin: input.is_admin ?? false,
          showInGallery: await galleryDefault(tx),
          createdAt: now,
        });
        await recordAudit(tx, {
          admin,
          action: 'user.create',
          targetType: 'user',
          targetId: row.id,
          details: { after: { name: input.name, email: input.email, is_admin: input.is_admin ?? false } },
          now,
        });
        return { success: true as const, user: { id: row.id, name: row.name } };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, messages.auth.emailTaken);
      throw error;
    }
  }

  async updateUser(
    admin: Admin,
    userId: string,
    input: {
      name?: string;
      pseudo?: string | null;
      email?: string;
      favorite_station?: string | null;
      is_admin?: boolean;
    },
  ) {
    if (userId === admin.id && input.is_admin === false)
      throw new HttpError(400, messages.admin.ownAdminRight);
    const now = this.clock.now();
    try {
      return await this.db.transaction(async (tx) => {
        const before = await lockUser(tx, userId);
        if (!before) throw new HttpError(404, messages.admin.userNotFound);
        const values: Partial<typeof users.$inferInsert> = {};
        if (input.name !== undefined) values.name = input.name;
        if (input.pseudo !== undefined) values.pseudo = input.pseudo || null;
        if (input.email !== undefined) values.email = input.email;
        if (input.favorite_station && input.favorite_station !== before.favoriteStation)
          await assertOpenStation(tx, input.favorite_station, messages.validation.choisirStationValide);
        if (input.favorite_station !== undefined) values.favoriteStation = input.favorite_station;
        if (input.is_admin !== undefined) values.isAdmin = input.is_admin;
        const after = Object.keys(values).length ? await repo.updateUser(tx, userId, values) : before;
        const changed = Object.fromEntries(
          Object.keys(values).map((key) => [
            key,
            { before: before[key as keyof UserRow], after: after![key as keyof UserRow] },
          ]),
        );
        await recordAudit(tx, {
          admin,
          action: 'user.update',
          targetType: 'user',
          targetId: userId,
          details: { name: before.name, changed },
          now,
        });
        return { success: true as const, user: presentAdminUser(after!) };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) throw new HttpError(409, messages.auth.emailTaken);
      if (isUniqueViolation(error)) throw new HttpError(409, messages.admin.pseudoTaken);
      throw error;
    }
  }

  async deleteUser(admin: Admin, userId: string) {
    if (userId === admin.id) throw new HttpError(400, messages.admin.cannotDeleteSelf);
    const target = await repo.findUser(this.db, userId);
    if (!target) throw new HttpError(404, messages.admin.userNotFound);
    const deleted = await this.removeUsers(admin, [userId], (counts) => ({
      action: 'user.delete',
      targetId: userId,
      // Id and name only: the journal keeps no address of a deleted member (docs/product.md, privacy).
      details: { name: target.name, deleted: counts },
    }));
    return { success: true as const, message: messages.admin.userDeleted, deleted_washes: deleted.washes };
  }

  /** Every member; the calling admin and the other admins stay. */
  async clearAll(admin: Admin, confirm: string) {
    // The word the operator's form asks for, in the operator's language.
    if (confirm !== messages.admin.confirmWord) throw new HttpError(400, messages.admin.confirmClearAll);
    const targets = await repo.memberIdsExcept(this.db, admin.id);
    const deleted = await this.removeUsers(
      admin,
      targets.map((row) => row.id),
      (counts) => ({ action: 'user.clear_all', details: { deleted: counts } }),
    );
    return { success: true as const, message: messages.admin.clearedAll({ count: deleted.users }) };
  }

  async cleanupTestUsers(admin: Admin) {
    const targets = await repo.testAccountIds(this.db);
    const deleted = await this.removeUsers(
      admin,
      targets.map((row) => row.id),
      (counts) => ({
        action: 'user.cleanup_test',
        details: { deleted: counts, names: targets.map((row) => row.name).slice(0, 200) },
      }),
    );
    return {
      success: true as const,
      message: messages.admin.cleanedUp({ count: deleted.users }),
      deleted_users: deleted.users,
      deleted_washes: deleted.washes,
      deleted_sessions: deleted.sessions,
      deleted_notifications: deleted.notifications,
    };
  }

  /**
   * Deletes users with all their data (as account deletion does), with the admin's one
   * audit entry and a ranking event in the same transaction.
   */
  private removeUsers(
    admin: Admin,
    userIds: string[],
    audit: (counts: DeletedData) => { action: string; targetId?: string; details: Record<string, unknown> },
  ) {
    return deleteUsersWithData(this.db, this.storage, userIds, async (tx, counts) => {
      await recordAudit(tx, { admin, targetType: 'user', ...audit(counts), now: this.clock.now() });
      await publishRankingChanged(tx);
    });
  }

  /** A correction through the ledger (docs/product.md, operators), never an edit of the totals. */
  async adjustPoints(admin: Admin, userId: string, delta: number, reason: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const target = await lockUser(tx, userId);
      if (!target) throw new HttpError(404, messages.admin.userNotFound);
      if (target.totalPoints + delta < 0)
        throw new HttpError(400, messages.admin.negativeTotal({ total: target.totalPoints }));
      const result = await recordPoints(tx, {
        userId,
        delta,
        reason: 'admin_adjustment',
        reference: reason,
        idempotencyKey: `admin_adjustment:${crypto.randomUUID()}`,
        now,
      });
      await createNotification(tx, {
        userId,
        type: 'other',
        text: (m) => ({
          title: m.admin.adjustedTitle,
          message: m.admin.adjusted({
            direction: delta < 0 ? 'lost' : 'won',
            points: Math.abs(delta),
            reason,
          }),
        }),
        data: { bonus_points: delta },
        createdAt: now,
      });
      await recordAudit(tx, {
        admin,
        action: 'points.adjust',
        targetType: 'user',
        targetId: userId,
        details: {
          name: target.name,
          delta,
          reason,
          before: { total_points: target.totalPoints, level: target.level },
          after: { total_points: result.totalPoints, level: result.level },
        },
        now,
      });
      await publishRankingChanged(tx);
      return { success: true as const, total_points: result.totalPoints, level: result.level };
    });
  }

  async auditLog(
    limit: number,
    skip: number,
    filters: {
      action?: string;
      admin_id?: string;
      target_id?: string;
      q?: string;
      from?: string;
      to?: string;
    },
  ) {
    const { rows, total, actions } = await repo.auditEntries(this.db, {
      limit,
      skip,
      action: filters.action || undefined,
      adminId: filters.admin_id,
      targetId: filters.target_id || undefined,
      name: filters.q || undefined,
      // Zurich days, the last one included.
      from: filters.from ? zurichMidnight(filters.from) : undefined,
      until: filters.to ? zurichMidnight(addDays(filters.to, 1)) : undefined,
    });
    const entries = rows.map(presentAuditEntry);
    // The members the details name by id (a deleted photo's owner, an export's filter): their
    // names, so the journal shows who, not an id (issue 32).
    const ids = new Set(entries.flatMap((entry) => memberIdsIn(entry.details)));
    const people = Object.fromEntries(
      (await repo.userNames(this.db, [...ids])).map((row) => [row.id, row.name]),
    );
    return { entries, total, actions, people };
  }
}

/** The keys under which an entry's details name a member by id, at any depth. */
const MEMBER_ID_KEYS = new Set(['user_id', 'author_id', 'member', 'referrer_id']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function memberIdsIn(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  return Object.entries(details as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string'
      ? MEMBER_ID_KEYS.has(key) && UUID.test(value)
        ? [value]
        : []
      : memberIdsIn(value),
  );
}
