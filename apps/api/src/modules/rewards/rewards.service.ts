import type { RewardInput } from '@app/shared/schemas/rewards';
import type { Database, Executor } from '../../db/client';
import { messages } from '../../i18n/fr';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { createNotification } from '../notifications/notifications.service';
import { presentAdminReward, presentMemberReward } from './rewards.presenter';
import * as repo from './rewards.repository';

type Admin = { id: string; name: string };

/** Called with every change of points (the ledger): notifies each reward's first unlock, once. */
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
      title: messages.rewards.unlockedTitle,
      message: messages.rewards.unlocked(reward.partnerName, reward.discountPercentage),
      data: { reward_id: reward.id },
      createdAt: now,
    });
  }
}

function columns(input: RewardInput): repo.NewReward {
  return {
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

export class RewardsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async forMember(standing: { level: number; totalPoints: number }) {
    const rows = await repo.listActiveRewards(this.db);
    return { rewards: rows.map((row) => presentMemberReward(row, standing)) };
  }

  async listAll() {
    return { rewards: (await repo.listAllRewards(this.db)).map(presentAdminReward) };
  }

  async create(admin: Admin, input: RewardInput) {
    const row = await this.audited(admin, 'reward.create', (tx) => repo.insertReward(tx, columns(input)));
    return { success: true as const, reward: presentAdminReward(row) };
  }

  async update(admin: Admin, id: string, input: RewardInput) {
    const row = await this.audited(admin, 'reward.update', (tx) => repo.updateReward(tx, id, columns(input)));
    return { success: true as const, reward: presentAdminReward(row) };
  }

  async remove(admin: Admin, id: string) {
    await this.audited(admin, 'reward.delete', (tx) => repo.deleteReward(tx, id));
    return { success: true as const, message: messages.rewards.deleted };
  }

  /** Runs an admin change of one reward and writes its audit entry in the same transaction; 404 when the reward is gone. */
  private audited(
    admin: Admin,
    action: string,
    change: (tx: Executor) => Promise<repo.RewardRow | undefined>,
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
        details: { partner_name: row.partnerName },
        now,
      });
      return row;
    });
  }
}
