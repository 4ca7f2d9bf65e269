import { z } from 'zod';
import { DIRECTIONS, SNAKE_MAX_TICKS } from '../domain/snake';

export const snakeStartResponse = z.object({ game_id: z.string(), seed: z.number().int() });

export const snakeSubmitBody = z.object({
  game_id: z.uuid({ error: 'Partie inconnue' }),
  score: z
    .number({ error: 'Champ « score » : nombre attendu' })
    .int({ error: 'Champ « score » : nombre entier attendu' })
    .min(0, { error: 'Champ « score » : au moins 0' })
    .max(400, { error: 'Champ « score » : trop grand' }),
  /** Seconds of play, pauses excluded. */
  duration: z
    .number({ error: 'Champ « duration » : nombre attendu' })
    .min(0, { error: 'Champ « duration » : au moins 0' })
    .max(86_400, { error: 'Champ « duration » : trop grand' }),
  moves: z
    .array(
      z.tuple([
        z.number().int().min(0).max(1_000_000),
        z.enum(DIRECTIONS, { error: 'Direction inconnue (up, down, left ou right)' }),
      ]),
      { error: 'Champ « moves » : liste de [tick, direction] attendue' },
    )
    .max(SNAKE_MAX_TICKS + 1, { error: 'La partie est trop longue' }),
});
export type SnakeSubmitBody = z.infer<typeof snakeSubmitBody>;

export const snakeSubmitResponse = z.object({ success: z.literal(true), current_rank: z.number().int() });

export const snakeChallengeResponse = z.object({
  challenge_active: z.boolean(),
  /** Next Monday 00:00, Zurich. */
  challenge_end: z.string(),
  total_participants: z.number().int(),
  user_played: z.boolean(),
  user_score: z.number().int().nullable(),
  user_rank: z.number().int().nullable(),
  leaderboard: z.array(
    z.object({
      rank: z.number().int(),
      user_name: z.string(),
      score: z.number().int(),
      duration: z.number(),
    }),
  ),
});
export type SnakeChallenge = z.infer<typeof snakeChallengeResponse>;

export const snakeHistoryResponse = z.object({
  history: z.array(
    z.object({
      week_start: z.string(),
      final_rank: z.number().int(),
      score: z.number().int(),
      points_earned: z.number().int(),
    }),
  ),
});
