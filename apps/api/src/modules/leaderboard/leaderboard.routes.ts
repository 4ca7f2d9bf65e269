import { zurichDay, zurichPeriod } from '@app/shared/domain/zurich-time';
import { errorResponse } from '@app/shared/schemas/common';
import {
  leaderboardParams,
  leaderboardQuery,
  leaderboardResponse,
  type LeaderboardEntry,
  type LeaderboardPeriod,
} from '@app/shared/schemas/leaderboard';
import { sessionUser } from '../../plugins/auth';
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
        response: { 200: leaderboardResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const me = sessionUser(request);
      const period: LeaderboardPeriod = request.params.period;
      const now = app.clock.now();
      const bounds = period === 'global' ? null : zurichPeriod(period === 'weekly' ? 'week' : 'month', now);
      const [top, mine, totals] = await Promise.all([
        repo.topScores(app.db, bounds, request.query.limit),
        repo.scoreOf(app.db, bounds, me.id),
        repo.totals(app.db, bounds),
      ]);
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
        total_users: totals.totalUsers,
        total_points: totals.totalPoints,
      };
    },
  );
}
