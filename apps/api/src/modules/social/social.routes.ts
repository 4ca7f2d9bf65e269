import { SOCIAL_BONUS } from '@app/shared/domain/washes';
import { refusals } from '@app/shared/schemas/common';
import { shareBody, shareResponse } from '@app/shared/schemas/social';
import { messages } from '../../i18n/fr';
import { HttpError } from '../../lib/errors';
import { sessionUser } from '../../plugins/auth';
import type { App } from '../../types';
import { recordPoints } from '../ledger/ledger.service';
import { findOwnWash, markShared } from '../washes/washes.repository';

const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok' } as const;

export default async function socialRoutes(app: App) {
  /** A share cannot be proven: once per own wash, +15 Instagram or +20 TikTok (docs/product.md, bonuses). */
  app.post(
    '/share',
    {
      schema: {
        tags: ['social'],
        body: shareBody,
        response: { 200: shareResponse, ...refusals(400, 404, 409) },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { platform, wash_id: washId } = request.body;
      const wash = await findOwnWash(app.db, washId, user.id);
      if (!wash) throw new HttpError(404, messages.washes.notFound);
      const bonus = SOCIAL_BONUS[platform];
      const now = app.clock.now();
      const result = await app.db.transaction(async (tx) => {
        const points = await recordPoints(tx, {
          userId: user.id,
          delta: bonus,
          reason: 'share',
          reference: washId,
          idempotencyKey: `share:${washId}`,
          now,
        });
        if (points.applied) await markShared(tx, washId, platform);
        return points;
      });
      if (!result.applied) throw new HttpError(409, messages.social.alreadyShared);
      return {
        success: true as const,
        message: messages.social.shared(bonus, PLATFORM_NAMES[platform]),
        bonus_points: bonus,
        total_points: result.totalPoints,
      };
    },
  );
}
