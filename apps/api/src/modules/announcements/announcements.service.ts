import type { Audience } from '@app/shared/domain/announcements';
import type { announcementBody, audienceBody } from '@app/shared/schemas/announcements';
import { zurichDay } from '@app/shared/domain/zurich-time';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { presentAnnouncement } from './announcements.presenter';
import * as repo from './announcements.repository';

type Admin = { id: string; name: string };

/** The channel that wakes the announcement senders of every instance. */
export const ANNOUNCEMENTS_CHANNEL = 'announcements';

/** An announcement may be scheduled this far ahead. */
const MAX_AHEAD_MS = 60 * 86_400_000;
/** A moment in the past, a minute at most (a form sent a little late), reads as now. */
const LATE_MS = 60_000;

/** The operator's announcements: audience counts, sending now or later, cancelling. */
export class AnnouncementsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list() {
    return { announcements: (await repo.listAnnouncements(this.db)).map(presentAnnouncement) };
  }

  /** How many members an audience reaches now, and how many of them were served today. */
  async audience(body: z.output<typeof audienceBody>) {
    const now = this.clock.now();
    const ids = await repo.audienceIds(this.db, body.audience, body.station ?? null, now);
    const served = await repo.servedOn(this.db, zurichDay(now), ids);
    return { count: ids.length, already_served: served.size };
  }

  async create(admin: Admin, body: z.output<typeof announcementBody>) {
    const now = this.clock.now();
    const sendAt = body.send_at ? new Date(body.send_at) : now;
    if (sendAt.getTime() < now.getTime() - LATE_MS) throw new HttpError(400, messages.announcements.inPast);
    if (sendAt.getTime() > now.getTime() + MAX_AHEAD_MS)
      throw new HttpError(400, messages.announcements.tooFar);
    const station = body.audience === 'station_regulars' ? (body.station ?? null) : null;
    const row = await this.db.transaction(async (tx) => {
      // One announcement creation at a time: two operators checking the same day at once
      // would each see the other's members as free.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('announcements'))`);
      const day = zurichDay(sendAt.getTime() < now.getTime() ? now : sendAt);
      const recipients = await repo.audienceIds(tx, body.audience, station, now);
      const taken = await this.takenOn(tx, day, recipients, now);
      if (taken > 0) throw new HttpError(409, messages.announcements.onePerDay({ count: taken }));
      const created = await repo.insertAnnouncement(tx, {
        title: body.title,
        body: body.body,
        translations: body.translations ?? null,
        link: body.link ?? null,
        audience: body.audience,
        station,
        sendAt: sendAt.getTime() < now.getTime() ? now : sendAt,
        createdById: admin.id,
        createdBy: admin.name,
        createdAt: now,
      });
      await recordAudit(tx, {
        admin,
        action: 'announcement.create',
        targetType: 'announcement',
        targetId: created.id,
        targetName: created.title,
        details: {
          title: created.title,
          audience: created.audience,
          station,
          send_at: created.sendAt.toISOString(),
          members: recipients.length,
        },
        now,
      });
      await tx.execute(sql`SELECT pg_notify(${ANNOUNCEMENTS_CHANNEL}, '')`);
      return created;
    });
    return {
      success: true as const,
      message:
        row.sendAt.getTime() <= now.getTime()
          ? messages.announcements.sending
          : messages.announcements.scheduled,
      announcement: presentAnnouncement(row),
    };
  }

  async cancel(admin: Admin, id: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const existing = await repo.findAnnouncement(tx, id);
      if (!existing) throw new HttpError(404, messages.announcements.notFound);
      const cancelled = await repo.cancelScheduled(tx, id);
      if (!cancelled) throw new HttpError(409, messages.announcements.alreadySent);
      await recordAudit(tx, {
        admin,
        action: 'announcement.cancel',
        targetType: 'announcement',
        targetId: id,
        targetName: existing.title,
        details: { title: existing.title, send_at: existing.sendAt.toISOString() },
        now,
      });
      return { success: true as const, message: messages.announcements.cancelled };
    });
  }

  /**
   * Members of `recipients` already served that Zurich day: by a delivery, or by another
   * announcement scheduled for that day whose audience holds them.
   */
  private async takenOn(tx: Executor, day: string, recipients: string[], now: Date): Promise<number> {
    const taken = await repo.servedOn(tx, day, recipients);
    for (const other of await repo.scheduled(tx)) {
      if (zurichDay(other.sendAt) !== day) continue;
      const theirs = await repo.audienceIds(tx, other.audience as Audience, other.station, now);
      for (const id of theirs) taken.add(id);
    }
    return recipients.filter((id) => taken.has(id)).length;
  }
}
