import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { users } from '../../db/schema';

export interface ScoreRow {
  userId: string;
  points: number;
  rank: number;
}

export interface BoardTotals {
  totalUsers: number;
  totalPoints: number;
}

/**
 * Scores of a period: lifetime points (users.total_points) or the ledger summed over
 * [start, end). Only positive scores rank. Ties share a rank (1, 2, 2, 4), the same
 * everywhere; within a tie the order is by name.
 */
function scoresSql(period: { start: Date; end: Date } | null) {
  if (!period) {
    return sql`SELECT id AS user_id, total_points AS points FROM ${users} WHERE total_points > 0`;
  }
  return sql`SELECT user_id, SUM(delta)::int AS points FROM points_ledger
    WHERE created_at >= ${period.start.toISOString()}::timestamptz AND created_at < ${period.end.toISOString()}::timestamptz
    GROUP BY user_id HAVING SUM(delta) > 0`;
}

export async function topScores(
  db: Executor,
  period: { start: Date; end: Date } | null,
  limit: number,
): Promise<ScoreRow[]> {
  const rows = await queryRows<{ user_id: string; points: number; rank: number }>(
    db,
    sql`
    WITH scores AS (${scoresSql(period)})
    SELECT s.user_id, s.points, (RANK() OVER (ORDER BY s.points DESC))::int AS rank
    FROM scores s JOIN ${users} u ON u.id = s.user_id
    ORDER BY s.points DESC, lower(coalesce(u.pseudo, u.name)), u.id
    LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    points: Number(row.points),
    rank: Number(row.rank),
  }));
}

export async function scoreOf(
  db: Executor,
  period: { start: Date; end: Date } | null,
  userId: string,
): Promise<ScoreRow | null> {
  const rows = await queryRows<{ points: number; rank: number }>(
    db,
    sql`
    WITH scores AS (${scoresSql(period)}),
    mine AS (SELECT points FROM scores WHERE user_id = ${userId})
    SELECT mine.points, (1 + (SELECT count(*) FROM scores WHERE scores.points > mine.points))::int AS rank FROM mine`,
  );
  const row = rows[0];
  return row ? { userId, points: Number(row.points), rank: Number(row.rank) } : null;
}

export async function totals(db: Executor, period: { start: Date; end: Date } | null): Promise<BoardTotals> {
  const rows = await queryRows<{ total_users: number; total_points: number }>(
    db,
    sql`
    WITH scores AS (${scoresSql(period)})
    SELECT count(*)::int AS total_users, coalesce(sum(points), 0)::bigint AS total_points FROM scores`,
  );
  const row = rows[0];
  return { totalUsers: Number(row?.total_users ?? 0), totalPoints: Number(row?.total_points ?? 0) };
}

export async function usersByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.query.users.findMany({ where: (table, { inArray }) => inArray(table.id, ids) });
}
