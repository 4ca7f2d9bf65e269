import { describe, expect, it } from 'vitest';
import { autopilot } from './snake-autopilot';
import { mulberry32, newGame, recordedSeconds, replay, step, type Direction, type Move } from './snake';

describe('mulberry32', () => {
  it('gives the reference sequence for seed 42', () => {
    const random = mulberry32(42);
    expect([random(), random(), random()]).toEqual([
      0.6011037519201636, 0.44829055899754167, 0.8524657934904099,
    ]);
  });
});

describe('the Snake game', () => {
  it('starts at (10, 10) heading up with score 0 and its first food placed', () => {
    const state = newGame(42);
    expect(state.snake).toEqual([{ x: 10, y: 10 }]);
    expect(state.heading).toBe('up');
    expect(state.score).toBe(0);
    // 399 free cells; index floor(0.6011… × 399) = 239 in row-major order: rows 0–9 hold
    // 200 cells, row 10 19 (the snake is on one), row 11 20, so 239 is (0, 12).
    expect(state.food).toEqual({ x: 0, y: 12 });
  });

  it('places the first three foods of seed 42 where the rules say', () => {
    const { seen } = autopilot(42, 3);
    // Second: floor(0.4483… × 398) = 178 → (18, 8). Third, with the snake on (18, 8),
    // (18, 9), (18, 10): floor(0.8525… × 397) = 338 → (1, 17).
    expect(seen).toEqual([
      { x: 0, y: 12 },
      { x: 18, y: 8 },
      { x: 1, y: 17 },
    ]);
  });

  it('grows and scores when it eats, keeping its tail', () => {
    const { state } = autopilot(42, 3);
    expect(state.score).toBe(2);
    expect(state.snake).toHaveLength(3);
  });

  it('ignores a reversal', () => {
    const state = newGame(7);
    step(state, 'down');
    expect(state.heading).toBe('up');
    expect(state.snake[0]).toEqual({ x: 10, y: 9 });
  });

  it('ends on the wall, counting the fatal tick', () => {
    const state = newGame(7);
    while (!state.over) step(state);
    // From y = 10 up to y = 0 takes 10 ticks; the 11th leaves the grid.
    expect(state.tick).toBe(11);
    expect(replay(7, [])).toEqual({ ok: true, score: 0, ticks: 11 });
  });

  it('ends when the head meets the body, but may follow its own tail', () => {
    // A snake of 5 coiled around a square bites itself when it turns into its body.
    const state = newGame(1);
    state.snake = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 6, y: 6 },
      { x: 5, y: 6 },
      { x: 4, y: 6 },
    ];
    state.heading = 'left';
    state.food = { x: 0, y: 0 };
    step(state, 'down');
    expect(state.over).toBe(true);
    expect(state.tick).toBe(1);

    const chasing = newGame(1);
    chasing.snake = [
      { x: 5, y: 5 },
      { x: 5, y: 6 },
      { x: 6, y: 6 },
      { x: 6, y: 5 },
    ];
    chasing.food = { x: 0, y: 0 };
    chasing.heading = 'left';
    step(chasing, 'down');
    expect(chasing.over).toBe(true);
    const tail = newGame(1);
    tail.snake = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 6, y: 6 },
      { x: 5, y: 6 },
    ];
    tail.heading = 'left';
    tail.food = { x: 0, y: 0 };
    step(tail, 'down');
    expect(tail.over).toBe(false);
  });
});

describe('replay', () => {
  it('reproduces the autopilot’s game from its seed and moves', () => {
    const { moves } = autopilot(42, 3);
    const result = replay(42, moves);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.score).toBeGreaterThanOrEqual(2);
  });

  it('refuses a move after the game over, a malformed log and a game that runs too long', () => {
    expect(replay(7, [[11, 'left']])).toEqual({ ok: false, reason: 'move_after_game_over' });
    expect(replay(7, [[10, 'left']]).ok).toBe(true);
    expect(
      replay(7, [
        [3, 'left'],
        [3, 'up'],
      ] as Move[]),
    ).toEqual({ ok: false, reason: 'bad_log' });
    expect(replay(7, [[1, 'north']] as unknown as Move[])).toEqual({ ok: false, reason: 'bad_log' });
    // Circling for ever: right, down, left, up every 2 ticks.
    const circle: Move[] = [];
    const turns: Direction[] = ['right', 'down', 'left', 'up'];
    for (let tick = 0; tick < 7000; tick += 2) circle.push([tick, turns[(tick / 2) % 4]!]);
    expect(replay(7, circle)).toEqual({ ok: false, reason: 'too_long' });
  });
});

describe('recordedSeconds', () => {
  it('rounds as the top 10 shows it: 20.6 s reads 21 s, 20.4 s reads 20 s', () => {
    expect(recordedSeconds(20.6)).toBe(21);
    expect(recordedSeconds(20.4)).toBe(20);
    expect(recordedSeconds(0)).toBe(0);
  });
});
