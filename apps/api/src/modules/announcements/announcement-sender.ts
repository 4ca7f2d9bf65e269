import { ANNOUNCEMENT_LANGUAGES } from '@app/shared/domain/announcements';
import type { AnnouncementTranslations } from '@app/shared/schemas/announcements';
import type { Audience } from '@app/shared/domain/announcements';
import { zurichDay } from '@app/shared/domain/zurich-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './announcements.repository';
import { ANNOUNCEMENTS_CHANNEL } from './announcements.service';
import { createNotificationsFor } from '../notifications/notifications.service';

/** Members notified per transaction: a large audience never holds one long transaction. */
const BATCH = 100;
/** An instance holds an announcement this long between two batches. */
const LEASE_MS = 2 * 60_000;
const IDLE_POLL_MS = 60_000;
const MIN_POLL_MS = 1_000;

/**
 * Sends due announcements (docs/product.md, operators), on any instance: a claim in the
 * database decides which one sends; it notifies the audience in batches (one delivery a
 * member per Zurich day, the database's unique index deciding), and queues their pushes,
 * which the push worker sends at its own pace and counts on the announcement.
 */
export class AnnouncementSender {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(database: DatabaseHandle): Promise<void> {
    this.stopped = false;
    this.stopListening = await database.listen(ANNOUNCEMENTS_CHANNEL, () => this.wake());
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.stopListening?.();
    await this.running;
  }

  /** Sends every announcement due now (tests call it to deliver deterministically). */
  async drain(): Promise<void> {
    while (await this.sendNext()) {
      // keep going
    }
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.running ??= this.drain()
      .then(() => this.msUntilNextDue())
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'announcement sender failed');
        return MIN_POLL_MS * 5;
      })
      .then((delay) => {
        this.running = null;
        if (!this.stopped) {
          this.timer = setTimeout(() => this.wake(), delay);
          this.timer.unref();
        }
      });
  }

  private async msUntilNextDue(): Promise<number> {
    const due = await repo.nextDue(this.db);
    if (!due) return IDLE_POLL_MS;
    return Math.min(IDLE_POLL_MS, Math.max(MIN_POLL_MS, due.getTime() - this.clock.now().getTime()));
  }

  /** Claims and sends one due announcement; answers whether there was one. */
  private async sendNext(): Promise<boolean> {
    const now = this.clock.now();
    const announcement = await repo.claimDue(this.db, now, new Date(now.getTime() + LEASE_MS));
    if (!announcement) return false;
    const day = zurichDay(now);
    const members = await repo.audienceIds(
      this.db,
      announcement.audience as Audience,
      announcement.station,
      now,
    );
    for (let start = 0; start < members.length; start += BATCH) {
      // Requests get their turn between two batches (the embedded engine answers in
      // microtasks: without this, a large audience would hold the event loop to the end).
      await new Promise((resolve) => setImmediate(resolve));
      const batch = members.slice(start, start + BATCH);
      await this.db.transaction(async (tx) => {
        const fresh = await repo.recordDeliveries(tx, announcement.id, batch, day);
        // Each member reads the announcement in their language when the operator wrote it,
        // else in French: one insert per language of the batch.
        const locales = await repo.localesOf(tx, fresh);
        for (const [locale, userIds] of groupBy(fresh, (id) =>
          versionLocale(announcement, locales.get(id)),
        )) {
          const version = locale ? translationsOf(announcement)[locale] : undefined;
          await createNotificationsFor(
            tx,
            userIds,
            {
              type: 'other',
              title: version?.title ?? announcement.title,
              message: version?.body ?? announcement.body,
              data: { announcement_id: announcement.id, url: announcement.link ?? '/' },
              createdAt: this.clock.now(),
            },
            { announcementId: announcement.id },
          );
        }
        const until = new Date(this.clock.now().getTime() + LEASE_MS);
        await repo.addCounts(
          tx,
          announcement.id,
          { reached: fresh.length, skipped: batch.length - fresh.length },
          until,
        );
      });
    }
    await repo.markSent(this.db, announcement.id, this.clock.now());
    this.log.info({ announcement: announcement.id, members: members.length }, 'announcement sent');
    return true;
  }
}

type Announcement = NonNullable<Awaited<ReturnType<typeof repo.claimDue>>>;

function translationsOf(announcement: Announcement): AnnouncementTranslations {
  return (announcement.translations ?? {}) as AnnouncementTranslations;
}

/** The language of the version a member reads: theirs if written, else null (French). */
function versionLocale(announcement: Announcement, locale: string | null | undefined) {
  const translations = translationsOf(announcement);
  return ANNOUNCEMENT_LANGUAGES.find((language) => language === locale && translations[language]) ?? null;
}

function groupBy<Item, Key>(items: Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
