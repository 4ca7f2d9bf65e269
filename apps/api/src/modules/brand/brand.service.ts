import { createHash } from 'node:crypto';
import { LOGO_MIN_SIDE } from '@app/shared/domain/brand';
import type { BrandBody, BrandSettings } from '@app/shared/schemas/brand';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { brandIconsFromLogo, type BrandIcons } from '../../lib/images';
import type { MediaStorage } from '../../lib/storage';
import { recordAudit } from '../audit/audit.service';
import { readBrand, writeBrand, type StoredBrand } from './brand.repository';

type Admin = { id: string; name: string };

/** Where a logo's icons are served (public: the manifest and the page's head name them). */
export function brandIconUrl(hash: string, file: keyof BrandIcons): string {
  return `/brand/${hash}/${file}`;
}

export function brandIconKey(hash: string, file: string): string {
  return `brand/${hash}/${file}`;
}

export function presentBrand(brand: StoredBrand): BrandSettings {
  const { logo, ...fields } = brand;
  return { ...fields, logo_url: logo ? brandIconUrl(logo.hash, 'icon-512.png') : null };
}

/** The brand's fields as the journal compares them (the logo has its own entry). */
const journaled = ({ logo: _logo, ...fields }: StoredBrand) => fields;

/** One brand edit at a time: two operators saving at once do not lose each other's logo. */
async function lockBrand(tx: Executor): Promise<StoredBrand> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('brand.edit'))`);
  return readBrand(tx);
}

/** Réglages → Marque (docs/product.md, the brand): each change journaled, every instance told. */
export class BrandService {
  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
  ) {}

  async settings(): Promise<BrandSettings> {
    return presentBrand(await readBrand(this.db));
  }

  async update(admin: Admin, body: BrandBody, now: Date): Promise<BrandSettings> {
    return this.db.transaction(async (tx) => {
      const before = await lockBrand(tx);
      const after: StoredBrand = { ...before, ...body };
      await writeBrand(tx, after);
      await recordAudit(tx, {
        admin,
        action: 'brand.update',
        targetType: 'brand',
        targetName: after.name,
        details: { before: journaled(before), after: journaled(after) },
        now,
      });
      return presentBrand(after);
    });
  }

  /** The logo: its icons made and stored under a hash of the file, then named in the brand. */
  async setLogo(admin: Admin, bytes: Buffer, now: Date): Promise<BrandSettings> {
    const icons = await brandIconsFromLogo(bytes, LOGO_MIN_SIDE);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    for (const [file, data] of Object.entries(icons))
      await this.storage.put(brandIconKey(hash, file), data, 'image/png');
    // An earlier logo's icons stay: an installed app or a page still open may name them.
    return this.db.transaction(async (tx) => {
      const before = await lockBrand(tx);
      const after: StoredBrand = { ...before, logo: { hash } };
      await writeBrand(tx, after);
      await recordAudit(tx, {
        admin,
        action: 'brand.logo',
        targetType: 'brand',
        targetName: after.name,
        now,
      });
      return presentBrand(after);
    });
  }
}
