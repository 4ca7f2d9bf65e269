import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

import type { VapidKeys } from '../../jobs/push-sender';

export type { VapidKeys };

const SETTING_KEY = 'vapid';

/**
 * VAPID keys from the environment, or generated once and kept in the database so every
 * instance and every restart signs with the same pair (subscriptions depend on it).
 */
export async function loadVapidKeys(
  db: Database,
  configured: { publicKey?: string; privateKey?: string; subject: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return {
      publicKey: configured.publicKey,
      privateKey: configured.privateKey,
      subject: configured.subject,
    };
  }
  const [existing] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  if (existing) {
    const stored = existing.value as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
  }
  const { default: webpush } = await import('web-push');
  const generated = webpush.generateVAPIDKeys();
  // The first instance to insert wins; the others read its pair.
  await db.insert(appSettings).values({ key: SETTING_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const stored = row?.value as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}
