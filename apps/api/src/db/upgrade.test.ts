import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { stationDaysOffTheWashes, totalsOffTheLedger } from '../testing/invariants';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { prepareApp } from '../bootstrap';
import { manualClock } from '../lib/clock';
import { readManifest } from '../modules/backups/archive';
import { migrationLevel, shippedMigrations } from './migrations-journal';
import { restoreArchive } from '../modules/backups/restore';
import { testConfig } from '../testing/test-app';
import { databaseUrlFor, serverQuery as serverQueryOn } from '../testing/test-database-info';
import { openPglite, queryRows, type DatabaseHandle } from './client';
import { MIGRATIONS_DIR } from './handle';
import { openPostgres } from './postgres';

const info = inject('testDatabase');
const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');
const archive = path.join(fixtures, 'v3.0.0.backup.gz');
const written = JSON.parse(fs.readFileSync(path.join(fixtures, 'v3.0.0.json'), 'utf8')) as {
  members: { id: string; cookie: string }[];
  admin: string;
  migrations: Record<string, string>;
};
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-upgrade-'));
let createdDatabase: string | null = null;

const serverQuery = (query: string) => serverQueryOn(info, query);

afterAll(async () => {
  if (createdDatabase) await serverQuery(`DROP DATABASE IF EXISTS "${createdDatabase}" WITH (FORCE)`);
  fs.rmSync(workDir, { recursive: true, force: true });
});

/**
 * The upgrade from the previous release (docs/operations.md): a database the v3.0.0 server
 * wrote, with rows in every table (fixtures/make-upgrade-fixture.ts), migrated to this
 * version's schema; the app's invariants hold on it.
 */
describe('upgrading a v3.0.0 database', () => {
  it("keeps v3.0.0's migrations as they were (only new ones are added)", () => {
    for (const [name, hash] of Object.entries(written.migrations)) {
      const now = createHash('sha256')
        .update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)))
        .digest('hex');
      expect(now, name).toBe(hash);
    }
  });

  it('adds only what the previous release can run beside (expand, then contract a release later)', () => {
    // During a rolling upgrade v3.0.0 and this version share the database: nothing v3.0.0
    // reads or writes may disappear, be renamed or become stricter. A contracting step
    // needs a line "-- contract: <why v3.0.0 no longer needs it>" in its file.
    const CONTRACTING =
      /\b(DROP\s+(TABLE|COLUMN|TYPE|INDEX)|RENAME\b|ALTER\s+COLUMN\s+\S+\s+(SET\s+NOT\s+NULL|TYPE|SET\s+DATA\s+TYPE)|ADD\s+CONSTRAINT)/i;
    const newer = shippedMigrations().filter((entry) => !(`${entry.tag}.sql` in written.migrations));
    expect(newer.length).toBeGreaterThan(0);
    for (const entry of newer) {
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8');
      if (text.includes('-- contract:')) continue;
      expect(CONTRACTING.exec(text)?.[0] ?? null, entry.tag).toBeNull();
    }
  });

  it('migrates to the current schema with every row, photo and session intact', async () => {
    const manifest = await readManifest(archive);
    expect(manifest.app).toBe('3.0.0');
    expect(manifest.lastMigration).toBe(shippedMigrations()[manifest.migrations - 1]!.tag);
    expect(manifest.migrations).toBeLessThan(shippedMigrations().length);

    let database: DatabaseHandle;
    if (info.engine === 'postgres') {
      createdDatabase = `${info.template}_upgrade_${randomBytes(4).toString('hex')}`;
      await serverQuery(`CREATE DATABASE "${createdDatabase}"`);
      const url = databaseUrlFor(info.serverUrl, createdDatabase);
      const result = await restoreArchive(archive, { databaseUrl: url });
      database = openPostgres(url, 3);
      expectEveryTableFilled(result.summary.tables);
    } else {
      const dataDir = path.join(workDir, 'data');
      const result = await restoreArchive(archive, { dataDir });
      database = await openPglite(dataDir);
      expectEveryTableFilled(result.summary.tables);
    }
    // The previous release read its review links from the environment: they are copied
    // into their stations at this first start.
    const legacyReviewUrls = {
      CERNIER_I: 'https://g.page/r/cernier-1-env/review',
      SAINT_BLAISE: 'https://g.page/r/saint-blaise-env/review',
    };
    const app = await buildApp({ config: testConfig({ legacyReviewUrls }), database, clock: manualClock() });
    try {
      await prepareApp(app, database);
      const stations = (await app.inject({ method: 'GET', url: '/api/stations' })).json().stations as {
        name: string;
        google_review_url: string;
        open: boolean;
        hours: unknown;
      }[];
      expect(stations.map((station) => [station.name, station.open, station.hours])).toEqual([
        ['Cernier I', true, null],
        ['Cernier II', true, null],
        ['Saint-Blaise', true, null],
      ]);
      expect(stations[0]!.google_review_url).toBe(legacyReviewUrls.CERNIER_I);
      expect(stations[1]!.google_review_url).toMatch(/^https:\/\/www\.google\.com\/maps/);
      expect(stations[2]!.google_review_url).toBe(legacyReviewUrls.SAINT_BLAISE);
      expect((await migrationLevel(database.db)).migrations).toBe(shippedMigrations().length);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.json()).toMatchObject({ status: 'ready', migrations: 'applied' });

      const mismatched = await totalsOffTheLedger(database.db);
      expect(mismatched).toEqual([]);
      // The statistics' day rows, filled from the washes and the ledger already there.
      expect(await stationDaysOffTheWashes(database.db)).toEqual([]);
      const [kept] = await queryRows<{ washes: number; points: number }>(
        database.db,
        sql`SELECT sum(washes)::int AS washes, sum(wash_points)::int AS points FROM station_days`,
      );
      const [made] = await queryRows<{ washes: number }>(
        database.db,
        sql`SELECT count(*)::int AS washes FROM washes`,
      );
      expect(kept!.washes).toBe(made!.washes);
      expect(made!.washes).toBeGreaterThan(0);
      expect(kept!.points).toBeGreaterThan(0);

      // Sessions opened by v3.0.0 still sign their members in; their photos are readable.
      for (const member of written.members) {
        const me = await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: member.cookie },
        });
        expect(me.statusCode).toBe(200);
        expect(me.json().id).toBe(member.id);
      }
      const photos = await queryRows<{ user_id: string; photo_key: string; thumb_key: string }>(
        database.db,
        sql`SELECT user_id, photo_key, thumb_key FROM washes`,
      );
      expect(photos.length).toBeGreaterThan(0);
      for (const photo of photos) {
        const cookie = written.members.find((member) => member.id === photo.user_id)!.cookie;
        for (const key of [photo.photo_key, photo.thumb_key]) {
          const media = await app.inject({ method: 'GET', url: `/api/media/${key}`, headers: { cookie } });
          expect(media.statusCode, key).toBe(200);
        }
      }
      // The operator's session too: the admin area reads the upgraded data.
      const stats = await app.inject({
        method: 'GET',
        url: '/api/admin/statistics',
        headers: { cookie: written.admin },
      });
      expect(stats.statusCode, stats.body).toBe(200);
      const backups = await app.inject({
        method: 'GET',
        url: '/api/admin/backups',
        headers: { cookie: written.admin },
      });
      expect(backups.json().runs).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

function expectEveryTableFilled(tables: Record<string, number>) {
  const empty = Object.entries(tables).filter(([, rows]) => rows === 0);
  expect(empty).toEqual([]);
  expect(Object.keys(tables).length).toBeGreaterThan(30);
}
