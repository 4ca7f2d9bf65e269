import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  badges,
  chatMessages,
  notifications,
  pointsLedger,
  reviewSubmissions,
  sessions,
  snakeGames,
  userBadges,
  userIdentities,
  users,
  washes,
} from '../../db/schema';

export async function findUser(db: Executor, userId: string) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function updateUser(db: Executor, userId: string, values: Partial<typeof users.$inferInsert>) {
  const rows = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return rows[0];
}

export async function deleteOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function countOwnedRows(db: Executor, userId: string) {
  const [washCount, ledgerCount, notificationCount, sessionCount] = await Promise.all([
    db.select({ value: count() }).from(washes).where(eq(washes.userId, userId)),
    db.select({ value: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db.select({ value: count() }).from(sessions).where(eq(sessions.userId, userId)),
  ]);
  return {
    washes: washCount[0]?.value ?? 0,
    pointsEntries: ledgerCount[0]?.value ?? 0,
    notifications: notificationCount[0]?.value ?? 0,
    sessions: sessionCount[0]?.value ?? 0,
  };
}

export async function washMediaKeys(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ photo: washes.photoKey, thumb: washes.thumbKey })
    .from(washes)
    .where(eq(washes.userId, userId));
  const screenshots = await db
    .select({ key: reviewSubmissions.screenshotKey })
    .from(reviewSubmissions)
    .where(eq(reviewSubmissions.userId, userId));
  return [...rows.flatMap((row) => [row.photo, row.thumb]), ...screenshots.map((row) => row.key)];
}

/** Media of the user: wash photos and thumbnails, review screenshots. */
/** Deletes the user; washes, ledger, sessions and notifications go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function exportRows(db: Executor, userId: string) {
  const [washRows, ledgerRows, notificationRows, sessionRows, badgeRows, messageRows, snakeRows] =
    await Promise.all([
      db.select().from(washes).where(eq(washes.userId, userId)).orderBy(asc(washes.createdAt)),
      db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id)),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
      db
        .select({
          id: badges.id,
          name: badges.name,
          unlockedAt: userBadges.unlockedAt,
          showcased: userBadges.showcased,
        })
        .from(userBadges)
        .innerJoin(badges, eq(badges.id, userBadges.badgeId))
        .where(eq(userBadges.userId, userId))
        .orderBy(asc(userBadges.unlockedAt), asc(badges.sortOrder)),
      db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.id)),
      db
        .select()
        .from(snakeGames)
        .where(and(eq(snakeGames.userId, userId), isNotNull(snakeGames.weekStart)))
        .orderBy(asc(snakeGames.weekStart)),
    ]);
  return { washRows, ledgerRows, notificationRows, sessionRows, badgeRows, messageRows, snakeRows };
}

export function identitiesOf(db: Executor, userId: string) {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
}

/**
 * Locks a member's row for the rest of the transaction and answers it: changes to one
 * member (washes, corrections, edits) then run one at a time, on every instance.
 */
export async function lockUser(tx: Executor, userId: string) {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return rows[0];
}

export async function hasChatMessages(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .limit(1);
  return rows.length > 0;
}
