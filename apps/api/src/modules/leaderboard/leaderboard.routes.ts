import { zurichDay, zurichMonthStart, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { refusals } from '@app/shared/schemas/common';
import {
  leaderboardParams,
  leaderboardQuery,
  leaderboardResponse,
  leaderboardUpdatesResponse,
  type LeaderboardEntry,
  type LeaderboardPeriod,
} from '@app/shared/schemas/leaderboard';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { presentPublicUser } from '../users/users.presenter';
import * as repo from './leaderboard.repository';

export default async function leaderboardRoutes(app: App) {
  app.get(
    '/:period',
    {
      schema: {
        tags: ['leaderboard'],
        params: leaderboardParams,
        querystring: leaderboardQuery,
        response: { 200: leaderboardResponse, ...refusals(400) },
      },
    },
    async (request) => {
      const me = sessionUser(request);
      const period: LeaderboardPeriod = request.params.period;
      const now = app.clock.now();
      const { limit } = request.query;
      const board =
        period === 'global'
          ? await repo.globalBoard(app.db, limit, me.id)
          : period === 'weekly'
            ? await repo.periodBoard(app.db, 'week', zurichWeekStart(now), limit, me.id)
            : await repo.periodBoard(app.db, 'month', zurichMonthStart(now), limit, me.id);
      const { top, me: mine } = board;
      const rows = await repo.usersByIds(app.db, [...new Set([...top.map((s) => s.userId), me.id])]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const today = zurichDay(now);
      const entry = (score: repo.ScoreRow): LeaderboardEntry | null => {
        const row = byId.get(score.userId);
        if (!row) return null;
        return {
          rank: score.rank,
          total_points: score.points,
          level: row.level,
          user: presentPublicUser(row, today),
        };
      };
      return {
        period,
        users: top.map(entry).filter((value): value is LeaderboardEntry => value !== null),
        me: mine ? entry(mine) : null,
        total_users: board.totalUsers,
        total_points: board.totalPoints,
      };
    },
  );
}

/** The hub's ranking tab (prefix /viral/leaderboard-updates). */
export async function liveRankingRoutes(app: App) {
  app.get(
    '',
    { schema: { tags: ['leaderboard'], response: { 200: leaderboardUpdatesResponse, ...refusals(401) } } },
    (request) => repo.liveRanking(app.db, sessionUser(request), app.clock.now()),
  );
}
