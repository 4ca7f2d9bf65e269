import { publicName } from '@app/shared/domain/names';
import type { DayString } from '@app/shared/domain/zurich-time';
import type {
  LeaderboardEntry,
  LeaderboardPeriod,
  LeaderboardUpdates,
} from '@app/shared/schemas/leaderboard';
import { presentPublicUser } from '../users/users.presenter';
import type * as repo from './leaderboard.repository';

type Board = Awaited<ReturnType<typeof repo.globalBoard>>;
type UserRow = Awaited<ReturnType<typeof repo.usersByIds>>[number];

/** One row of a board: the score with its member's public face. */
export function presentEntry(score: repo.ScoreRow, row: UserRow, today: DayString): LeaderboardEntry {
  return {
    rank: score.rank,
    total_points: score.points,
    level: row.level,
    user: presentPublicUser(row, today),
  };
}

/** A ranking (global, week, month): each score with its member's public face. */
export function presentBoard(period: LeaderboardPeriod, board: Board, members: UserRow[], today: DayString) {
  const byId = new Map(members.map((row) => [row.id, row]));
  const entry = (score: repo.ScoreRow): LeaderboardEntry | null => {
    const row = byId.get(score.userId);
    return row ? presentEntry(score, row, today) : null;
  };
  return {
    period,
    users: board.top.map(entry).filter((value): value is LeaderboardEntry => value !== null),
    me: board.me ? entry(board.me) : null,
    total_users: board.totalUsers,
    total_points: board.totalPoints,
  };
}

/** The hub's live ranking: my position among players, the top 3 and the last washes. */
export function presentLiveRanking(
  rows: Awaited<ReturnType<typeof repo.liveRankingRows>>,
  me: { totalPoints: number; isAdmin: boolean },
): LeaderboardUpdates {
  return {
    user_position: rows.ahead + 1,
    // A member without points yet still sees themself among the players.
    total_users: rows.players + (me.totalPoints > 0 || me.isAdmin ? 0 : 1),
    top_3: rows.top.map((row) => ({
      name: publicName(row.pseudo, row.name),
      level: row.level,
      points: row.points,
    })),
    recent_activities: rows.recent.map((row) => ({
      user_name: publicName(row.pseudo, row.name),
      station: row.station,
      timestamp: row.createdAt.toISOString(),
      points_earned: row.points,
    })),
  };
}
