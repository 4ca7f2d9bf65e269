import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Pause, Play, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SNAKE_GRID,
  SNAKE_TICK_MS,
  newGame,
  recordedSeconds,
  step,
  type Direction,
  type Move,
  type SnakeState,
} from '@app/shared/domain/snake';
import { Alert } from '@/components/ui/alert';
import { t } from '@/lib/i18n';
import { useStartGame } from '../api/start-game';

const CELL = 20;
const SIZE = SNAKE_GRID * CELL;
/** A key pressed while earlier turns wait is queued at most this many ticks ahead. */
const QUEUE_TICKS = 2;

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  s: 'down',
  a: 'left',
  d: 'right',
  W: 'up',
  S: 'down',
  A: 'left',
  D: 'right',
};

export type Phase = 'idle' | 'starting' | 'running' | 'paused' | 'over';

export interface FinishedGame {
  gameId: string;
  score: number;
  /** Seconds of play, pauses excluded. */
  duration: number;
  moves: Move[];
}

function draw(canvas: HTMLCanvasElement | null, state: SnakeState | null) {
  const context = canvas?.getContext('2d');
  if (!context) return;
  context.fillStyle = '#0f172a';
  context.fillRect(0, 0, SIZE, SIZE);
  if (!state) return;
  if (state.food) {
    context.fillStyle = '#f43f5e';
    context.beginPath();
    context.arc(state.food.x * CELL + CELL / 2, state.food.y * CELL + CELL / 2, CELL / 2 - 2, 0, Math.PI * 2);
    context.fill();
  }
  state.snake.forEach((cell, index) => {
    context.fillStyle = index === 0 ? '#4ade80' : '#22c55e';
    context.fillRect(cell.x * CELL + 1, cell.y * CELL + 1, CELL - 2, CELL - 2);
  });
}

/**
 * The game: the shared rules tick every 300 ms, timed with requestAnimationFrame (an
 * accumulator, so ticks do not drift), and every turn is logged with its tick so that
 * the server can replay the game exactly.
 */
export function SnakeGame({ onGameOver }: { onGameOver: (game: FinishedGame) => void }) {
  const words = t.snake;
  const canvas = useRef<HTMLCanvasElement>(null);
  const game = useRef<SnakeState | null>(null);
  const gameId = useRef<string>('');
  const moves = useRef<Move[]>([]);
  const playedMs = useRef(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [score, setScore] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [tick, setTick] = useState(0);
  const start = useStartGame();

  useEffect(() => draw(canvas.current, game.current), []);

  // The loop runs only while playing.
  useEffect(() => {
    if (phase !== 'running') return;
    let frame = 0;
    let last: number | null = null;
    let pending = 0;
    const loop = (now: number) => {
      const state = game.current;
      if (!state) return;
      // A frame after a long gap (a hidden tab) does not replay the gap at once.
      const elapsed = last === null ? 0 : Math.min(now - last, 1000);
      last = now;
      pending += elapsed;
      playedMs.current += elapsed;
      while (pending >= SNAKE_TICK_MS && !state.over) {
        pending -= SNAKE_TICK_MS;
        const move = moves.current.find(([tick]) => tick === state.tick);
        step(state, move?.[1]);
      }
      draw(canvas.current, state);
      setScore(state.score);
      setTick(state.tick);
      setSeconds(Math.floor(playedMs.current / 1000));
      if (state.over) {
        // The final time as the top 10 will show it (a running stopwatch floors; the record rounds).
        setSeconds(recordedSeconds(playedMs.current / 1000));
        // Turns queued past the fatal tick never happened.
        moves.current = moves.current.filter(([tick]) => tick < state.tick);
        setPhase('over');
        onGameOver({
          gameId: gameId.current,
          score: state.score,
          duration: Math.round(playedMs.current / 100) / 10,
          moves: moves.current,
        });
        return;
      }
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    const hide = () => {
      if (document.hidden) setPhase('paused');
    };
    document.addEventListener('visibilitychange', hide);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', hide);
    };
  }, [phase, onGameOver]);

  const turn = useCallback((direction: Direction) => {
    const state = game.current;
    if (!state || state.over) return;
    const log = moves.current;
    const previous = log.at(-1);
    const tick = previous && previous[0] >= state.tick ? previous[0] + 1 : state.tick;
    if (tick > state.tick + QUEUE_TICKS) return;
    log.push([tick, direction]);
  }, []);

  const begin = () => {
    setPhase('starting');
    start.mutate(undefined, {
      onSuccess: ({ game_id, seed }) => {
        game.current = newGame(seed);
        gameId.current = game_id;
        moves.current = [];
        playedMs.current = 0;
        setScore(0);
        setSeconds(0);
        setTick(0);
        draw(canvas.current, game.current);
        setPhase('running');
      },
      onError: () => setPhase('idle'),
    });
  };

  const reset = () => {
    game.current = null;
    moves.current = [];
    playedMs.current = 0;
    setScore(0);
    setSeconds(0);
    draw(canvas.current, null);
    setPhase('idle');
  };

  useEffect(() => {
    if (phase !== 'running' && phase !== 'paused') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ' ') {
        event.preventDefault();
        setPhase((current) => (current === 'running' ? 'paused' : 'running'));
        return;
      }
      const direction = KEYS[event.key];
      if (!direction) return;
      event.preventDefault();
      if (phase === 'running') turn(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase, turn]);

  const arrow = (direction: Direction, Icon: typeof ArrowUp, place: string) => (
    <button
      type="button"
      className={`btn-secondary flex h-14 w-14 p-0 ${place}`}
      aria-label={words.arrows[direction]}
      onClick={() => turn(direction)}
      disabled={phase !== 'running'}
    >
      <Icon aria-hidden="true" className="h-6 w-6" />
    </button>
  );

  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between text-lg font-bold text-slate-900">
        <span>
          {words.score} <span data-testid="snake-score">{score}</span>
        </span>
        <span>{words.time({ seconds })}</span>
      </div>
      <div className="relative mx-auto w-full max-w-[400px]">
        <canvas
          ref={canvas}
          width={SIZE}
          height={SIZE}
          role="img"
          aria-label={words.boardLabel({ score })}
          data-tick={tick}
          className="block aspect-square w-full rounded-xl"
        />
        {(phase === 'paused' || phase === 'over') && (
          <p
            className="absolute inset-x-4 top-1/2 -translate-y-1/2 rounded-xl bg-white/95 p-3 text-center font-bold text-slate-900"
            role="status"
          >
            {phase === 'paused' ? words.paused : words.gameOver({ score })}
          </p>
        )}
      </div>
      {start.isError && <Alert>{words.startError}</Alert>}
      <div className="flex flex-wrap justify-center gap-2">
        {phase === 'idle' || phase === 'over' || phase === 'starting' ? (
          <button
            type="button"
            className="btn-primary inline-flex"
            onClick={begin}
            disabled={phase === 'starting'}
          >
            <Play aria-hidden="true" className="h-5 w-5" />
            {phase === 'starting' ? words.starting : words.start}
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary inline-flex"
            onClick={() => setPhase(phase === 'running' ? 'paused' : 'running')}
          >
            {phase === 'running' ? (
              <Pause aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Play aria-hidden="true" className="h-5 w-5" />
            )}
            {phase === 'running' ? words.pause : words.resume}
          </button>
        )}
        <button
          type="button"
          className="btn-secondary inline-flex"
          onClick={reset}
          disabled={phase === 'starting'}
        >
          <RotateCcw aria-hidden="true" className="h-5 w-5" />
          {words.reset}
        </button>
      </div>
      <div
        role="group"
        aria-label={words.arrowsLabel}
        className="mx-auto grid w-44 grid-cols-3 gap-1 md:hidden"
      >
        {arrow('up', ArrowUp, 'col-start-2')}
        {arrow('left', ArrowLeft, 'col-start-1 row-start-2')}
        {arrow('down', ArrowDown, 'col-start-2 row-start-2')}
        {arrow('right', ArrowRight, 'col-start-3 row-start-2')}
      </div>
      {/* Keys on a computer, the arrows on a touch screen (no keyboard there). */}
      <p className="hidden text-center text-sm text-slate-600 pointer-fine:block">{words.controls}</p>
      <p className="text-center text-sm text-slate-600 pointer-fine:hidden">{words.touchControls}</p>
    </section>
  );
}
