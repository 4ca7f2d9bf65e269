/** The three leaderboards: all time, this Zurich week, this Zurich month. */
export const LEADERBOARD_PERIODS = ['global', 'weekly', 'monthly'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
