import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** A member a journey may write to, with what its texts need. */
export interface Candidate {
  id: string;
  name: string;
  pseudo: string | null;
  email: string;
  locale: string | null;
  email_opt_in: boolean;
  level: number;
  total_points: number;
  week_streak: number;
  favorite_station: string | null;
  last_wash_day: string | null;
}

/** Advisory lock namespace of a member's automatic messages (caps are counted under it). */
const MEMBER_MESSAGES_LOCK = 731204520;
const BATCH = 500;

/**
 * The next batch of members (in id order, after `after`) that meet a journey's condition
 * and have not had its occasion yet. Operators never get one; deleted accounts are gone.
 */
export async function candidates(
  db: Executor,
  input: { journey: string; occasion: SQL; condition: SQL; after: string | null },
): Promise<(Candidate & { occasion: string })[]> {
  return queryRows<Candidate & { occasion: string }>(
    db,
    sql`
      SELECT u.id, u.name, u.pseudo, u.email, u.locale, u.email_opt_in, u.level, u.total_points,
             u.week_streak, u.favorite_station, u.last_wash_day::text AS last_wash_day,
             (${input.occasion})::text AS occasion
      FROM users u
      WHERE NOT u.is_admin
        AND (${input.condition})
        AND (${input.after}::uuid IS NULL OR u.id > ${input.after}::uuid)
        AND NOT EXISTS (
          SELECT 1 FROM journey_occasions o
          WHERE o.user_id = u.id AND o.journey = ${input.journey} AND o.occasion = (${input.occasion})::text)
      ORDER BY u.id
      LIMIT ${BATCH}`,
  );
}

/**
 * Takes the members no other instance is writing to right now (the others are left for
 * the next run) and answers, for each, the automatic messages and announcements they got
 * today and this week: under the lock, so two instances never both fit under a cap.
 */
export async function lockAndCount(
  tx: Executor,
  ids: string[],
  today: string,
  weekStart: string,
): Promise<{ id: string; today: number; week: number }[]> {
  return queryRows<{ id: string; today: number; week: number }>(
    tx,
    sql`
      WITH locked AS (
        SELECT id FROM unnest(${`{${ids.join(',')}}`}::uuid[]) AS id
        WHERE pg_try_advisory_xact_lock(${MEMBER_MESSAGES_LOCK}, hashtext(id::text)))
      SELECT l.id::text AS id,
        ((SELECT count(*) FROM journey_occasions o
            WHERE o.user_id = l.id AND o.outcome = 'sent' AND o.day = ${today}::date)
         + (SELECT count(*) FROM announcement_deliveries a
            WHERE a.user_id = l.id AND a.day = ${today}::date))::int AS today,
        ((SELECT count(*) FROM journey_occasions o
            WHERE o.user_id = l.id AND o.outcome = 'sent' AND o.day >= ${weekStart}::date)
         + (SELECT count(*) FROM announcement_deliveries a
            WHERE a.user_id = l.id AND a.day >= ${weekStart}::date))::int AS week
      FROM locked l`,
  );
}

export interface OccasionRow {
  userId: string;
  occasion: string;
  outcome: 'sent' | 'control';
  offerPoints: number;
}

/**
 * Claims a batch's occasions of one journey in one statement: answers the members whose
 * occasion was new (another instance's claim, or an earlier run's, wins the key).
 */
export async function recordOccasions(
  tx: Executor,
  journey: string,
  rows: OccasionRow[],
  at: { day: string; now: Date; offerExpiresAt: Date | null },
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const records = JSON.stringify(
    rows.map((row) => ({
      user_id: row.userId,
      occasion: row.occasion,
      outcome: row.outcome,
      offer_points: row.offerPoints,
    })),
  );
  const inserted = await queryRows<{ user_id: string }>(
    tx,
    sql`
      INSERT INTO journey_occasions (user_id, journey, occasion, outcome, day, offer_points, offer_expires_at, created_at)
      SELECT r.user_id, ${journey}, r.occasion, r.outcome, ${at.day}::date, r.offer_points,
             CASE WHEN r.offer_points > 0 THEN ${at.offerExpiresAt?.toISOString() ?? null}::timestamptz END,
             ${at.now.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${records}::jsonb) AS r(user_id uuid, occasion text, outcome text, offer_points int)
      ON CONFLICT DO NOTHING
      RETURNING user_id::text AS user_id`,
  );
  return new Set(inserted.map((row) => row.user_id));
}

/** Each sent occasion's notification, in one statement. */
export async function linkNotifications(
  tx: Executor,
  journey: string,
  links: { userId: string; occasion: string; notificationId: string }[],
) {
  if (links.length === 0) return;
  await tx.execute(sql`
    UPDATE journey_occasions o SET notification_id = l.notification_id::uuid
    FROM jsonb_to_recordset(${JSON.stringify(
      links.map((link) => ({
        user_id: link.userId,
        occasion: link.occasion,
        notification_id: link.notificationId,
      })),
    )}::jsonb) AS l(user_id uuid, occasion text, notification_id text)
    WHERE o.user_id = l.user_id AND o.journey = ${journey} AND o.occasion = l.occasion`);
}

/** The occasion's message opened (its mail's link followed): the first time only. */
export async function markOpened(
  tx: Executor,
  key: { userId: string; journey: string; occasion: string },
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    UPDATE journey_occasions SET opened_at = ${now.toISOString()}::timestamptz
    WHERE user_id = ${key.userId} AND journey = ${key.journey} AND occasion = ${key.occasion}
      AND opened_at IS NULL`);
}

/** The members of a batch who had a win-back offer since `since` (one per 90 days). */
export async function hadOffersSince(tx: Executor, ids: string[], since: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`
      SELECT DISTINCT user_id::text AS user_id FROM journey_occasions
      WHERE user_id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND journey = 'win_back' AND offer_points > 0
        AND created_at >= ${since.toISOString()}::timestamptz`,
  );
  return new Set(rows.map((row) => row.user_id));
}

/** The member's open win-back offer at `now`, locked for the wash that uses it. */
export async function openOffer(tx: Executor, userId: string, now: Date) {
  const [row] = await queryRows<{ occasion: string; offer_points: number }>(
    tx,
    sql`
      SELECT occasion, offer_points FROM journey_occasions
      WHERE user_id = ${userId} AND journey = 'win_back' AND outcome = 'sent' AND offer_points > 0
        AND offer_used_at IS NULL AND offer_expires_at > ${now.toISOString()}::timestamptz
      ORDER BY created_at DESC LIMIT 1
      FOR UPDATE`,
  );
  return row ?? null;
}

export async function markOfferUsed(tx: Executor, userId: string, occasion: string, now: Date) {
  await tx.execute(sql`
    UPDATE journey_occasions SET offer_used_at = ${now.toISOString()}::timestamptz
    WHERE user_id = ${userId} AND journey = 'win_back' AND occasion = ${occasion}`);
}

export interface RunningReward {
  id: string;
  partnerName: string;
  discountPercentage: number;
  requiredPoints: number;
}

/** The partner rewards members can unlock today (« Almost there » names the one a wash reaches). */
export async function runningRewards(db: Executor, today: string): Promise<RunningReward[]> {
  return queryRows<RunningReward>(
    db,
    sql`
      SELECT id::text AS id, partner_name AS "partnerName", discount_percentage AS "discountPercentage",
             required_points AS "requiredPoints"
      FROM rewards
      WHERE active AND (starts_on IS NULL OR starts_on <= ${today}::date)
        AND (ends_on IS NULL OR ends_on >= ${today}::date)`,
  );
}
