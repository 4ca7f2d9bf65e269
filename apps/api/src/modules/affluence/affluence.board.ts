import type { FastifyBaseLogger } from 'fastify';
import { stationAffluence, type AffluenceLevel } from '@app/shared/domain/affluence';
import { watchChannel, type DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { publishEvent } from '../../lib/events';
import { listStations } from '../stations/stations.repository';
import {
  claimRefresh,
  measureStation,
  readAffluence,
  writeAffluence,
  type StoredAffluence,
} from './affluence.repository';

/** Tells every instance that the rows were written (they read them again). */
export const AFFLUENCE_CHANNEL = 'affluence_changed';
/** How often the network's affluence is measured: once a minute for all instances. */
export const AFFLUENCE_REFRESH_MS = 60_000;
/** A claim a little before the minute, so that the instance ticking each minute wins it. */
const CLAIM_AFTER_MS = AFFLUENCE_REFRESH_MS - 5_000;

export interface PresentedAffluence {
  id: string;
  name: string;
  now: AffluenceLevel | null;
  usual: { hour: number; level: AffluenceLevel }[] | null;
}

/**
 * « Affluence » from memory (docs/decisions/0033). One instance a minute measures every
 * open station (one query each), writes the levels and notifies; every instance then reads
 * them once and answers from memory until the next minute. A request that finds the memory
 * older than a minute (no instance ticking, as in tests) claims the refresh itself, or, when
 * another instance holds it, reads what that one wrote.
 */
export class AffluenceBoard {
  private stations: PresentedAffluence[] | null = null;
  private computedAt = 0;
  private version = 0;
  private refreshing: Promise<PresentedAffluence[]> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private stopListening: (() => Promise<void>)[] = [];

  constructor(
    private readonly database: DatabaseHandle,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const forget = () => this.forget();
    this.stopListening = [
      await watchChannel(this.database, AFFLUENCE_CHANNEL, forget, forget),
      // A renamed, closed or reopened station shows at once.
      await watchChannel(this.database, 'stations_changed', forget, forget),
    ];
  }

  /** Measures every minute (instances running the background jobs), so that changes are pushed. */
  startTicking(): void {
    this.ticker = setInterval(() => {
      this.refresh(this.clock.now()).catch((error: unknown) =>
        this.log.warn({ err: error }, 'affluence refresh failed'),
      );
    }, AFFLUENCE_REFRESH_MS);
    this.ticker.unref();
  }

  async stop(): Promise<void> {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    await Promise.all(this.stopListening.map((stop) => stop()));
    this.stopListening = [];
    await this.refreshing;
  }

  /** Every open station's levels, measured within the last minute. */
  async current(): Promise<PresentedAffluence[]> {
    const now = this.clock.now();
    if (this.stations && now.getTime() - this.computedAt < AFFLUENCE_REFRESH_MS) return this.stations;
    return this.refresh(now);
  }

  /** Claims and measures when due, then reads the rows (single flight per instance). */
  refresh(now: Date): Promise<PresentedAffluence[]> {
    this.refreshing ??= this.measureIfClaimed(now)
      .then(() => this.load())
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async measureIfClaimed(now: Date): Promise<void> {
    const db = this.database.db;
    if (!(await claimRefresh(db, now, CLAIM_AFTER_MS))) return;
    const [stations, before] = await Promise.all([listStations(db), readAffluence(db)]);
    const previous = new Map(before.map((row) => [row.station_id, row.now_level]));
    const rows: StoredAffluence[] = [];
    for (const station of stations.filter((candidate) => candidate.open)) {
      const levels = stationAffluence({ ...(await measureStation(db, station, now)), bays: station.bays });
      rows.push({
        station_id: station.id,
        now_level: levels.now,
        usual: levels.usual,
        computed_at: now.toISOString(),
      });
    }
    await db.transaction(async (tx) => {
      await writeAffluence(tx, rows, AFFLUENCE_CHANNEL);
      // Members' screens ask again only when a level moved.
      if (rows.some((row) => (previous.get(row.station_id) ?? null) !== row.now_level))
        await publishEvent(tx, { user_id: null, event: 'affluence.changed', id: null, data: {} });
    });
  }

  private async load(): Promise<PresentedAffluence[]> {
    const version = this.version;
    const rows = await readAffluence(this.database.db);
    const stations = rows.map((row) => ({
      id: row.station_id,
      name: row.name,
      now: (row.now_level as AffluenceLevel | null) ?? null,
      usual: (row.usual as PresentedAffluence['usual']) ?? null,
    }));
    const computedAt = Math.min(...rows.map((row) => new Date(row.computed_at).getTime()));
    // A notification during the read: answer these rows, keep none (the next call reads again).
    if (version === this.version) {
      this.stations = stations;
      this.computedAt = rows.length > 0 ? computedAt : 0;
    }
    return stations;
  }

  private forget(): void {
    this.version += 1;
    this.stations = null;
  }
}
