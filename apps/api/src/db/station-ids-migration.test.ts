import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor, serverQuery as serverQueryOn } from '../testing/test-database-info';
import { queryRows, wrapPglite, type DatabaseHandle } from './client';
import { migrationsUpTo, shippedMigrations } from './migrations-journal';
import { openPostgres } from './postgres';

// Migration 0049 (docs/decisions/0035): the review bonuses written under a station's name
// are keyed by its id, whatever the station was called then; announcements and campaigns
// follow their station's renames. Run on the engine of this test run.

const info = inject('testDatabase');
let created: string | null = null;

const serverQuery = (query: string) => serverQueryOn(info, query);

async function emptyDatabase(): Promise<DatabaseHandle> {
  if (info.engine !== 'postgres') return wrapPglite(await PGlite.create());
  created = `${info.template}_m49_${randomBytes(4).toString('hex')}`;
  await serverQuery(`CREATE DATABASE "${created}"`);
  return openPostgres(databaseUrlFor(info.serverUrl, created), 2);
}

afterAll(async () => {
  if (created) await serverQuery(`DROP DATABASE IF EXISTS "${created}" WITH (FORCE)`);
});

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const ADMIN = '00000000-0000-4000-8000-0000000000ad';

describe('migration 0049: station ids in the history', () => {
  it('keys each review bonus by the station it named at its time, keeps a double payment apart, and points announcements and campaigns at today’s names', async () => {
    const index = shippedMigrations().findIndex((entry) => entry.tag === '0049_station_ids_in_history');
    expect(index).toBeGreaterThan(0);
    const before = migrationsUpTo(index, shippedMigrations()[index - 1]!.tag);
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
      await run(sql`INSERT INTO users (id, email, name) VALUES
        (${A}, 'a@exemple.ch', 'Anne'), (${B}, 'b@exemple.ch', 'Bruno'), (${C}, 'c@exemple.ch', 'Chloé')`);
      // January: Anne is paid for reviewing Saint-Blaise; a campaign names it.
      await run(sql`INSERT INTO points_ledger (user_id, delta, reason, reference, idempotency_key, created_at)
        VALUES (${A}, 50, 'google_review', 'w1', ${`google_review:${A}:Saint-Blaise`}, '2026-01-10T10:00:00Z')`);
      await run(sql`INSERT INTO campaigns (name, kind, value, starts_at, ends_at, stations, created_by, created_at)
        VALUES ('Hiver', 'bonus', 5, '2026-01-15T00:00:00Z', '2027-01-15T00:00:00Z',
          ARRAY['Saint-Blaise', 'Cernier I'], 'Admin', '2026-01-15T00:00:00Z')`);
      // February: the operator renames it « Saint-Blaise Lac » (the journal keeps the names)…
      await run(sql`UPDATE stations SET name = 'Saint-Blaise Lac' WHERE id = 'saint-blaise'`);
      await run(sql`INSERT INTO audit_log (admin_id, admin_name, action, target_type, target_id, target_name, details, created_at)
        VALUES (${ADMIN}, 'Admin', 'station.update', 'station', 'saint-blaise', 'Saint-Blaise Lac',
          ${JSON.stringify({ before: { id: 'saint-blaise', name: 'Saint-Blaise' }, after: { id: 'saint-blaise', name: 'Saint-Blaise Lac' } })}::jsonb,
          '2026-02-01T10:00:00Z')`);
      // … and in March opens a new station under the old name.
      await run(sql`INSERT INTO stations (id, name, google_review_url, sort_order)
        VALUES ('saint-blaise-2', 'Saint-Blaise', 'https://g.page/r/sb2/review', 4)`);
      await run(sql`INSERT INTO audit_log (admin_id, admin_name, action, target_type, target_id, target_name, details, created_at)
        VALUES (${ADMIN}, 'Admin', 'station.create', 'station', 'saint-blaise-2', 'Saint-Blaise',
          ${JSON.stringify({ after: { id: 'saint-blaise-2', name: 'Saint-Blaise' } })}::jsonb, '2026-03-01T10:00:00Z')`);
      // Anne was paid again under the new name (the fault), Bruno once, and lost it; Chloé
      // reviewed the new station; an announcement was written for the renamed one's regulars.
      await run(sql`INSERT INTO points_ledger (user_id, delta, reason, reference, idempotency_key, created_at) VALUES
        (${A}, 50, 'google_review', 'w2', ${`google_review:${A}:Saint-Blaise Lac`}, '2026-02-10T10:00:00Z'),
        (${B}, 50, 'google_review', 'w3', ${`google_review:${B}:Saint-Blaise Lac`}, '2026-02-11T10:00:00Z'),
        (${B}, -50, 'review_revoked', 'Saint-Blaise Lac', ${`review_revoked:${B}:Saint-Blaise Lac`}, '2026-02-12T10:00:00Z'),
        (${C}, 50, 'google_review', 'w4', ${`google_review:${C}:Saint-Blaise`}, '2026-03-05T10:00:00Z')`);
      await run(sql`INSERT INTO announcements (title, body, audience, station, send_at, created_by_id, created_by, created_at)
        VALUES ('Lac', 'Bonjour', 'station_regulars', 'Saint-Blaise', '2026-01-20T10:00:00Z', ${ADMIN}, 'Admin', '2026-01-12T10:00:00Z')`);

      await database.migrate();

      const rows = await queryRows<{
        user_id: string;
        reason: string;
        key: string;
        station_id: string;
        reference: string;
      }>(
        database.db,
        sql`SELECT user_id, reason::text, idempotency_key AS key, station_id, reference
            FROM points_ledger ORDER BY created_at`,
      );
      const first = rows.find((row) => row.reference === 'w1')!;
      const second = rows.find((row) => row.reference === 'w2')!;
      expect(first).toMatchObject({ key: `google_review:${A}:saint-blaise`, station_id: 'saint-blaise' });
      expect(second.station_id).toBe('saint-blaise');
      expect(second.key).toMatch(new RegExp(`^google_review:${A}:saint-blaise:\\d+$`));
      expect(rows.find((row) => row.reference === 'w3')).toMatchObject({
        key: `google_review:${B}:saint-blaise`,
        station_id: 'saint-blaise',
      });
      expect(rows.find((row) => row.reason === 'review_revoked')).toMatchObject({
        key: `review_revoked:${B}:saint-blaise`,
        reference: 'saint-blaise',
        station_id: 'saint-blaise',
      });
      expect(rows.find((row) => row.reference === 'w4')).toMatchObject({
        key: `google_review:${C}:saint-blaise-2`,
        station_id: 'saint-blaise-2',
      });
      // The statistics' days count washes, not review bonuses.
      const days = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM station_days`,
      );
      expect(days[0]!.n).toBe(0);

      const [announcement] = await queryRows<{ station: string }>(
        database.db,
        sql`SELECT station FROM announcements`,
      );
      expect(announcement!.station).toBe('Saint-Blaise Lac');
      const [campaign] = await queryRows<{ stations: string[] }>(
        database.db,
        sql`SELECT stations FROM campaigns`,
      );
      expect(campaign!.stations).toEqual(['Saint-Blaise Lac', 'Cernier I']);

      // From now on a rename carries the announcement and the campaign with it.
      await run(sql`UPDATE stations SET name = 'Saint-Blaise Port' WHERE id = 'saint-blaise'`);
      const [renamed] = await queryRows<{ station: string }>(
        database.db,
        sql`SELECT station FROM announcements`,
      );
      expect(renamed!.station).toBe('Saint-Blaise Port');
      const [moved] = await queryRows<{ stations: string[] }>(
        database.db,
        sql`SELECT stations FROM campaigns`,
      );
      expect(moved!.stations).toEqual(['Saint-Blaise Port', 'Cernier I']);
    } finally {
      before.remove();
      await database.close();
    }
  }, 60_000);
});
