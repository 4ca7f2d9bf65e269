import { watchChannel, type DatabaseHandle } from '../../db/client';
import { listStations } from './stations.repository';

export type StationRow = Awaited<ReturnType<typeof listStations>>[number];

/**
 * The station list from memory: it is read by every screen and changes almost never. A
 * trigger announces each change (NOTIFY at commit) and every instance reads the list
 * again; while the listener is down, every call reads the database.
 */
export class StationsDirectory {
  private rows: StationRow[] | null = null;
  private version = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly database: DatabaseHandle) {}

  async start(): Promise<void> {
    const forget = () => this.forget();
    this.stopListening = await watchChannel(this.database, 'stations_changed', forget, forget);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    this.forget();
  }

  async list(): Promise<StationRow[]> {
    const trusted = this.stopListening !== null && this.database.listenerConnected();
    if (trusted && this.rows) return this.rows;
    const version = this.version;
    const rows = await listStations(this.database.db);
    if (trusted && version === this.version) this.rows = rows;
    return rows;
  }

  private forget(): void {
    this.version += 1;
    this.rows = null;
  }
}
