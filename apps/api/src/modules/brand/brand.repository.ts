import { DEFAULT_BRAND, type Brand } from '@app/shared/domain/brand';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

const BRAND = 'brand';

/** The brand as stored: the operator's fields, and the logo's icons (named by a hash of the logo). */
export interface StoredBrand extends Brand {
  logo: { hash: string } | null;
}

/** The stored brand over the seeded defaults (a field added later reads its default). */
export async function readBrand(db: Executor): Promise<StoredBrand> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, BRAND));
  const stored = (row?.value ?? {}) as Partial<StoredBrand>;
  return { ...DEFAULT_BRAND, logo: null, ...stored };
}

/** Writes the brand (the table's trigger tells every instance at commit). */
export async function writeBrand(db: Executor, brand: StoredBrand): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: BRAND, value: brand })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: brand } });
}
