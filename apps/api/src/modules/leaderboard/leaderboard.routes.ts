import { zurichDay, zurichMonthStart, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { refusals } from '@app/shared/schemas/common';
import {
  leaderboardParams,
  leaderboardQuery,
  leaderboardResponse,
  leaderboardUpdatesResponse,
  type LeaderboardPeriod,
} from '@app/shared/schemas/leaderboard';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { presentBoard, presentLiveRanking } from './leaderboard.presenter';
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
      const ids = new Set([...board.top.map((score) => score.userId), me.id]);
      const members = await repo.usersByIds(app.db, [...ids]);
      return presentBoard(period, board, members, zurichDay(now));
    },
  );
}

/** The hub's ranking tab (prefix /viral/leaderboard-updates). */
export async function liveRankingRoutes(app: App) {
  app.get(
    '',
    { schema: { tags: ['leaderboard'], response: { 200: leaderboardUpdatesResponse, ...refusals(401) } } },
    async (request) => {
      const me = sessionUser(request);
      return presentLiveRanking(await repo.liveRankingRows(app.db, me, app.clock.now()), me);
    },
  );
}
