import { DISPLAY_SILENT_ALERT_MS } from '@app/shared/domain/presence';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { appSettings, stations, users } from '../../db/schema';
import { escapeHtml, textsFor, type ServerMessages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { createNotification } from '../notifications/notifications.service';
import { displayStatusByStation } from './display-status';

const CHECK_EVERY_MS = 60_000;
const WARNED_KEY = 'display_silence_warned:';
/** Where the warning leads: the station's displays in Réglages. */
export const SILENT_DISPLAY_URL = '/admin?tab=settings&section=stations';

/**
 * Claims the warning for one silence, once across instances: the row holds the last time the
 * displays were heard from, so the same silence is warned about once and a new one again.
 */
async function claimWarning(tx: Executor, station: string, silenceOf: string): Promise<boolean> {
  const claimed = await tx
    .insert(appSettings)
    .values({ key: WARNED_KEY + station, value: silenceOf })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: silenceOf },
      where: sql`${appSettings.value} IS DISTINCT FROM ${JSON.stringify(silenceOf)}::jsonb`,
    })
    .returning({ key: appSettings.key });
  return claimed.length > 0;
}

/**
 * Warns the operators (bell, push, and e-mail when SMTP is set) when a station that requires
 * the display's code has had no display heard from for 15 minutes: its customers cannot
 * validate a wash there (issue 32).
 */
export class DisplayWatch {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mailer: Mailer | null,
    private readonly log: FastifyBaseLogger,
    private readonly origin: string,
  ) {}

  /** Warns about each new silence; answers the stations warned about. */
  async check(): Promise<string[]> {
    const now = this.clock.now();
    const requiring = await this.db
      .select({ name: stations.name })
      .from(stations)
      .where(eq(stations.presenceRequired, true));
    if (requiring.length === 0) return [];
    const displays = await displayStatusByStation(this.db);
    const warned: string[] = [];
    for (const { name } of requiring) {
      const lastSeenAt = displays.get(name)?.lastSeenAt ?? null;
      if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < DISPLAY_SILENT_ALERT_MS) continue;
      const minutes = lastSeenAt ? Math.floor((now.getTime() - lastSeenAt.getTime()) / 60_000) : null;
      const admins = await this.db.transaction(async (tx) => {
        if (!(await claimWarning(tx, name, lastSeenAt?.toISOString() ?? 'none'))) return [];
        const operators = await tx
          .select({ id: users.id, email: users.email, locale: users.locale })
          .from(users)
          .where(eq(users.isAdmin, true));
        for (const operator of operators)
          await createNotification(tx, {
            userId: operator.id,
            locale: operator.locale,
            type: 'other',
            text: (m) => silentText(m, name, minutes),
            data: { url: SILENT_DISPLAY_URL, station: name },
            createdAt: now,
          });
        return operators;
      });
      if (admins.length === 0) continue;
      warned.push(name);
      this.log.warn({ station: name, lastSeenAt }, 'presence: station displays silent');
      if (this.mailer) await this.mail(admins, name, minutes);
    }
    return warned;
  }

  private async mail(
    admins: { email: string | null; locale: string | null }[],
    station: string,
    minutes: number | null,
  ) {
    for (const admin of admins) {
      if (!admin.email) continue;
      const text = silentText(textsFor(admin.locale), station, minutes);
      const link = new URL(SILENT_DISPLAY_URL, this.origin).toString();
      try {
        await this.mailer!.send({
          to: admin.email,
          subject: text.title,
          text: `${text.message}\n\n${link}`,
          html: `<p>${escapeHtml(text.message)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        });
      } catch (error) {
        this.log.warn({ err: error }, 'presence: silent display e-mail failed');
      }
    }
  }

  start(): void {
    const run = () =>
      this.check().catch((error: unknown) => this.log.warn({ err: error }, 'presence: display watch failed'));
    this.timer = setInterval(run, CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

function silentText(m: ServerMessages, station: string, minutes: number | null) {
  return {
    title: m.presence.silentTitle,
    message:
      minutes === null
        ? m.presence.noLiveDisplay({ station })
        : m.presence.silentMessage({ station, minutes }),
  };
}
