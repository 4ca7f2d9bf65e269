import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { campaigns } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The campaigns whose date range holds this instant (their hours and stations are checked by the rule). */
export function runningAt(db: Executor, instant: Date): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(lte(campaigns.startsAt, instant), gt(campaigns.endsAt, instant)))
    .orderBy(campaigns.startsAt);
}

export interface CampaignTally {
  campaign_id: string;
  washes: number;
  extra_points: number;
}

/** Every campaign, newest first, with the washes it covered and the points campaigns added to them. */
export async function listWithTallies(
  db: Executor,
): Promise<{ rows: CampaignRow[]; tallies: CampaignTally[] }> {
  const [rows, tallies] = await Promise.all([
    db.select().from(campaigns).orderBy(desc(campaigns.startsAt)),
    queryRows<CampaignTally>(
      db,
      sql`SELECT c.id AS campaign_id, count(*)::int AS washes, coalesce(sum(w.campaign_points), 0)::int AS extra_points
          FROM washes w CROSS JOIN LATERAL unnest(w.campaign_ids) AS c(id)
          GROUP BY c.id`,
    ),
  ]);
  return { rows, tallies };
}

export async function findCampaign(db: Executor, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

export async function insertCampaign(
  db: Executor,
  values: typeof campaigns.$inferInsert,
): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row as CampaignRow;
}

export async function updateCampaign(
  db: Executor,
  id: string,
  values: Partial<typeof campaigns.$inferInsert>,
): Promise<CampaignRow | undefined> {
  const [row] = await db.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
  return row;
}

export async function deleteCampaign(db: Executor, id: string): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}
