import { newGame, step, type Cell, type Direction, type Move } from './snake';

/**
 * A test player: steers towards the food (never reversing) until it has eaten `foods` - 1
 * times, then lets the snake run into the wall. Answers the move log a real player would
 * send, the food cells it met, and the final state.
 */
export function autopilot(seed: number, foods: number) {
  const state = newGame(seed);
  const seen: Cell[] = [{ ...state.food! }];
  const moves: Move[] = [];
  while (seen.length < foods && !state.over) {
    const head = state.snake[0]!;
    const food = state.food!;
    let want: Direction = state.heading;
    if (food.x > head.x && state.heading !== 'left') want = 'right';
    else if (food.x < head.x && state.heading !== 'right') want = 'left';
    else if (food.y > head.y && state.heading !== 'up') want = 'down';
    else if (food.y < head.y && state.heading !== 'down') want = 'up';
    else if (food.x === head.x)
      want = state.heading === 'up' || state.heading === 'down' ? 'left' : state.heading;
    if (want !== state.heading) moves.push([state.tick, want]);
    const before = state.score;
    step(state, want);
    if (state.score > before) seen.push({ ...state.food! });
  }
  while (!state.over) step(state);
  return { state, seen, moves, score: state.score, ticks: state.tick };
}
