import { shareBonus, type SocialPlatform } from '@app/shared/domain/washes';
import type { Database } from '../db/client';
import { messages } from '../i18n';
import { HttpError } from '../lib/errors';
import { recordPoints } from '../modules/ledger/ledger.service';
import { readPointsScale } from '../modules/settings/settings.service';
import { findOwnWash, markShared } from '../modules/washes/washes.repository';

const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok' } as const;

/**
 * A confirmed share of one's own wash (docs/product.md, bonuses): the scale's amount for the
 * platform (+15 Instagram, +20 TikTok by default), once per wash, through the ledger, with the wash marked shared in the same
 * transaction. A share cannot be proven; the app sends this only after "Oui".
 */
export async function shareWash(
  db: Database,
  input: { userId: string; washId: string; platform: SocialPlatform; now: Date },
) {
  const wash = await findOwnWash(db, input.washId, input.userId);
  if (!wash) throw new HttpError(404, messages.washes.notFound);
  const bonus = shareBonus(input.platform, await readPointsScale(db));
  const result = await db.transaction(async (tx) => {
    const points = await recordPoints(tx, {
      userId: input.userId,
      delta: bonus,
      reason: 'share',
      reference: input.washId,
      idempotencyKey: `share:${input.washId}`,
      now: input.now,
    });
    if (points.applied) await markShared(tx, input.washId, input.platform);
    return points;
  });
  if (!result.applied) throw new HttpError(409, messages.social.alreadyShared);
  return {
    success: true as const,
    message: messages.social.shared({ points: bonus, platform: PLATFORM_NAMES[input.platform] }),
    bonus_points: bonus,
    total_points: result.totalPoints,
  };
}
