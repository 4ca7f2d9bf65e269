import { normaliseRewardCode, rewardRunsOn, rewardUsesLeft } from '@app/shared/domain/rewards';
import { publicName } from '@app/shared/domain/names';
import { zurichDay } from '@app/shared/domain/zurich-time';
import type { Database } from '../../db/client';
import { messages, zurichDateTime } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { recordAudit } from '../audit/audit.service';
import * as repo from './rewards.repository';

/** Read at each use: the texts are in the language of the request being answered. */
const words = () => messages.partner;
/** Tries per address: a counter's worth of customers, not a guessing machine. */
const TRIES_PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 };
/**
 * Wrong PINs per partner and address, as login counts them: ten typos are free, then each
 * wrong PIN doubles the wait (30 s up to an hour). Counted per partner alone, ten wrong PINs
 * from ten addresses locked the partner's own till out for an hour.
 */
const WRONG_PIN_BACKOFF = { free: 10, firstDelayMs: 30_000, maxDelayMs: 3_600_000, resetAfterMs: 3_600_000 };
/**
 * And a ceiling per partner over every address, so that many addresses cannot walk a 4-digit
 * PIN through either: 200 wrong PINs in an hour (the partner's own right ones given back).
 */
const WRONG_PIN_CEILING = { free: 200, firstDelayMs: 60_000, maxDelayMs: 3_600_000, resetAfterMs: 3_600_000 };

/**
 * The partner's check page (/partenaire/verifier): no account, the code the member shows
 * and the partner's PIN. A check changes nothing; a use marks the code used, once.
 */
export class PartnerService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async check(typedCode: string, pin: string, address: string) {
    const { found, usedBefore } = await this.verified(typedCode, pin, address);
    const now = this.clock.now();
    this.refuseUnusable(found, now);
    const left = rewardUsesLeft(found.reward.usesPerMember, usedBefore);
    if (left === 0) throw new HttpError(409, words().usedUp);
    return { valid: true as const, ...this.view(found, left) };
  }

  async redeem(typedCode: string, pin: string, address: string) {
    const { found } = await this.verified(typedCode, pin, address);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      // The member's row lock: two of their codes used at once count one after the other.
      await repo.lockMember(tx, found.userId);
      const again = await repo.findCode(tx, found.code);
      if (!again) throw new HttpError(404, words().unknownCode);
      this.refuseUnusable(again, now);
      const used = await repo.usedCount(tx, again.userId, again.reward.id);
      const left = rewardUsesLeft(again.reward.usesPerMember, used);
      if (left === 0) throw new HttpError(409, words().usedUp);
      const marked = await repo.useCode(tx, again.id, now);
      if (!marked) throw new HttpError(409, words().used({ when: zurichDateTime(now) }));
      await recordAudit(tx, {
        // The partner is the one acting: the journal names them, under their offer's id.
        admin: { id: again.reward.id, name: words().journalName({ partner: again.reward.partnerName }) },
        action: 'reward.redeem',
        targetType: 'user',
        targetId: again.userId,
        targetName: again.memberName,
        details: {
          partner_name: again.reward.partnerName,
          discount_percentage: again.reward.discountPercentage,
          code: again.code,
        },
        now,
      });
      return {
        success: true as const,
        ...this.view(again, left === null ? null : left - 1),
        redeemed_at: now.toISOString(),
      };
    });
  }

  /** The code, after the address's tries and the partner's PIN are checked. */
  private async verified(typedCode: string, pin: string, address: string) {
    await this.rateLimiter.limit(`partner:ip:${address}`, TRIES_PER_ADDRESS, words().tooManyTries);
    const code = normaliseRewardCode(typedCode);
    const found = code ? await repo.findCode(this.db, code) : undefined;
    if (!found) throw new HttpError(404, words().unknownCode);
    const pinHash = found.reward.partnerPinHash;
    if (!pinHash) throw new HttpError(403, words().noPin);
    const pinKey = `partner:pin:${found.reward.id}:${address}`;
    const ceilingKey = `partner:pin:${found.reward.id}`;
    // Each claim counts the attempt as wrong until the PIN proves right (atomic).
    await this.rateLimiter.claimAttempt(pinKey, WRONG_PIN_BACKOFF);
    await this.rateLimiter.claimAttempt(ceilingKey, WRONG_PIN_CEILING);
    if (!(await verifyPassword(pinHash, pin))) throw new HttpError(403, words().wrongPin);
    await Promise.all([this.rateLimiter.clear(pinKey), this.rateLimiter.release(ceilingKey)]);
    const usedBefore = await repo.usedCount(this.db, found.userId, found.reward.id);
    return { found, usedBefore };
  }

  private refuseUnusable(found: NonNullable<Awaited<ReturnType<typeof repo.findCode>>>, now: Date) {
    if (found.usedAt) throw new HttpError(409, words().used({ when: zurichDateTime(found.usedAt) }));
    if (found.expiresAt <= now) throw new HttpError(410, words().expired);
    if (!found.reward.active || !rewardRunsOn(found.reward, zurichDay(now)))
      throw new HttpError(409, words().notRunning);
  }

  private view(found: NonNullable<Awaited<ReturnType<typeof repo.findCode>>>, usesLeft: number | null) {
    return {
      partner_name: found.reward.partnerName,
      description: found.reward.description,
      discount_percentage: found.reward.discountPercentage,
      // The first name only, as other members see it (docs/product.md, privacy).
      member_first_name: publicName(null, found.memberName),
      expires_at: found.expiresAt.toISOString(),
      uses_left: usesLeft,
    };
  }
}
