import { randomUUID } from 'node:crypto';
import { zurichMonthStart, zurichWeekStart } from '@app/shared/domain/zurich-time';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { watchChannel, type DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './leaderboard.repository';
import { RankedScores } from './ranked-scores';

/** Where the database announces each change a board shows (migration 0036). */
export const BOARD_CHANNEL = 'board_changes';

/** The most rows a board answers (the `limit` bound): the faces kept are those of its top. */
const FACES_PER_BOARD = 100;
/** Changes heard within this delay are read again together (faces, latest washes, a reload). */
const REFRESH_DELAY_MS = 20;
/** How long a read waits for this instance's own writes to be heard before it reads SQL. */
const MARKER_TIMEOUT_MS = 1_000;

export type PeriodKind = 'week' | 'month';
type Face = Awaited<ReturnType<typeof repo.usersByIds>>[number];

interface PeriodScores {
  startsOn: string | null;
  scores: RankedScores;
}

/**
 * This instance's copy of the boards (docs/decisions/0026): the lifetime, week and month
 * scores of every player, the public faces of each board's top, and the latest washes.
 * Triggers announce every change at commit (absolute values, so a message heard twice does
 * no harm); the copy answers only while it has heard everything since it was read, else the
 * routes read the database as before.
 */
export class BoardMemory {
  private readonly global = new RankedScores();
  private readonly periods: Record<PeriodKind, PeriodScores> = {
    week: { startsOn: null, scores: new RankedScores() },
    month: { startsOn: null, scores: new RankedScores() },
  };
  private readonly operators = new Set<string>();
  private readonly faces = new Map<string, Face>();
  private readonly staleFaces = new Set<string>();
  private latest: repo.RecentWash[] = [];
  private ready = false;
  /** Counts every change heard or read: what was written from the copy is good while it holds. */
  private changes = 0;
  /** Messages heard while a snapshot is read: applied after it (they may be newer). */
  private heldDuringLoad: string[] | null = null;
  private reloadWanted = false;
  private facesWanted = false;
  private latestWanted = false;
  /** The latest washes are being read again: until then the copy's list is older than a change heard. */
  private latestReading = false;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  /** Read-your-writes on this instance: writes answered here, and those whose messages are in. */
  private localWrites = 0;
  private readonly marker = randomUUID();
  private markersSent = 0;
  private heardThrough = 0;
  private readonly waiting: { through: number; resolve: () => void }[] = [];
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await watchChannel(
      this.database,
      BOARD_CHANNEL,
      (payload) => this.hear(payload),
      () => this.lose(),
    );
    this.want('reload');
  }

  async stop(): Promise<void> {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    await this.stopListening?.();
    this.stopListening = null;
    this.ready = false;
    for (const waiter of this.waiting.splice(0)) waiter.resolve();
    await this.running?.catch(() => {});
  }

  /** Moves at every change of the copy (a board, a face, the latest washes). */
  get version(): number {
    return this.changes;
  }

  /** Whether the copy can answer: read, and every change since heard. */
  get trusted(): boolean {
    return this.ready && this.stopListening !== null && this.database.listenerConnected();
  }

  /** A request that may have written answered here: the next read waits for its messages. */
  noteLocalWrite(): void {
    this.localWrites += 1;
  }

  /** Resolves once the messages of every write answered here so far have been heard. */
  async caughtUp(): Promise<void> {
    const through = this.localWrites;
    while (this.heardThrough < through && this.trusted) {
      if (!this.syncing) this.syncing = this.sendMarker();
      await this.syncing;
    }
  }

  /** A board's scores, or null when the copy cannot answer for that period (the route reads SQL). */
  board(period: 'global' | PeriodKind, limit: number, meId: string): repo.Board | null {
    const standing = this.standing(period, meId);
    return standing && { ...standing, top: this.top(period, limit) };
  }

  /** The member's row and the board's totals, or null when the copy cannot answer. */
  standing(period: 'global' | PeriodKind, meId: string): Omit<repo.Board, 'top'> | null {
    const scores = this.scoresOf(period);
    if (!scores) return null;
    return { me: scores.rowOf(meId), totalUsers: scores.size, totalPoints: scores.totalPoints };
  }

  /** A board's first `limit` rows (after `standing` said the copy can answer). */
  top(period: 'global' | PeriodKind, limit: number): repo.ScoreRow[] {
    return (period === 'global' ? this.global : this.periods[period].scores).top(limit);
  }

  private scoresOf(period: 'global' | PeriodKind): RankedScores | null {
    if (!this.trusted) return null;
    return period === 'global' ? this.global : this.periodScores(period);
  }

  /** The live ranking's figures for a member with `points`, or null when the copy cannot answer. */
  liveRanking(points: number, now: Date) {
    // A wash heard but not yet read into the list: SQL has it (the stream's ranking event
    // makes every client read at once, often before the copy's own read).
    if (!this.trusted || this.latestWanted || this.latestReading) return null;
    const leaders = this.global.top(3);
    const { found, missing } = this.facesOf(leaders.map((row) => row.userId));
    if (missing.length > 0) return null;
    const top = leaders.map((row, index) => {
      const face = found[index] as Face;
      return { name: face.name, pseudo: face.pseudo, level: face.level, points: row.points };
    });
    const since = repo.recentWindowStart(now).getTime();
    return {
      ahead: this.global.countAbove(points),
      players: this.global.size,
      top,
      recent: this.latest.filter((wash) => wash.createdAt.getTime() > since),
    };
  }

  /** The public faces kept for these members; the others are left for the caller to read. */
  facesOf(ids: string[]): { found: Face[]; missing: string[] } {
    const found: Face[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const face = this.faces.get(id);
      if (face && !this.staleFaces.has(id)) found.push(face);
      else missing.push(id);
    }
    return { found, missing };
  }

  private periodScores(period: PeriodKind): RankedScores | null {
    const now = this.clock.now();
    const startsOn = period === 'week' ? zurichWeekStart(now) : zurichMonthStart(now);
    // A new week or month: read again (its first washes may already be in).
    if (this.periods[period].startsOn !== startsOn) {
      this.want('reload');
      return null;
    }
    return this.periods[period].scores;
  }

  private hear(payload: string): void {
    if (this.heldDuringLoad) {
      this.heldDuringLoad.push(payload);
      if (!payload.startsWith('s:')) return;
    }
    this.apply(payload);
  }

  private apply(payload: string): void {
    this.changes += 1;
    const [kind, ...parts] = payload.split(':');
    if (kind === 'u') this.applyUser(parts[0] as string, Number(parts[1]), parts[2] === 't');
    else if (kind === 'd') this.forget(parts[0] as string);
    else if (kind === 'p')
      this.applyPeriod(parts[0] as PeriodKind, parts[1] as string, parts[2] as string, Number(parts[3]));
    else if (kind === 'r') this.want('latest');
    else if (kind === 's') this.applyMarker(parts[0] as string, Number(parts[1]));
    else if (kind === '*') this.want('reload');
  }

  private applyUser(userId: string, totalPoints: number, operator: boolean): void {
    if (operator !== this.operators.has(userId)) {
      // A role changed (rare): an operator leaves every board, a former one comes back with
      // their week and month, which only the database has.
      this.want('reload');
      return;
    }
    if (this.faces.has(userId)) this.staleFaces.add(userId);
    if (!operator) this.global.set(userId, totalPoints);
    this.wantMissingFaces();
  }

  private applyPeriod(period: PeriodKind, startsOn: string, userId: string, points: number): void {
    const board = this.periods[period];
    if (!board || board.startsOn !== startsOn || this.operators.has(userId)) return;
    board.scores.set(userId, points);
    this.wantMissingFaces();
  }

  private forget(userId: string): void {
    this.global.remove(userId);
    this.periods.week.scores.remove(userId);
    this.periods.month.scores.remove(userId);
    this.operators.delete(userId);
    this.faces.delete(userId);
    this.want('latest');
  }

  private applyMarker(marker: string, count: number): void {
    if (marker !== this.marker) return;
    this.heardThrough = Math.max(this.heardThrough, count);
    for (let index = this.waiting.length - 1; index >= 0; index -= 1) {
      const waiter = this.waiting[index] as (typeof this.waiting)[number];
      if (waiter.through <= count) {
        this.waiting.splice(index, 1);
        waiter.resolve();
      }
    }
  }

  /**
   * NOTIFY reaches listeners in commit order: once a marker sent after this instance's
   * writes comes back, their messages have all been heard.
   */
  private async sendMarker(): Promise<void> {
    const through = this.localWrites;
    const sent = ++this.markersSent;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const heard = new Promise<void>((resolve) => {
      this.waiting.push({ through: sent, resolve });
      // A marker never heard (a lost connection): the copy is no longer trusted then.
      timer = setTimeout(() => {
        this.ready = false;
        this.want('reload');
        resolve();
      }, MARKER_TIMEOUT_MS);
    });
    try {
      await this.database.db.execute(sql`SELECT pg_notify(${BOARD_CHANNEL}, ${`s:${this.marker}:${sent}`})`);
      await heard;
      if (this.ready) this.heardThrough = Math.max(this.heardThrough, through);
    } finally {
      clearTimeout(timer);
      this.syncing = null;
    }
  }

  /** The listening connection was lost, or is back: messages may have been missed. */
  private lose(): void {
    this.ready = false;
    for (const waiter of this.waiting.splice(0)) waiter.resolve();
    // Read again once it is back (called then too), not during an outage: the routes read
    // the database meanwhile, and the pool's connections are theirs.
    if (this.database.listenerConnected()) this.want('reload');
    else this.reloadWanted = true;
  }

  private wantMissingFaces(): void {
    if (this.facesWanted) return;
    for (const scores of [this.global, this.periods.week.scores, this.periods.month.scores]) {
      for (const row of scores.top(FACES_PER_BOARD)) {
        if (!this.faces.has(row.userId) || this.staleFaces.has(row.userId)) {
          this.want('faces');
          return;
        }
      }
    }
  }

  private want(what: 'reload' | 'faces' | 'latest'): void {
    // A copy that must be read again no longer answers: the routes read the database meanwhile.
    if (what === 'reload') {
      this.reloadWanted = true;
      this.ready = false;
    }
    if (what === 'faces') this.facesWanted = true;
    if (what === 'latest') this.latestWanted = true;
    if (this.refreshTimer || this.stopListening === null) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      this.running = (this.running ?? Promise.resolve())
        .then(() => this.refresh())
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'could not read the boards into memory');
          this.ready = false;
          // Tried again at the next change or read.
          this.reloadWanted = true;
        });
    }, REFRESH_DELAY_MS);
    this.refreshTimer.unref?.();
  }

  private async refresh(): Promise<void> {
    if (this.stopListening === null) return;
    this.changes += 1;
    if (this.reloadWanted) {
      if (!this.database.listenerConnected()) return;
      this.reloadWanted = false;
      await this.reload();
      return;
    }
    if (this.latestWanted) {
      this.latestWanted = false;
      this.latestReading = true;
      try {
        this.latest = await repo.recentWashes(this.database.db, null);
      } finally {
        this.latestReading = false;
      }
      this.changes += 1;
    }
    if (this.facesWanted) {
      this.facesWanted = false;
      await this.readFaces();
    }
  }

  private async reload(): Promise<void> {
    const now = this.clock.now();
    const weekStart = zurichWeekStart(now);
    const monthStart = zurichMonthStart(now);
    this.heldDuringLoad = [];
    try {
      const snapshot = await repo.boardSnapshot(this.database.db, weekStart, monthStart);
      this.operators.clear();
      for (const id of snapshot.operators) this.operators.add(id);
      this.global.fill(snapshot.totals);
      this.periods.week = { startsOn: weekStart, scores: new RankedScores() };
      this.periods.week.scores.fill(snapshot.week);
      this.periods.month = { startsOn: monthStart, scores: new RankedScores() };
      this.periods.month.scores.fill(snapshot.month);
      this.latest = snapshot.recent;
      this.faces.clear();
      this.staleFaces.clear();
      const held = this.heldDuringLoad;
      this.heldDuringLoad = null;
      this.reloadWanted = false;
      for (const payload of held) if (!payload.startsWith('s:')) this.apply(payload);
      // A role change heard meanwhile asks for another reload: not ready until it is done.
      if (this.reloadWanted) return;
      await this.readFaces();
      this.ready = true;
    } finally {
      this.heldDuringLoad = null;
    }
  }

  /** Reads the faces of every board's top (new ones and changed ones), and drops the others. */
  private async readFaces(): Promise<void> {
    const wanted = new Set<string>();
    for (const scores of [this.global, this.periods.week.scores, this.periods.month.scores])
      for (const row of scores.top(FACES_PER_BOARD)) wanted.add(row.userId);
    const toRead = [...wanted].filter((id) => !this.faces.has(id) || this.staleFaces.has(id));
    for (const id of toRead) this.staleFaces.delete(id);
    const rows = await repo.usersByIds(this.database.db, toRead);
    for (const id of [...this.faces.keys()]) if (!wanted.has(id)) this.faces.delete(id);
    // A face changed again while it was read stays stale, and is read at the next refresh.
    for (const row of rows) this.faces.set(row.id, row);
    this.changes += 1;
  }
}
