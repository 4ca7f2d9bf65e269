import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { walletGoogleObjects, walletPasses, walletRegistrations } from '../../db/schema';

/** What a card shows of its member: never the e-mail address. */
export interface CardMember {
  id: string;
  name: string;
  locale: string | null;
  totalPoints: number;
  level: number;
  /** The first active partner offer not reached yet, in the offers' order. */
  nextReward: { partner: string; level: number; points: number } | null;
}

export async function cardMember(db: Executor, userId: string): Promise<CardMember | null> {
  const [row] = await queryRows<{
    id: string;
    name: string;
    locale: string | null;
    total_points: number;
    level: number;
    partner: string | null;
    required_level: number | null;
    required_points: number | null;
  }>(
    db,
    sql`SELECT u.id, u.name, u.locale, u.total_points, u.level,
               r.partner_name AS partner, r.required_level, r.required_points
        FROM users u
        LEFT JOIN LATERAL (
          SELECT partner_name, required_level, required_points FROM rewards
          WHERE active AND (required_level > u.level OR required_points > u.total_points)
          ORDER BY required_level, required_points, partner_name LIMIT 1
        ) r ON true
        WHERE u.id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    locale: row.locale,
    totalPoints: row.total_points,
    level: row.level,
    nextReward:
      row.partner === null
        ? null
        : { partner: row.partner, level: row.required_level ?? 1, points: row.required_points ?? 0 },
  };
}

export type PassRow = typeof walletPasses.$inferSelect;

export async function passOfMember(db: Executor, userId: string): Promise<PassRow | undefined> {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.userId, userId));
  return row;
}

export async function passBySerial(db: Executor, serialNumber: string): Promise<PassRow | undefined> {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.serialNumber, serialNumber));
  return row;
}

/** How many downloads' tokens stay valid (a phone, a watch, a tablet, a reinstall…). */
const TOKENS_KEPT = 5;

/**
 * The member's pass with one more token (only its hash stored): each download carries its
 * own, and the last five downloads' devices keep talking to the web service.
 */
export async function issuePass(
  db: Executor,
  userId: string,
  serialNumber: string,
  authTokenHash: string,
): Promise<PassRow> {
  const [row] = await db
    .insert(walletPasses)
    .values({ serialNumber, userId, authTokenHashes: [authTokenHash], updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: walletPasses.userId,
      set: {
        authTokenHashes: sql`(${authTokenHash}::text || ${walletPasses.authTokenHashes})[1:${TOKENS_KEPT}]`,
      },
    })
    .returning();
  return row!;
}

/** Devices kept per pass (a phone, a watch, a tablet…): the oldest beyond go. */
const DEVICES_PER_PASS = 10;

/** Registers a device for a pass: true when it is new (201), false when known (200). */
export async function register(
  db: Executor,
  deviceLibraryId: string,
  serialNumber: string,
  pushToken: string,
): Promise<boolean> {
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    sql`INSERT INTO wallet_registrations (device_library_id, serial_number, push_token)
        VALUES (${deviceLibraryId}, ${serialNumber}, ${pushToken})
        ON CONFLICT (device_library_id, serial_number) DO UPDATE SET push_token = excluded.push_token
        RETURNING (xmax = 0) AS inserted`,
  );
  // A token's holder cannot make us push to any number of devices.
  await db.execute(sql`
    DELETE FROM wallet_registrations WHERE serial_number = ${serialNumber} AND device_library_id NOT IN (
      SELECT device_library_id FROM wallet_registrations WHERE serial_number = ${serialNumber}
      ORDER BY created_at DESC, device_library_id LIMIT ${DEVICES_PER_PASS})`);
  return rows[0]?.inserted ?? false;
}

export async function unregister(db: Executor, deviceLibraryId: string, serialNumber: string): Promise<void> {
  await db
    .delete(walletRegistrations)
    .where(
      and(
        eq(walletRegistrations.deviceLibraryId, deviceLibraryId),
        eq(walletRegistrations.serialNumber, serialNumber),
      ),
    );
}

/** The serials a device holds that changed after `since` (a tag), and the newest tag. */
export async function updatedSerials(
  db: Executor,
  deviceLibraryId: string,
  since: number | null,
): Promise<{ serials: string[]; lastTag: number | null }> {
  const rows = await queryRows<{ serial_number: string; tag: string | number }>(
    db,
    sql`SELECT p.serial_number, p.tag FROM wallet_registrations r
        JOIN wallet_passes p ON p.serial_number = r.serial_number
        WHERE r.device_library_id = ${deviceLibraryId} AND (${since}::bigint IS NULL OR p.tag > ${since}::bigint)`,
  );
  const tags = rows.map((row) => Number(row.tag));
  return { serials: rows.map((row) => row.serial_number), lastTag: tags.length ? Math.max(...tags) : null };
}

/** The member's Google object, made once (its id is stable). */
export async function ensureGoogleObject(db: Executor, userId: string, objectId: string): Promise<void> {
  await db.insert(walletGoogleObjects).values({ userId, objectId }).onConflictDoNothing();
}
