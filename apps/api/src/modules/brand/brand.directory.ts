import { watchChannel, type DatabaseHandle } from '../../db/client';
import { readBrand, type StoredBrand } from './brand.repository';

/**
 * The brand from memory: every page's head, the manifest and each mail read it. A trigger
 * announces each change (NOTIFY at commit) and every instance reads it again; while the
 * listener is down, every call reads the database.
 */
export class BrandDirectory {
  private brand: StoredBrand | null = null;
  private version = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly database: DatabaseHandle) {}

  async start(): Promise<void> {
    const forget = () => this.forget();
    this.stopListening = await watchChannel(this.database, 'brand_changed', forget, forget);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    this.forget();
  }

  async current(): Promise<StoredBrand> {
    const trusted = this.stopListening !== null && this.database.listenerConnected();
    if (trusted && this.brand) return this.brand;
    const version = this.version;
    const brand = await readBrand(this.database.db);
    if (trusted && version === this.version) this.brand = brand;
    return brand;
  }

  private forget(): void {
    this.version += 1;
    this.brand = null;
  }
}
