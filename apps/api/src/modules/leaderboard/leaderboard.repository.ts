import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

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
      FROM (SELECT id, total_points FROM users WHERE total_points > 0 AND NOT is_admin
            ORDER BY total_points DESC, id LIMIT ${limit}) top
      ORDER BY total_points DESC, id
    ) ranked
    UNION ALL
    SELECT 'me', id, total_points, 1 + (SELECT count(*) FROM users better WHERE better.total_points > me.total_points)
        - (SELECT count(*) FROM users admin WHERE admin.is_admin AND admin.total_points > me.total_points)
      FROM users me WHERE me.id = ${meId} AND me.total_points > 0 AND NOT me.is_admin
    UNION ALL
    SELECT 'totals', NULL, coalesce(sum(total_points), 0), count(*) FROM users WHERE total_points > 0 AND NOT is_admin`,
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
    SELECT 'totals', NULL, coalesce(sum(points), 0), count(*) FROM period_points
      WHERE period = ${period} AND starts_on = ${startsOn}::date AND points > 0 AND user_id NOT IN ${ADMINS}`,
  );
  return toBoard(rows);
}

export async function usersByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.query.users.findMany({ where: (table, { inArray }) => inArray(table.id, ids) });
}
