export const MEDALS = ['🥇', '🥈', '🥉'] as const;
