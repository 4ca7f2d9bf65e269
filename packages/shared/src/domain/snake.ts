/**
 * The weekly Snake game (docs/product.md, badges and the Snake challenge, issue 10), one pure module: the web game runs it
 * tick by tick, the server replays a submitted move log with it. Any change here changes
 * which submitted games the server accepts.
 */

export const SNAKE_GRID = 20;
export const SNAKE_TICK_MS = 300;
/** A replay longer than this is refused. */
export const SNAKE_MAX_TICKS = 6000;
/** A started game can be submitted for this long. */
export const SNAKE_GAME_TTL_MS = 2 * 3_600_000;
export const SNAKE_TOP = 10;

export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export type Move = readonly [tick: number, direction: Direction];

export interface Cell {
  x: number;
  y: number;
}

const DELTAS: Record<Direction, Cell> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};
const REVERSE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

/** mulberry32: the game's random numbers, from its 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SnakeState {
  /** Head first. */
  snake: Cell[];
  heading: Direction;
  food: Cell | null;
  score: number;
  /** Ticks played so far (the fatal one included). */
  tick: number;
  over: boolean;
  random: () => number;
}

/** The free cells in row-major order (y, then x); the food is one of them at random. */
function placeFood(snake: readonly Cell[], random: () => number): Cell | null {
  const taken = new Set(snake.map((cell) => cell.y * SNAKE_GRID + cell.x));
  const free: Cell[] = [];
  for (let y = 0; y < SNAKE_GRID; y += 1)
    for (let x = 0; x < SNAKE_GRID; x += 1) if (!taken.has(y * SNAKE_GRID + x)) free.push({ x, y });
  if (free.length === 0) return null;
  return free[Math.floor(random() * free.length)] ?? null;
}

export function newGame(seed: number): SnakeState {
  const random = mulberry32(seed);
  const snake = [{ x: 10, y: 10 }];
  return { snake, heading: 'up', food: placeFood(snake, random), score: 0, tick: 0, over: false, random };
}

/** One tick, with the direction the move log gives for it, if any. Mutates and returns `state`. */
export function step(state: SnakeState, direction?: Direction): SnakeState {
  if (state.over) return state;
  if (direction && direction !== REVERSE[state.heading]) state.heading = direction;
  state.tick += 1;
  const head = state.snake[0]!;
  const delta = DELTAS[state.heading];
  const next = { x: head.x + delta.x, y: head.y + delta.y };
  if (next.x < 0 || next.y < 0 || next.x >= SNAKE_GRID || next.y >= SNAKE_GRID) {
    state.over = true;
    return state;
  }
  const eating = state.food !== null && next.x === state.food.x && next.y === state.food.y;
  if (!eating) state.snake.pop();
  if (state.snake.some((cell) => cell.x === next.x && cell.y === next.y)) {
    state.over = true;
    return state;
  }
  state.snake.unshift(next);
  if (eating) {
    state.score += 1;
    state.food = placeFood(state.snake, state.random);
  }
  return state;
}

export type ReplayResult =
  | { ok: true; score: number; ticks: number }
  | { ok: false; reason: 'bad_log' | 'move_after_game_over' | 'too_long' };

/** Checks the log's shape: [tick, direction] pairs, ticks strictly increasing from 0. */
export function isMoveLog(moves: unknown): moves is Move[] {
  if (!Array.isArray(moves)) return false;
  let previous = -1;
  for (const move of moves) {
    if (!Array.isArray(move) || move.length !== 2) return false;
    const [tick, direction] = move as [unknown, unknown];
    if (typeof tick !== 'number' || !Number.isInteger(tick) || tick <= previous) return false;
    if (!(DIRECTIONS as readonly unknown[]).includes(direction)) return false;
    previous = tick;
  }
  return true;
}

/** Plays a whole game from its seed and move log, as the server checks a submission. */
export function replay(seed: number, moves: readonly Move[], maxTicks = SNAKE_MAX_TICKS): ReplayResult {
  if (!isMoveLog(moves)) return { ok: false, reason: 'bad_log' };
  const state = newGame(seed);
  let next = 0;
  while (!state.over) {
    if (state.tick >= maxTicks) return { ok: false, reason: 'too_long' };
    const move = moves[next];
    let direction: Direction | undefined;
    if (move && move[0] === state.tick) {
      direction = move[1];
      next += 1;
    }
    step(state, direction);
  }
  if (next < moves.length) return { ok: false, reason: 'move_after_game_over' };
  return { ok: true, score: state.score, ticks: state.tick };
}

/**
 * The whole seconds a game is recorded and shown with (top 10, history, the game's own
 * timer once over): rounded, so 20.6 s reads 21 s everywhere.
 */
export function recordedSeconds(duration: number): number {
  return Math.round(duration);
}

/** The shortest and longest believable durations, in seconds, of a game of `ticks` ticks. */
export function durationBounds(ticks: number, secondsSinceStart: number): { min: number; max: number } {
  return { min: ticks * (SNAKE_TICK_MS / 1000) - 2, max: secondsSinceStart + 5 };
}
