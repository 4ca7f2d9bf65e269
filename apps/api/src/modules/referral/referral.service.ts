import { randomInt } from 'node:crypto';
import { publicName } from '@app/shared/domain/names';
import { newReferralCode, normalizeReferralCode } from '@app/shared/domain/referral';
import type { ReferralData } from '@app/shared/schemas/referral';
import type { Database, Executor } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { createNotification } from '../notifications/notifications.service';
import { recordPoints } from '../ledger/ledger.service';
import { readPointsScale } from '../settings/settings.service';
import * as repo from './referral.repository';

type Referrer = { id: string; name: string; pseudo: string | null };

/**
 * Pays the referrer at the referred user's first validated wash, exactly once (the
 * ledger's idempotency key), inside the wash's transaction (washes.service).
 */
export async function rewardReferrerOnFirstWash(
  tx: Executor,
  referred: { id: string; name: string; pseudo: string | null; referredBy: string | null },
  now: Date,
): Promise<void> {
  if (!referred.referredBy) return;
  const bonus = (await readPointsScale(tx)).referral_referrer;
  const paid = await recordPoints(tx, {
    userId: referred.referredBy,
    delta: bonus,
    reason: 'referral_referrer',
    reference: referred.id,
    idempotencyKey: `referral_referrer:${referred.id}`,
    now,
  });
  if (!paid.applied) return;
  await createNotification(tx, {
    userId: referred.referredBy,
    type: 'referral',
    text: (m) => ({
      title: m.referral.firstWashTitle,
      message: m.referral.firstWash({
        friend: publicName(referred.pseudo, referred.name),
        points: bonus,
      }),
    }),
    data: { bonus_points: bonus },
    createdAt: now,
  });
}

export class ReferralService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The user's code (made on first call, then stable), count of validated referrals and referrer. */
  async initUserData(userId: string): Promise<ReferralData> {
    let state = await repo.findReferralState(this.db, userId);
    for (let attempt = 0; !state?.code && attempt < 5; attempt++) {
      try {
        await repo.setCodeIfMissing(this.db, userId, newReferralCode(randomInt));
      } catch (error) {
        // Another user has that code (31^6 codes): draw again.
        if (!isUniqueViolation(error)) throw error;
      }
      state = await repo.findReferralState(this.db, userId);
    }
    if (!state?.code) throw new Error('could not draw a free referral code');
    const [count, referrer] = await Promise.all([
      repo.countValidatedReferrals(this.db, userId),
      state.referredBy ? repo.findUserName(this.db, state.referredBy) : undefined,
    ]);
    return {
      referral_code: state.code,
      referrals_count: count,
      referred_by: referrer ? publicName(referrer.pseudo, referrer.name) : null,
    };
  }

  /** The referrer a code names, for this user, or the French reason it cannot be used. */
  async findReferrer(rawCode: string, userId: string | null): Promise<Referrer> {
    const code = normalizeReferralCode(rawCode);
    if (!code) throw new HttpError(400, messages.referral.empty);
    const referrer = await repo.findByCode(this.db, code);
    if (!referrer) throw new HttpError(400, messages.referral.unknown);
    if (referrer.id === userId) throw new HttpError(400, messages.referral.own);
    return referrer;
  }

  async useCode(userId: string, rawCode: string) {
    const referrer = await this.findReferrer(rawCode, userId);
    return this.applyReferrer(userId, referrer);
  }

  /** Links the user to the referrer (once), +50 at once, a notification to both. */
  async applyReferrer(userId: string, referrer: Referrer) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      if (!(await repo.claimReferrer(tx, userId, referrer.id)))
        throw new HttpError(409, messages.referral.alreadyUsed);
      // One referral per e-mail address, ever: deleting the account and registering the
      // same address with the same code paid the referrer again.
      const email = await repo.findEmail(tx, userId);
      if (!email || !(await repo.claimReferredAddress(tx, email, now)))
        throw new HttpError(409, messages.referral.addressAlreadyReferred);
      const scale = await readPointsScale(tx);
      const bonus = scale.referral_referred;
      await recordPoints(tx, {
        userId,
        delta: bonus,
        reason: 'referral_referred',
        reference: referrer.id,
        idempotencyKey: `referral_referred:${userId}`,
        now,
      });
      const me = await repo.findUserName(tx, userId);
      await createNotification(tx, {
        userId,
        type: 'referral',
        text: (m) => ({
          title: m.referral.referredTitle,
          message: m.referral.referred({
            referrer: publicName(referrer.pseudo, referrer.name),
            points: bonus,
          }),
        }),
        data: { bonus_points: bonus },
        createdAt: now,
      });
      await createNotification(tx, {
        userId: referrer.id,
        type: 'referral',
        text: (m) => ({
          title: m.referral.newFriendTitle,
          message: m.referral.newFriend({
            friend: publicName(me?.pseudo ?? null, me?.name ?? ''),
            points: scale.referral_referrer,
          }),
        }),
        createdAt: now,
      });
      return {
        success: true as const,
        message: messages.referral.success({ points: bonus }),
        bonus_points: bonus,
      };
    });
  }
}
