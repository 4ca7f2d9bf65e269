import type { ScoreRow } from './leaderboard.repository';

interface Entry {
  userId: string;
  points: number;
}

/** The board's order: more points first, then by user id (as PostgreSQL orders uuids). */
function before(a: Entry, b: Entry): boolean {
  return a.points > b.points || (a.points === b.points && a.userId < b.userId);
}

/**
 * One board's players in memory, kept in the board's order (docs/decisions/0026): only
 * scores above 0 are kept, as only members with points rank. A change moves one entry
 * (a binary search and a splice), a rank is a binary search, the top is a slice.
 */
export class RankedScores {
  private readonly order: Entry[] = [];
  private readonly pointsById = new Map<string, number>();
  private sum = 0;

  get size(): number {
    return this.order.length;
  }

  get totalPoints(): number {
    return this.sum;
  }

  pointsOf(userId: string): number | undefined {
    return this.pointsById.get(userId);
  }

  /** Sets a member's score; 0 or less takes them off the board. */
  set(userId: string, points: number): void {
    const current = this.pointsById.get(userId);
    if (current === points) return;
    if (current !== undefined) this.remove(userId);
    if (points <= 0) return;
    const entry = { userId, points };
    this.order.splice(this.positionOf(entry), 0, entry);
    this.pointsById.set(userId, points);
    this.sum += points;
  }

  remove(userId: string): void {
    const points = this.pointsById.get(userId);
    if (points === undefined) return;
    const at = this.positionOf({ userId, points });
    this.order.splice(at, 1);
    this.pointsById.delete(userId);
    this.sum -= points;
  }

  /** How many players have more than `points`. */
  countAbove(points: number): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.order[middle] as Entry).points > points) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** A player's row; ties share a rank (1, 2, 2, 4). */
  rowOf(userId: string): ScoreRow | null {
    const points = this.pointsById.get(userId);
    return points === undefined ? null : { userId, points, rank: this.countAbove(points) + 1 };
  }

  /** The first `limit` players with their ranks. */
  top(limit: number): ScoreRow[] {
    const rows: ScoreRow[] = [];
    for (const [index, entry] of this.order.slice(0, limit).entries()) {
      const previous = rows[index - 1];
      const rank = previous && previous.points === entry.points ? previous.rank : index + 1;
      rows.push({ userId: entry.userId, points: entry.points, rank });
    }
    return rows;
  }

  /** Where an entry is, or goes: the first position that does not come before it. */
  private positionOf(entry: Entry): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.order[middle] as Entry, entry)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  clear(): void {
    this.order.length = 0;
    this.pointsById.clear();
    this.sum = 0;
  }

  /** Fills an empty board from rows in any order (a load: one sort instead of many splices). */
  fill(rows: Iterable<Entry>): void {
    this.clear();
    for (const row of rows) {
      if (row.points <= 0 || this.pointsById.has(row.userId)) continue;
      this.order.push({ userId: row.userId, points: row.points });
      this.pointsById.set(row.userId, row.points);
      this.sum += row.points;
    }
    this.order.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }
}
