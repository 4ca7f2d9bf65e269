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
      const kind = period === 'global' ? 'global' : period === 'weekly' ? 'week' : 'month';
      // From this instance's copy (decision 0026); from the database while it cannot answer.
      await app.boards.caughtUp();
      const board =
        app.boards.board(kind, limit, me.id) ??
        (kind === 'global'
          ? await repo.globalBoard(app.db, limit, me.id)
          : await repo.periodBoard(
              app.db,
              kind,
              kind === 'week' ? zurichWeekStart(now) : zurichMonthStart(now),
              limit,
              me.id,
            ));
      // The member's own face is the session's; the others' come from the copy when it has them.
      const others = [...new Set(board.top.map((score) => score.userId))].filter((id) => id !== me.id);
      const { found, missing } = app.boards.facesOf(others);
      const members = [me, ...found, ...(await repo.usersByIds(app.db, missing))];
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
      const now = app.clock.now();
      await app.boards.caughtUp();
      const rows =
        app.boards.liveRanking(me.totalPoints, now) ?? (await repo.liveRankingRows(app.db, me, now));
      return presentLiveRanking(rows, me);
    },
  );
}
