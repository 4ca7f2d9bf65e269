import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import { periodPoints, users, washes } from '../../db/schema';

export interface ScoreRow {
  userId: string;
  points: number;
  rank: number;
}

export interface Board {
  top: ScoreRow[];
  me: ScoreRow | null;
  totalUsers: number;
  totalPoints: number;
}

type Row = {
  kind: 'top' | 'me' | 'totals';
  user_id: string | null;
  points: string | number;
  rank: string | number;
};

function toBoard(rows: Row[]): Board {
  const score = (row: Row): ScoreRow => ({
    userId: row.user_id as string,
    points: Number(row.points),
    rank: Number(row.rank),
  });
  const totals = rows.find((row) => row.kind === 'totals');
  const me = rows.find((row) => row.kind === 'me');
  return {
    top: rows.filter((row) => row.kind === 'top').map(score),
    me: me ? score(me) : null,
    // The totals row carries the point sum in `points` and the number of ranked users in `rank`.
    totalPoints: Number(totals?.points ?? 0),
    totalUsers: Number(totals?.rank ?? 0),
  };
}

/** The operators: never ranked, counted or paid (issue 17); a handful, from a partial index. */
const ADMINS = sql`(SELECT id FROM users WHERE is_admin)`;

/**
 * Lifetime board from users.total_points. Only members with points rank (operators never);
 * ties share a rank (1, 2, 2, 4) and are listed by user id, the same on every board. The
 * top rows come straight from the index; their ranks are exact because every better score
 * is among them.
 */
export async function globalBoard(db: Executor, limit: number, meId: string): Promise<Board> {
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT * FROM (
      SELECT 'top' AS kind, id AS user_id, total_points AS points, RANK() OVER (ORDER BY total_points DESC) AS rank
      -- Operators left out by id (the partial index's few rows), not by is_admin: the scan
      -- of (total_points, id) stays index-only.
      FROM (SELECT id, total_points FROM users WHERE total_points > 0 AND id NOT IN ${ADMINS}
            ORDER BY total_points DESC, id LIMIT ${limit}) top
      ORDER BY total_points DESC, id
    ) ranked
    UNION ALL
    SELECT 'me', id, total_points, 1 + (SELECT count(*) FROM users better WHERE better.total_points > me.total_points)
        - (SELECT count(*) FROM users admin WHERE admin.is_admin AND admin.total_points > me.total_points)
      FROM users me WHERE me.id = ${meId} AND me.total_points > 0 AND NOT me.is_admin
    UNION ALL
    -- Everyone with points, less the operators (a few rows of a partial index): one
    -- index-only scan, where a filter on is_admin would read every row.
    SELECT 'totals', NULL, everyone.points - operators.points, everyone.players - operators.players
      FROM (SELECT coalesce(sum(total_points), 0) AS points, count(*) AS players
              FROM users WHERE total_points > 0) everyone,
           (SELECT coalesce(sum(total_points), 0) AS points, count(*) AS players
              FROM users WHERE is_admin AND total_points > 0) operators`,
  );
  return toBoard(rows);
}

/** Board of a Zurich week or month, from the per-period sums kept with the ledger. */
export async function periodBoard(
  db: Executor,
  period: 'week' | 'month',
  startsOn: string,
  limit: number,
  meId: string,
): Promise<Board> {
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT * FROM (
      SELECT 'top' AS kind, user_id, points, RANK() OVER (ORDER BY points DESC) AS rank
      FROM (
        SELECT user_id, points FROM period_points
        WHERE period = ${period} AND starts_on = ${startsOn}::date AND points > 0 AND user_id NOT IN ${ADMINS}
        ORDER BY points DESC, user_id LIMIT ${limit}
      ) top
      ORDER BY points DESC, user_id
    ) ranked
    UNION ALL
    SELECT 'me', user_id, points,
      1 + (SELECT count(*) FROM period_points better
           WHERE better.period = mine.period AND better.starts_on = mine.starts_on AND better.points > mine.points)
        - (SELECT count(*) FROM period_points admin
           WHERE admin.period = mine.period AND admin.starts_on = mine.starts_on AND admin.points > mine.points
             AND admin.user_id IN ${ADMINS})
      FROM period_points mine
      WHERE mine.period = ${period} AND mine.starts_on = ${startsOn}::date AND mine.user_id = ${meId} AND mine.points > 0
        AND mine.user_id NOT IN ${ADMINS}
    UNION ALL
    SELECT 'totals', NULL, everyone.points - operators.points, everyone.players - operators.players
      FROM (SELECT coalesce(sum(points), 0) AS points, count(*) AS players FROM period_points
              WHERE period = ${period} AND starts_on = ${startsOn}::date AND points > 0) everyone,
           (SELECT coalesce(sum(points), 0) AS points, count(*) AS players FROM period_points
              WHERE period = ${period} AND starts_on = ${startsOn}::date AND points > 0
                AND user_id IN ${ADMINS}) operators`,
  );
  return toBoard(rows);
}

export async function usersByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.query.users.findMany({ where: (table, { inArray }) => inArray(table.id, ids) });
}

/** Activities shown (docs/product.md, screens): 5 washes of the last 24 hours. */
const RECENT_LIMIT = 5;
const RECENT_WINDOW_MS = 24 * 3_600_000;

/** Players: members with points; operators never rank or count (issue 17). */
const player = and(gt(users.totalPoints, 0), eq(users.isAdmin, false));

/** The live ranking's latest washes: newest first, operators' left out, since `since` if given. */
export function recentWashes(db: Executor, since: Date | null) {
  const notAdmin = eq(users.isAdmin, false);
  return db
    .select({
      name: users.name,
      pseudo: users.pseudo,
      station: washes.station,
      createdAt: washes.createdAt,
      points: washes.pointsEarned,
    })
    .from(washes)
    .innerJoin(users, eq(users.id, washes.userId))
    .where(since ? and(notAdmin, sql`${washes.createdAt} > ${since.toISOString()}::timestamptz`) : notAdmin)
    .orderBy(desc(washes.createdAt))
    .limit(RECENT_LIMIT);
}
export type RecentWash = Awaited<ReturnType<typeof recentWashes>>[number];

/** The live ranking's rows: players ahead of me, all players, the top 3, recent washes. */
export async function liveRankingRows(db: Executor, me: { totalPoints: number }, now: Date) {
  const [[better], [all], top, recent] = await Promise.all([
    db
      .select({ value: count() })
      .from(users)
      .where(and(player, gt(users.totalPoints, me.totalPoints))),
    db.select({ value: count() }).from(users).where(player),
    db
      .select({ name: users.name, pseudo: users.pseudo, level: users.level, points: users.totalPoints })
      .from(users)
      .where(player)
      .orderBy(desc(users.totalPoints), users.id)
      .limit(3),
    recentWashes(db, new Date(now.getTime() - RECENT_WINDOW_MS)),
  ]);
  return { ahead: better?.value ?? 0, players: all?.value ?? 0, top, recent };
}

/** The window of the live ranking's washes. */
export function recentWindowStart(now: Date): Date {
  return new Date(now.getTime() - RECENT_WINDOW_MS);
}

/**
 * What the boards in memory start from (docs/decisions/0026), read in one snapshot: every
 * player's total, the week's and month's sums, the operators, the latest washes.
 */
export function boardSnapshot(db: Database, weekStart: string, monthStart: string) {
  return db.transaction(
    async (tx) => {
      const totals = await tx
        .select({ userId: users.id, points: users.totalPoints })
        .from(users)
        .where(player);
      const operators = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
      const week = await periodScores(tx, 'week', weekStart);
      const month = await periodScores(tx, 'month', monthStart);
      const recent = await recentWashes(tx, null);
      return { totals, operators: operators.map((row) => row.id), week, month, recent };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A week's or month's sums above 0, operators left out. */
export function periodScores(db: Executor, period: 'week' | 'month', startsOn: string) {
  return db
    .select({ userId: periodPoints.userId, points: periodPoints.points })
    .from(periodPoints)
    .where(
      and(
        eq(periodPoints.period, period),
        sql`${periodPoints.startsOn} = ${startsOn}::date`,
        gt(periodPoints.points, 0),
        sql`${periodPoints.userId} NOT IN ${ADMINS}`,
      ),
    );
}
