import type { AdminMemberOverview } from '@app/shared/schemas/admin';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import {
  badges,
  chatMessages,
  chatMutes,
  chatReports,
  sessions,
  userBadges,
  userIdentities,
  users,
  washes,
} from '../../db/schema';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { mediaUrl } from '../../lib/storage';
import { ledgerLabel } from '../ledger/ledger.presenter';
import { ledgerHistory } from '../ledger/ledger.repository';
import { optionalMediaUrl } from '../users/users.presenter';
import { presentAdminUser } from './admin.presenter';

const WASHES_SHOWN = 24;
const LEDGER_SHOWN = 100;
const REPORTS_SHOWN = 5;

/**
 * A member's page for the operator, read side by side in one round of queries: profile,
 * sign-in methods and sessions, mute, washes with photos, the ledger with its reasons,
 * badges, and the chat reports they made and received.
 */
export async function memberOverview(db: Database, userId: string, now: Date): Promise<AdminMemberOverview> {
  const [
    [user],
    [referrer],
    identities,
    [activeSessions],
    [mute],
    washRows,
    [washCount],
    ledger,
    badgeRows,
    [reportsMade],
    [reportsReceived],
    latestReceived,
  ] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    queryRows<{ id: string; name: string }>(
      db,
      sql`SELECT r.id, r.name FROM users u JOIN users r ON r.id = u.referred_by WHERE u.id = ${userId}`,
    ),
    db
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    db
      .select({ value: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now))),
    db
      .select()
      .from(chatMutes)
      .where(and(eq(chatMutes.userId, userId), gt(chatMutes.mutedUntil, now))),
    db
      .select()
      .from(washes)
      .where(eq(washes.userId, userId))
      .orderBy(desc(washes.createdAt))
      .limit(WASHES_SHOWN),
    db.select({ value: count() }).from(washes).where(eq(washes.userId, userId)),
    ledgerHistory(db, userId, LEDGER_SHOWN, 0),
    db
      .select({ id: badges.id, name: badges.name, icon: badges.icon, unlockedAt: userBadges.unlockedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .orderBy(desc(userBadges.unlockedAt)),
    db.select({ value: count() }).from(chatReports).where(eq(chatReports.reporterId, userId)),
    db
      .select({ value: count() })
      .from(chatReports)
      .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
      .where(eq(chatMessages.userId, userId)),
    db
      .select({
        message: chatMessages.content,
        reporterName: users.name,
        reason: chatReports.reason,
        createdAt: chatReports.createdAt,
      })
      .from(chatReports)
      .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
      .innerJoin(users, eq(users.id, chatReports.reporterId))
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatReports.createdAt))
      .limit(REPORTS_SHOWN),
  ]);
  if (!user) throw new HttpError(404, messages.admin.userNotFound);
  return {
    user: {
      ...presentAdminUser(user),
      profile_photo: optionalMediaUrl(user.profilePhoto),
      total_washes: user.totalWashes,
      wash_streak: user.washStreak,
      week_streak: user.weekStreak,
      show_in_gallery: user.showInGallery,
      referred_by: referrer ?? null,
      last_active_at: user.lastActiveAt?.toISOString() ?? null,
    },
    sign_in: {
      password: user.passwordHash !== null,
      providers: identities.map((row) => row.provider).sort(),
    },
    active_sessions: activeSessions?.value ?? 0,
    mute: mute ? { muted_until: mute.mutedUntil.toISOString(), reason: mute.reason } : null,
    washes_total: washCount?.value ?? 0,
    washes: washRows.map((row) => ({
      id: row.id,
      station: row.station,
      created_at: row.createdAt.toISOString(),
      points_earned: row.pointsEarned,
      thumbnail_url: mediaUrl(row.thumbKey),
      photo_url: mediaUrl(row.photoKey),
      verified: row.verified,
      review_reason: row.reviewReason,
    })),
    ledger: ledger.rows.map((row) => ({
      id: row.id,
      delta: row.delta,
      reason: row.reason,
      label: ledgerLabel(row),
      created_at: new Date(row.created_at).toISOString(),
    })),
    badges: badgeRows.map((row) => ({
      id: row.id,
      name: row.name,
      icon: row.icon,
      unlocked_at: row.unlockedAt.toISOString(),
    })),
    reports: {
      made: reportsMade?.value ?? 0,
      received: reportsReceived?.value ?? 0,
      latest_received: latestReceived.map((row) => ({
        message: row.message,
        reporter_name: row.reporterName,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      })),
    },
  };
}
