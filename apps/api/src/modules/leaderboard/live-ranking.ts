import { publicName } from '@app/shared/domain/names';
import { refusals } from '@app/shared/schemas/common';
import { leaderboardUpdatesResponse, type LeaderboardUpdates } from '@app/shared/schemas/leaderboard';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, washes } from '../../db/schema';
import { sessionUser } from '../../plugins/auth';
import type { App } from '../../types';
import { publishEvent } from '../realtime/realtime.events';

/** Activities shown (docs/product.md, screens): 5 washes of the last 24 hours. */
const RECENT_LIMIT = 5;
const RECENT_WINDOW_MS = 24 * 3_600_000;

/** Tells every connected client that the rankings moved (a wash validated or removed). */
export function publishRankingChanged(db: Executor): Promise<void> {
  return publishEvent(db, { user_id: null, event: 'ranking.changed', id: null, data: {} });
}

/** Players: members with points; operators never rank or count (issue 17). */
const player = and(gt(users.totalPoints, 0), eq(users.isAdmin, false));

async function liveRanking(
  db: Executor,
  me: { totalPoints: number; isAdmin: boolean },
  now: Date,
): Promise<LeaderboardUpdates> {
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
    db
      .select({
        name: users.name,
        pseudo: users.pseudo,
        station: washes.station,
        createdAt: washes.createdAt,
        points: washes.pointsEarned,
      })
      .from(washes)
      .innerJoin(users, eq(users.id, washes.userId))
      .where(
        and(
          eq(users.isAdmin, false),
          sql`${washes.createdAt} > ${new Date(now.getTime() - RECENT_WINDOW_MS).toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(washes.createdAt))
      .limit(RECENT_LIMIT),
  ]);
  return {
    user_position: (better?.value ?? 0) + 1,
    // A member without points yet still sees themself among the players.
    total_users: (all?.value ?? 0) + (me.totalPoints > 0 || me.isAdmin ? 0 : 1),
    top_3: top.map((row) => ({
      name: publicName(row.pseudo, row.name),
      level: row.level,
      points: row.points,
    })),
    recent_activities: recent.map((row) => ({
      user_name: publicName(row.pseudo, row.name),
      station: row.station,
      timestamp: row.createdAt.toISOString(),
      points_earned: row.points,
    })),
  };
}

/** GET /api/viral/leaderboard-updates (prefix /viral). */
export async function liveRankingRoutes(app: App) {
  app.get(
    '/leaderboard-updates',
    { schema: { tags: ['leaderboard'], response: { 200: leaderboardUpdatesResponse, ...refusals(401) } } },
    (request) => liveRanking(app.db, sessionUser(request), app.clock.now()),
  );
}
