import type { Campaign } from '@app/shared/domain/campaigns';
import type { campaignBody } from '@app/shared/schemas/campaigns';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { presentAdminCampaign, presentCampaign } from './campaigns.presenter';
import * as repo from './campaigns.repository';
import { assertKnownStations } from '../stations/stations.repository';

type Admin = { id: string; name: string };
type ValidBody = z.output<typeof campaignBody>;

const MAX_LENGTH_MS = 366 * 24 * 3_600_000;

/** The campaigns covering an instant, as the wash rule takes them (docs/product.md, the points economy). */
export async function campaignsRunningAt(db: Executor, instant: Date): Promise<Campaign[]> {
  return (await repo.runningAt(db, instant)).map(presentCampaign);
}

/** The operator's campaigns: create, change, stop and delete, each audited with before and after. */
export class CampaignsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list() {
    const { rows, tallies } = await repo.listWithTallies(this.db);
    return {
      campaigns: rows.map((row) =>
        presentAdminCampaign(
          row,
          tallies.find((tally) => tally.campaign_id === row.id),
        ),
      ),
    };
  }

  async create(admin: Admin, body: ValidBody) {
    const now = this.clock.now();
    const values = this.valuesOf(body, now);
    await assertKnownStations(this.db, values.stations, messages.validation.stationInconnue);
    return this.db.transaction(async (tx) => {
      const row = await repo.insertCampaign(tx, { ...values, createdBy: admin.name, createdAt: now });
      const campaign = presentAdminCampaign(row, undefined);
      await recordAudit(tx, {
        admin,
        action: 'campaign.create',
        targetType: 'campaign',
        targetId: row.id,
        details: { after: presentCampaign(row) },
        now,
      });
      return { success: true as const, campaign };
    });
  }

  async update(admin: Admin, id: string, body: ValidBody) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const existing = await repo.findCampaign(tx, id);
      if (!existing) throw new HttpError(404, messages.campaigns.notFound);
      if (existing.endsAt <= now) throw new HttpError(409, messages.campaigns.ended);
      // A running campaign keeps its start: the washes it already covered stay as they were paid.
      const start = existing.startsAt <= now ? existing.startsAt : undefined;
      const values = this.valuesOf(body, now, start);
      await assertKnownStations(tx, values.stations, messages.validation.stationInconnue);
      const row = (await repo.updateCampaign(tx, id, values)) as repo.CampaignRow;
      await recordAudit(tx, {
        admin,
        action: 'campaign.update',
        targetType: 'campaign',
        targetId: id,
        details: { before: presentCampaign(existing), after: presentCampaign(row) },
        now,
      });
      return { success: true as const, campaign: presentAdminCampaign(row, undefined) };
    });
  }

  /** Ends a running campaign now (a campaign not yet started is deleted). */
  async stop(admin: Admin, id: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const existing = await repo.findCampaign(tx, id);
      if (!existing) throw new HttpError(404, messages.campaigns.notFound);
      if (existing.endsAt <= now) throw new HttpError(409, messages.campaigns.ended);
      if (existing.startsAt >= now) {
        await repo.deleteCampaign(tx, id);
      } else {
        await repo.updateCampaign(tx, id, { endsAt: now });
      }
      await recordAudit(tx, {
        admin,
        action: 'campaign.stop',
        targetType: 'campaign',
        targetId: id,
        details: { before: presentCampaign(existing), after: { ends_at: now.toISOString() } },
        now,
      });
      return { success: true as const };
    });
  }

  async remove(admin: Admin, id: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const existing = await repo.findCampaign(tx, id);
      if (!existing) throw new HttpError(404, messages.campaigns.notFound);
      await repo.deleteCampaign(tx, id);
      await recordAudit(tx, {
        admin,
        action: 'campaign.delete',
        targetType: 'campaign',
        targetId: id,
        details: { before: presentCampaign(existing) },
        now,
      });
      return { success: true as const, message: messages.campaigns.deleted };
    });
  }

  private valuesOf(body: ValidBody, now: Date, keptStart?: Date) {
    const startsAt = keptStart ?? (body.starts_at ? new Date(body.starts_at) : now);
    const endsAt = new Date(body.ends_at);
    if (endsAt <= now) throw new HttpError(400, messages.campaigns.endsInPast);
    if (endsAt <= startsAt) throw new HttpError(400, messages.campaigns.endsInPast);
    if (endsAt.getTime() - startsAt.getTime() > MAX_LENGTH_MS)
      throw new HttpError(400, messages.campaigns.tooLong);
    return {
      name: body.name,
      kind: body.kind,
      value: body.value,
      startsAt,
      endsAt,
      stations: [...new Set(body.stations)],
      weekdays: [...new Set(body.weekdays)].sort(),
      fromMinute: body.from_minute,
      toMinute: body.to_minute,
    };
  }
}
