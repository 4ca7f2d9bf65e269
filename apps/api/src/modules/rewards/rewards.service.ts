import {
  formatRewardCode,
  isRewardUnlocked,
  REWARD_CODE_LENGTH,
  REWARD_CODE_MINUTES,
  rewardCodeFrom,
  rewardRunsOn,
  rewardUsesLeft,
} from '@app/shared/domain/rewards';
import { zurichDay } from '@app/shared/domain/zurich-time';
import type { RewardInput } from '@app/shared/schemas/rewards';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { decodeDataUrl, processLogo } from '../../lib/images';
import { hashPassword } from '../../lib/passwords';
import type { MediaStorage } from '../../lib/storage';
import { recordAudit } from '../audit/audit.service';
import { createNotification } from '../notifications/notifications.service';
import { presentAdminReward, presentMemberReward } from './rewards.presenter';
import * as repo from './rewards.repository';

type Admin = { id: string; name: string };

/** Called with every gain of points (rewards.subscribers.ts): notifies each reward's first unlock, once. */
export async function notifyNewUnlocks(
  tx: Executor,
  userId: string,
  standing: { level: number; totalPoints: number },
  now: Date,
): Promise<void> {
  for (const reward of await repo.recordNewUnlocks(tx, userId, standing, now)) {
    await createNotification(tx, {
      userId,
      type: 'reward',
      text: (m) => ({
        title: m.rewards.unlockedTitle,
        message: m.rewards.unlocked({
          partner: reward.partnerName,
          discount: reward.discountPercentage,
        }),
      }),
      data: { reward_id: reward.id },
      createdAt: now,
    });
  }
}

async function columns(input: RewardInput): Promise<repo.NewReward> {
  return {
    startsOn: input.starts_on ?? null,
    endsOn: input.ends_on ?? null,
    usesPerMember: input.uses_per_member ?? null,
    // Absent or empty: the PIN stays as it is (a hash is never sent back to be resent).
    ...(input.partner_pin ? { partnerPinHash: await hashPassword(input.partner_pin) } : {}),
    partnerName: input.partner_name,
    imageUrl: input.image_url ? input.image_url : null,
    discountPercentage: input.discount_percentage,
    promoCode: input.promo_code ? input.promo_code : null,
    description: input.description,
    conditions: input.conditions ?? '',
    requiredLevel: input.required_level,
    requiredPoints: input.required_points,
    active: input.active ?? true,
    // An edited example is the operator's own offer from then on.
    isExample: false,
  };
}

/** Whether members have a partner's offer to unlock (GET /api/programme: screens promise none before). */
export async function hasActivePartnerOffers(db: Executor): Promise<boolean> {
  return (await repo.listActiveRewards(db)).length > 0;
}

export class RewardsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage?: MediaStorage,
  ) {}

  /** The offers running today, each with the member's progress and uses left. */
  async forMember(userId: string, standing: { level: number; totalPoints: number }) {
    const today = zurichDay(this.clock.now());
    const [rows, uses] = await Promise.all([repo.listActiveRewards(this.db), repo.usesOf(this.db, userId)]);
    return {
      rewards: rows
        .filter((row) => rewardRunsOn(row, today))
        .map((row) => presentMemberReward(row, standing, uses.get(row.id) ?? 0)),
    };
  }

  async listAll() {
    const [rows, counts] = await Promise.all([repo.listAllRewards(this.db), repo.redemptionCounts(this.db)]);
    const used = new Map(counts.map((row) => [row.rewardId, row.used]));
    return { rewards: rows.map((row) => presentAdminReward(row, used.get(row.id) ?? 0)) };
  }

  async create(admin: Admin, input: RewardInput) {
    const values = await columns(input);
    const row = await this.audited(admin, 'reward.create', (tx) => repo.insertReward(tx, values));
    return { success: true as const, reward: presentAdminReward(row, 0) };
  }

  async update(admin: Admin, id: string, input: RewardInput) {
    const values = await columns(input);
    const row = await this.audited(admin, 'reward.update', (tx) => repo.updateReward(tx, id, values), {
      pin_changed: Boolean(input.partner_pin),
    });
    return { success: true as const, reward: await this.adminView(row) };
  }

  /** The partner's logo, re-encoded (WebP, 320 px at most), stored as media; the old one goes. */
  async setLogo(admin: Admin, id: string, dataUrl: string) {
    const bytes = decodeDataUrl(dataUrl, 1_000_000, messages.images.logoTooLarge);
    const logo = await processLogo(bytes);
    // Not under the offer's id: a key's second segment that is a uuid names a member (media ownership).
    const key = `partners/${randomBytes(12).toString('hex')}.webp`;
    const storage = this.mediaStorage();
    const before = await repo.findReward(this.db, id);
    if (!before) throw new HttpError(404, messages.rewards.notFound);
    await storage.put(key, logo, 'image/webp');
    const row = await this.audited(admin, 'reward.logo', (tx) =>
      repo.updateReward(tx, id, { logoKey: key, isExample: false }),
    ).catch(async (error: unknown) => {
      await storage.delete(key);
      throw error;
    });
    if (before.logoKey) await storage.delete(before.logoKey);
    return { success: true as const, reward: await this.adminView(row) };
  }

  async removeLogo(admin: Admin, id: string) {
    const before = await repo.findReward(this.db, id);
    if (!before) throw new HttpError(404, messages.rewards.notFound);
    const row = await this.audited(admin, 'reward.logo_remove', (tx) =>
      repo.updateReward(tx, id, { logoKey: null }),
    );
    if (before.logoKey) await this.mediaStorage().delete(before.logoKey);
    return { success: true as const, reward: await this.adminView(row) };
  }

  /**
   * A member card for an unlocked offer that runs today and has uses left: a fresh code
   * valid ten minutes, replacing the member's unused ones for this offer.
   */
  async issueCode(userId: string, rewardId: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const member = await repo.lockMember(tx, userId);
      const reward = await repo.findReward(tx, rewardId);
      if (!member || !reward || !reward.active) throw new HttpError(404, messages.rewards.notFound);
      if (!isRewardUnlocked(reward, member)) throw new HttpError(403, messages.rewards.notUnlocked);
      if (!rewardRunsOn(reward, zurichDay(now))) throw new HttpError(409, messages.rewards.notRunning);
      const used = await repo.usedCount(tx, userId, rewardId);
      const left = rewardUsesLeft(reward.usesPerMember, used);
      if (left === 0) throw new HttpError(409, messages.rewards.usedUp({ uses: used }));
      const expiresAt = new Date(now.getTime() + REWARD_CODE_MINUTES * 60_000);
      // 27⁸ codes: a clash is rare enough that a second draw settles it.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const code = rewardCodeFrom(randomBytes(REWARD_CODE_LENGTH));
        const row = await repo.replaceCode(tx, { code, rewardId, userId, expiresAt, createdAt: now });
        if (row) {
          return {
            code,
            display_code: formatRewardCode(code),
            expires_at: expiresAt.toISOString(),
            valid_for_seconds: REWARD_CODE_MINUTES * 60,
            verify_url: `/partenaire/verifier?code=${code}`,
            partner_name: reward.partnerName,
            discount_percentage: reward.discountPercentage,
            uses_left: left,
          };
        }
      }
      throw new HttpError(503, messages.rewards.noCode);
    });
  }

  private async adminView(row: repo.RewardRow) {
    const counts = await repo.redemptionCounts(this.db);
    return presentAdminReward(row, counts.find((count) => count.rewardId === row.id)?.used ?? 0);
  }

  private mediaStorage(): MediaStorage {
    if (!this.storage) throw new Error('RewardsService needs the media storage for logos');
    return this.storage;
  }

  async remove(admin: Admin, id: string) {
    const row = await this.audited(admin, 'reward.delete', (tx) => repo.deleteReward(tx, id));
    if (row.logoKey && this.storage) await this.storage.delete(row.logoKey);
    return { success: true as const, message: messages.rewards.deleted };
  }

  /** Runs an admin change of one reward and writes its audit entry in the same transaction; 404 when the reward is gone. */
  private audited(
    admin: Admin,
    action: string,
    change: (tx: Executor) => Promise<repo.RewardRow | undefined>,
    extra: Record<string, unknown> = {},
  ): Promise<repo.RewardRow> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await change(tx);
      if (!row) throw new HttpError(404, messages.rewards.notFound);
      await recordAudit(tx, {
        admin,
        action,
        targetType: 'reward',
        targetId: row.id,
        details: { partner_name: row.partnerName, ...extra },
        now,
      });
      return row;
    });
  }
}
