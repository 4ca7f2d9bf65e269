import type { BadgeFacts } from '@app/shared/domain/badges';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { badges, userBadges, users, washes } from '../../db/schema';

export type BadgeRow = typeof badges.$inferSelect;

interface FactsRow {
  total_washes: number;
  level: number;
  total_points: number;
  wash_streak: number;
  last_wash_day: string | null;
  stations: number;
  open_stations: number;
  best_station: number | null;
  shares: number;
  reviews: number;
  referrals: number;
  snake_games: number;
  snake_podiums: number;
  snake_wins: number;
  unlocked: string[] | null;
}

/** Everything the badge rules read, and the badges already unlocked, in one round trip. */
export async function badgeFacts(
  db: Executor,
  userId: string,
): Promise<{
  facts: Omit<BadgeFacts, 'wash' | 'dailyStreak'> & { streak: number; lastWashDay: string | null };
  unlocked: Set<string>;
} | null> {
  const [row] = await queryRows<FactsRow>(
    db,
    sql`SELECT u.total_washes, u.level, u.total_points, u.wash_streak, u.last_wash_day::text AS last_wash_day,
      (SELECT count(DISTINCT w.station)::int FROM washes w JOIN stations s ON s.name = w.station AND s.open
        WHERE w.user_id = u.id) AS stations,
      (SELECT count(*)::int FROM stations s WHERE s.open) AS open_stations,
      (SELECT max(c)::int FROM (SELECT count(*) AS c FROM washes w WHERE w.user_id = u.id GROUP BY w.station) s) AS best_station,
      (SELECT count(*)::int FROM points_ledger l JOIN washes w ON w.id = l.reference::uuid
        WHERE l.user_id = u.id AND l.reason = 'share') AS shares,
      (SELECT count(*) FILTER (WHERE l.reason = 'google_review')::int - count(*) FILTER (WHERE l.reason = 'review_revoked')::int
        FROM points_ledger l WHERE l.user_id = u.id AND l.reason IN ('google_review', 'review_revoked')) AS reviews,
      (SELECT count(*)::int FROM points_ledger l WHERE l.user_id = u.id AND l.reason = 'referral_referrer') AS referrals,
      (SELECT count(*)::int FROM snake_games g WHERE g.user_id = u.id AND g.week_start IS NOT NULL) AS snake_games,
      (SELECT count(*)::int FROM points_ledger l WHERE l.user_id = u.id AND l.reason = 'snake_prize') AS snake_podiums,
      (SELECT count(*)::int FROM points_ledger l WHERE l.user_id = u.id AND l.reason = 'snake_prize' AND l.reference LIKE '%#1') AS snake_wins,
      (SELECT array_agg(b.badge_id) FROM user_badges b WHERE b.user_id = u.id) AS unlocked
    FROM users u WHERE u.id = ${userId}`,
  );
  if (!row) return null;
  return {
    facts: {
      totalWashes: row.total_washes,
      level: row.level,
      totalPoints: row.total_points,
      streak: row.wash_streak,
      lastWashDay: row.last_wash_day,
      stationsVisited: row.stations,
      openStations: row.open_stations,
      bestStationWashes: row.best_station ?? 0,
      shares: row.shares,
      reviews: row.reviews,
      referrals: row.referrals,
      snakeGames: row.snake_games,
      snakePodiums: row.snake_podiums,
      snakeWins: row.snake_wins,
    },
    unlocked: new Set(row.unlocked ?? []),
  };
}

/** Records unlocks; answers the definitions of those this call unlocked (none if another did). */
export async function insertUnlocks(
  db: Executor,
  userId: string,
  ids: string[],
  now: Date,
): Promise<BadgeRow[]> {
  if (ids.length === 0) return [];
  const inserted = await db
    .insert(userBadges)
    .values(ids.map((badgeId) => ({ userId, badgeId, unlockedAt: now })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  return definitionsOf(
    db,
    inserted.map((row) => row.badgeId),
  );
}

/** The definitions of these badges, in their display order. */
async function definitionsOf(db: Executor, ids: string[]): Promise<BadgeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(badges).where(inArray(badges.id, ids)).orderBy(asc(badges.sortOrder));
}

/** Every definition, with the count of open stations (« Globe-trotter »'s description) in the same statement. */
export function definitions(db: Executor) {
  return db
    .select({
      ...getTableColumns(badges),
      openStations: sql<number>`(SELECT count(*)::int FROM stations WHERE open)`,
    })
    .from(badges)
    .orderBy(asc(badges.sortOrder), asc(badges.id));
}

export function unlocksOf(db: Executor, userId: string) {
  return db.select().from(userBadges).where(eq(userBadges.userId, userId));
}

/** Replaces the showcase with `ids` (all unlocked, checked by the caller). */
export async function setShowcase(db: Executor, userId: string, ids: string[]) {
  await db.update(userBadges).set({ showcased: false }).where(eq(userBadges.userId, userId));
  if (ids.length > 0)
    await db
      .update(userBadges)
      .set({ showcased: true })
      .where(and(eq(userBadges.userId, userId), inArray(userBadges.badgeId, ids)));
}

export function showcasedOf(db: Executor, userId: string) {
  return db
    .select({ id: badges.id, name: badges.name, icon: badges.icon, rarity: badges.rarity })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(and(eq(userBadges.userId, userId), eq(userBadges.showcased, true)))
    .orderBy(asc(badges.sortOrder));
}

/** The member a badge card is about: public fields only. */
export async function cardOwner(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      pseudo: users.pseudo,
      photo: users.profilePhoto,
      level: users.level,
      points: users.totalPoints,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** When each of the member's remaining washes was counted (the time-of-day badges). */
export async function washTimesOf(db: Executor, userId: string): Promise<Date[]> {
  const rows = await db.select({ at: washes.createdAt }).from(washes).where(eq(washes.userId, userId));
  return rows.map((row) => row.at);
}

/** Whether the member still has a wash at a station (after one was removed). */
export async function hasWashAt(db: Executor, userId: string, station: string): Promise<boolean> {
  const rows = await db
    .select({ id: washes.id })
    .from(washes)
    .where(and(eq(washes.userId, userId), eq(washes.station, station)))
    .limit(1);
  return rows.length > 0;
}

/** Takes unlocks back; answers the definitions of those this call removed. */
export async function deleteUnlocks(db: Executor, userId: string, ids: string[]): Promise<BadgeRow[]> {
  if (ids.length === 0) return [];
  const removed = await db
    .delete(userBadges)
    .where(and(eq(userBadges.userId, userId), inArray(userBadges.badgeId, ids)))
    .returning({ badgeId: userBadges.badgeId });
  return definitionsOf(
    db,
    removed.map((row) => row.badgeId),
  );
}
