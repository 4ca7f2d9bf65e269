import {
  INACTIVE_DAYS,
  NEAR_LEVEL_POINTS,
  nextLevelThresholds,
  REGULAR_MIN_WASHES,
  REGULAR_WINDOW_DAYS,
  type Audience,
} from '@app/shared/domain/announcements';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { atRiskMemberIds } from '../retention/retention.service';
import { announcementDeliveries, announcements, users } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;

const DAY_MS = 86_400_000;
const THRESHOLDS = `{${nextLevelThresholds().join(',')}}`;

/** The members an audience holds at this instant (operators never receive announcements). */
export async function audienceIds(
  db: Executor,
  audience: Audience,
  station: string | null,
  now: Date,
): Promise<string[]> {
  let condition;
  switch (audience) {
    case 'all':
      condition = sql`TRUE`;
      break;
    case 'station_regulars': {
      const since = new Date(now.getTime() - REGULAR_WINDOW_DAYS * DAY_MS).toISOString();
      condition = sql`(u.favorite_station = ${station} OR (
        SELECT count(*) FROM washes w
        WHERE w.user_id = u.id AND w.station = ${station} AND w.created_at >= ${since}::timestamptz
      ) >= ${REGULAR_MIN_WASHES})`;
      break;
    }
    case 'inactive': {
      const since = new Date(now.getTime() - INACTIVE_DAYS * DAY_MS).toISOString();
      condition = sql`u.created_at <= ${since}::timestamptz AND NOT EXISTS (
        SELECT 1 FROM washes w WHERE w.user_id = u.id AND w.created_at > ${since}::timestamptz)`;
      break;
    }
    case 'near_level':
      condition = sql`u.level < 100
        AND (${THRESHOLDS}::int[])[u.level] - u.total_points <= ${NEAR_LEVEL_POINTS}`;
      break;
    case 'at_risk':
      // Statistics → « Fidélité »: past one and a half times their own usual interval.
      condition = sql`u.id IN (${atRiskMemberIds(now)})`;
      break;
  }
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT u.id FROM users u WHERE NOT u.is_admin AND ${condition} ORDER BY u.id`,
  );
  return rows.map((row) => row.id);
}

/** Of these members, those who already received an announcement on that Zurich day. */
export async function servedOn(db: Executor, day: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: announcementDeliveries.userId })
    .from(announcementDeliveries)
    .where(and(eq(announcementDeliveries.day, day), inArray(announcementDeliveries.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

/** The announcements waiting to be sent. */
export function scheduled(db: Executor): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).where(eq(announcements.status, 'scheduled'));
}

export function listAnnouncements(db: Executor): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).orderBy(desc(announcements.sendAt)).limit(100);
}

export async function findAnnouncement(db: Executor, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

export async function insertAnnouncement(
  db: Executor,
  values: typeof announcements.$inferInsert,
): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row as AnnouncementRow;
}

/** Cancels a scheduled announcement (not one already being sent). */
export async function cancelScheduled(db: Executor, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(announcements)
    .set({ status: 'cancelled' })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'scheduled')))
    .returning();
  return row;
}

/**
 * Takes the next announcement due (or one whose sender stopped holding it) for this
 * instance until `until`: two instances never send the same one at once.
 */
export async function claimDue(db: Executor, now: Date, until: Date): Promise<AnnouncementRow | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`UPDATE announcements SET status = 'sending', claimed_until = ${until.toISOString()}::timestamptz
        WHERE id = (
          SELECT id FROM announcements
          WHERE (status = 'scheduled' AND send_at <= ${now.toISOString()}::timestamptz)
             OR (status = 'sending' AND claimed_until <= ${now.toISOString()}::timestamptz)
          ORDER BY send_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  return row ? findAnnouncement(db, row.id) : undefined;
}

/** When the next scheduled announcement falls due, if any. */
export async function nextDue(db: Executor): Promise<Date | null> {
  const [row] = await queryRows<{ due: Date | string | null }>(
    db,
    sql`SELECT min(CASE WHEN status = 'scheduled' THEN send_at ELSE claimed_until END) AS due
        FROM announcements WHERE status IN ('scheduled', 'sending')`,
  );
  return row?.due ? new Date(row.due) : null;
}

/** Records the deliveries of a batch; answers the members who had none that day. */
export async function recordDeliveries(
  db: Executor,
  announcementId: string,
  userIds: string[],
  day: string,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(announcementDeliveries)
    .values(userIds.map((userId) => ({ announcementId, userId, day })))
    .onConflictDoNothing()
    .returning({ userId: announcementDeliveries.userId });
  return rows.map((row) => row.userId);
}

export async function addCounts(
  db: Executor,
  id: string,
  counts: { reached: number; skipped: number },
  claimedUntil: Date,
): Promise<void> {
  await db
    .update(announcements)
    .set({
      reached: sql`${announcements.reached} + ${counts.reached}`,
      skipped: sql`${announcements.skipped} + ${counts.skipped}`,
      claimedUntil,
    })
    .where(eq(announcements.id, id));
}

export async function markSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(announcements)
    .set({ status: 'sent', sentAt: now, claimedUntil: null })
    .where(eq(announcements.id, id));
}

/** A push of an announcement delivered, or given up. */
export async function countPush(db: Executor, id: string, delivered: boolean): Promise<void> {
  await db
    .update(announcements)
    .set(
      delivered
        ? { pushSent: sql`${announcements.pushSent} + 1` }
        : { pushFailed: sql`${announcements.pushFailed} + 1` },
    )
    .where(eq(announcements.id, id));
}

/** The chosen language of each of these members (null: none chosen, French). */
export async function localesOf(db: Executor, userIds: string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.locale]));
}
