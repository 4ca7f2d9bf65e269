import { zurichDay, zurichMonthStart, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { refusals } from '@app/shared/schemas/common';
import {
  leaderboardEntry,
  leaderboardParams,
  leaderboardQuery,
  leaderboardResponse,
  leaderboardUpdatesResponse,
  type LeaderboardPeriod,
} from '@app/shared/schemas/leaderboard';
import { z } from 'zod';
import { requestLocale } from '../../i18n';
import { compileSerializer, sendWrittenJson } from '../../lib/serializer';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { presentBoard, presentEntry, presentLiveRanking } from './leaderboard.presenter';
import * as repo from './leaderboard.repository';

export default async function leaderboardRoutes(app: App) {
  // A board's top as written JSON, by period and limit: written again when the copy in memory
  // changed, the day turned (streaks shown) or another language asks (level names).
  const writeTop = compileSerializer(z.array(leaderboardEntry));
  const writeEntry = compileSerializer(leaderboardEntry.nullable());
  const writtenTops = new Map<string, { version: number; day: string; json: string }>();

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
    async (request, reply) => {
      const me = sessionUser(request);
      const period: LeaderboardPeriod = request.params.period;
      const now = app.clock.now();
      const today = zurichDay(now);
      const { limit } = request.query;
      const kind = period === 'global' ? 'global' : period === 'weekly' ? 'week' : 'month';
      // From this instance's copy (decision 0026); from the database while it cannot answer.
      await app.boards.caughtUp();
      const version = app.boards.version;
      const standing = app.boards.standing(kind, me.id);
      const key = `${period}:${limit}:${requestLocale()}`;
      let written = standing ? writtenTops.get(key) : undefined;
      if (standing && (written?.version !== version || written.day !== today)) {
        const top = app.boards.top(kind, limit);
        const { found, missing } = app.boards.facesOf(top.map((score) => score.userId));
        written =
          missing.length === 0
            ? {
                version,
                day: today,
                json: writeTop(presentBoard(period, { ...standing, top }, found, today).users),
              }
            : undefined;
        if (written) writtenTops.set(key, written);
      }
      if (standing && written) {
        // The member's own row with the session's face; the rest as written.
        const mine = standing.me ? presentEntry(standing.me, me, today) : null;
        return sendWrittenJson(
          reply,
          `{"period":${JSON.stringify(period)},"users":${written.json},"me":${writeEntry(mine)},` +
            `"total_users":${standing.totalUsers},"total_points":${standing.totalPoints}}`,
        );
      }
      const remembered = standing && { ...standing, top: app.boards.top(kind, limit) };
      const board =
        remembered ??
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
      return presentBoard(period, board, members, today);
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
