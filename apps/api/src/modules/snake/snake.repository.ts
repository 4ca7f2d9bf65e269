import { and, asc, eq, gte, lt, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { snakeGames } from '../../db/schema';

export type SnakeGameRow = typeof snakeGames.$inferSelect;

export async function insertGame(db: Executor, userId: string, seed: number, now: Date) {
  const [row] = await db
    .insert(snakeGames)
    .values({ userId, seed, startedAt: now })
    .returning({ id: snakeGames.id });
  return row!.id;
}

/** Started games nobody submitted within their time are forgotten. */
export async function deleteExpiredGames(db: Executor, userId: string, before: Date) {
  await db
    .delete(snakeGames)
    .where(
      and(eq(snakeGames.userId, userId), isNull(snakeGames.submittedAt), lt(snakeGames.startedAt, before)),
    );
}

/** The member's first game started since `weekStartedAt`: the one the week counts. */
export async function firstGameSince(db: Executor, userId: string, weekStartedAt: Date) {
  const [row] = await db
    .select({ id: snakeGames.id, seed: snakeGames.seed, submittedAt: snakeGames.submittedAt })
    .from(snakeGames)
    .where(and(eq(snakeGames.userId, userId), gte(snakeGames.startedAt, weekStartedAt)))
    .orderBy(asc(snakeGames.startedAt), asc(snakeGames.id))
    .limit(1);
  return row;
}

export async function lockGame(db: Executor, id: string): Promise<SnakeGameRow | undefined> {
  const [row] = await db.select().from(snakeGames).where(eq(snakeGames.id, id)).for('update');
  return row;
}

export async function weekEntryOf(db: Executor, userId: string, weekStart: string) {
  const [row] = await db
    .select({ id: snakeGames.id })
    .from(snakeGames)
    .where(and(eq(snakeGames.userId, userId), eq(snakeGames.weekStart, weekStart)));
  return row;
}

export async function recordSubmission(
  db: Executor,
  id: string,
  values: { weekStart: string; score: number; duration: number; ticks: number; now: Date },
) {
  await db
    .update(snakeGames)
    .set({
      weekStart: values.weekStart,
      score: values.score,
      duration: values.duration,
      ticks: values.ticks,
      submittedAt: values.now,
    })
    .where(eq(snakeGames.id, id));
}

/** Operators play for testing: never ranked, counted or paid (issue 17). */
const NOT_ADMIN = sql`g.user_id NOT IN (SELECT id FROM users WHERE is_admin)`;

/** The order of a week (issue 10): higher score, then shorter duration, then earlier submission. */
const RANKED = sql`row_number() OVER (PARTITION BY g.week_start ORDER BY g.score DESC, g.duration ASC, g.submitted_at ASC, g.id)`;

export interface RankedEntry {
  user_id: string;
  name: string;
  pseudo: string | null;
  score: number;
  duration: number;
  rank: number;
}

/** A week's entries, ranked; `limit` of them, or all. */
export function weekRanking(db: Executor, weekStart: string, limit: number): Promise<RankedEntry[]> {
  return queryRows<RankedEntry>(
    db,
    sql`SELECT g.user_id, u.name, u.pseudo, g.score, g.duration, (${RANKED})::int AS rank
      FROM snake_games g JOIN users u ON u.id = g.user_id
      WHERE g.week_start = ${weekStart} AND NOT u.is_admin
      ORDER BY rank LIMIT ${limit}`,
  );
}

export async function weekStanding(db: Executor, weekStart: string, userId: string) {
  const [row] = await queryRows<{ participants: number; score: number | null; rank: number | null }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM snake_games g WHERE g.week_start = ${weekStart} AND ${NOT_ADMIN}) AS participants,
        r.score, r.rank
      FROM (SELECT 1) one
      LEFT JOIN (SELECT g.user_id, g.score, (${RANKED})::int AS rank FROM snake_games g
                 WHERE g.week_start = ${weekStart} AND ${NOT_ADMIN}) r
        ON r.user_id = ${userId}`,
  );
  return { participants: row?.participants ?? 0, score: row?.score ?? null, rank: row?.rank ?? null };
}

/** The user's finished weeks with their final rank and prize. */
export function history(db: Executor, userId: string, beforeWeek: string) {
  return queryRows<{ week_start: string; final_rank: number; score: number; points_earned: number }>(
    db,
    sql`SELECT r.week_start::text AS week_start, r.rank AS final_rank, r.score,
        coalesce((SELECT sum(l.delta)::int FROM points_ledger l
          WHERE l.user_id = ${userId} AND l.reason = 'snake_prize' AND l.reference LIKE r.week_start::text || '#%'), 0) AS points_earned
      FROM (SELECT g.user_id, g.week_start, g.score, (${RANKED})::int AS rank
        FROM snake_games g WHERE g.week_start IS NOT NULL AND g.week_start < ${beforeWeek} AND ${NOT_ADMIN}) r
      WHERE r.user_id = ${userId}
      ORDER BY r.week_start DESC LIMIT 52`,
  );
}

/** Finished weeks with entries whose prizes nobody paid yet. */
export async function unsettledWeeks(db: Executor, beforeWeek: string): Promise<string[]> {
  const rows = await queryRows<{ week_start: string }>(
    db,
    sql`SELECT DISTINCT g.week_start::text AS week_start FROM snake_games g
      WHERE g.week_start IS NOT NULL AND g.week_start < ${beforeWeek}
        AND NOT EXISTS (SELECT 1 FROM snake_weeks_settled s WHERE s.week_start = g.week_start)
      ORDER BY 1`,
  );
  return rows.map((row) => row.week_start);
}

/** Claims a week's settlement; false when another instance already did. */
export async function claimWeek(db: Executor, weekStart: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ week_start: string }>(
    db,
    sql`INSERT INTO snake_weeks_settled (week_start, settled_at) VALUES (${weekStart}, ${now.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING RETURNING week_start`,
  );
  return rows.length > 0;
}
