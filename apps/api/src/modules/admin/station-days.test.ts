import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { pointsLedger, stations, users, washes } from '../../db/schema';
import { registerAdmin } from '../../testing/http';
import { stationDaysOffTheWashes } from '../../testing/invariants';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A small deterministic generator (mulberry32): the same history on every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

// Around both DST changes of 2026 (29 March, 25 October) and a year's turn.
const DAYS = [
  '2026-03-28',
  '2026-03-29',
  '2026-03-30',
  '2026-10-24',
  '2026-10-25',
  '2026-12-31',
  '2027-01-01',
];

describe('station_days (the statistics’ day rows)', () => {
  it('follows washes, shares, removals, a deleted account and a new name, whatever path writes', async () => {
    const random = generator(36);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    await t.database.db.insert(stations).values([
      {
        id: 'neuchatel-gare',
        name: 'Neuchâtel Gare',
        googleReviewUrl: 'https://g.page/r/gare/review',
        sortOrder: 4,
      },
      {
        id: 'marin',
        name: 'Marin',
        googleReviewUrl: 'https://g.page/r/marin/review',
        sortOrder: 5,
        open: false,
      },
    ]);
    const names = ['Cernier I', 'Cernier II', 'Saint-Blaise', 'Neuchâtel Gare', 'Marin'];
    const members = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          email: `days${index}@example.ch`,
          name: `Jour ${index}`,
        })),
      )
      .returning({ id: users.id });
    const made: { id: string; userId: string; station: string; createdAt: Date }[] = [];
    // Every station-bound ledger row, to add up apart: the station's id, as a rename keeps it.
    const ids = new Map(
      (await t.database.db.select({ id: stations.id, name: stations.name }).from(stations)).map((row) => [
        row.name,
        row.id,
      ]),
    );
    const paid: { stationId: string; userId: string; createdAt: Date; delta: number }[] = [];
    for (const member of members)
      for (const day of DAYS) {
        const count = Math.floor(random() * 3);
        const atStations = [...names].sort(() => random() - 0.5).slice(0, count);
        for (const [index, station] of atStations.entries()) {
          const id = randomUUID();
          // Any minute of the Zurich day, written as UTC (one hour either side covers both offsets).
          const createdAt = new Date(Date.parse(`${day}T00:00:00Z`) + (random() * 24 - 1.5) * 3_600_000);
          const points = pick([15, 20, 25, 30]);
          // One transaction per wash, as the app writes: the ledger row names the wash.
          await t.database.db.transaction(async (tx) => {
            await tx.insert(washes).values({
              id,
              userId: member.id,
              station,
              washType: 'standard',
              day,
              dailyIndex: index + 1,
              pointsEarned: points,
              bonusApplied: [],
              photoKey: `washes/${id}.jpg`,
              thumbKey: `washes/${id}-t.jpg`,
              createdAt,
            });
            await tx.insert(pointsLedger).values({
              userId: member.id,
              delta: points,
              reason: 'wash',
              reference: id,
              idempotencyKey: `wash:${id}`,
              createdAt,
            });
          });
          made.push({ id, userId: member.id, station, createdAt });
          paid.push({ stationId: ids.get(station)!, userId: member.id, createdAt, delta: points });
          // Some are shared later (another day's ledger row), some bring a badge (no station).
          if (random() < 0.4) {
            const sharedAt = new Date(createdAt.getTime() + random() * 3 * 86_400_000);
            await t.database.db.insert(pointsLedger).values({
              userId: member.id,
              delta: 5,
              reason: 'share',
              reference: id,
              idempotencyKey: `share:${id}`,
              createdAt: sharedAt,
            });
            paid.push({ stationId: ids.get(station)!, userId: member.id, createdAt: sharedAt, delta: 5 });
          }
          if (random() < 0.2)
            await t.database.db.insert(pointsLedger).values({
              userId: member.id,
              delta: 50,
              reason: 'badge',
              reference: 'first_wash',
              idempotencyKey: `badge:${id}`,
              createdAt,
            });
        }
      }
    expect(made.length).toBeGreaterThan(50);
    expect(await stationDaysOffTheWashes(t.database.db)).toEqual([]);

    // An operator's removals (as the gallery removes: the wash, then its points taken back
    // at its date), a deleted account (its washes and ledger go with it), a new name.
    for (const wash of made.filter(() => random() < 0.15))
      await t.database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ points: number }>(
          tx,
          sql`SELECT coalesce(sum(delta), 0)::int AS points FROM points_ledger
            WHERE idempotency_key IN (${`wash:${wash.id}`}, ${`share:${wash.id}`})`,
        );
        await tx.delete(washes).where(eq(washes.id, wash.id));
        await tx.insert(pointsLedger).values({
          userId: wash.userId,
          delta: -row!.points,
          reason: 'wash_removed',
          reference: wash.id,
          idempotencyKey: `wash_removed:${wash.id}`,
          createdAt: wash.createdAt,
        });
        paid.push({
          stationId: ids.get(wash.station)!,
          userId: wash.userId,
          createdAt: wash.createdAt,
          delta: -row!.points,
        });
      });
    await t.database.db.delete(users).where(eq(users.id, members[3]!.id));
    await t.database.db
      .update(stations)
      .set({ name: 'Saint-Blaise Port' })
      .where(eq(stations.name, 'Saint-Blaise'));
    expect(await stationDaysOffTheWashes(t.database.db)).toEqual([]);
    const [renamed] = await queryRows<{ washes: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS washes FROM washes WHERE station = 'Saint-Blaise Port'`,
    );
    expect(renamed!.washes).toBeGreaterThan(0);

    // The statistics read those rows: the whole year's figures equal the washes counted live.
    const admin = await registerAdmin(t.app);
    for (const station of [null, 'Saint-Blaise Port', 'Marin']) {
      const query = `period=custom&from=2026-01-01&to=2026-12-31${station ? `&station=${encodeURIComponent(station)}` : ''}`;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/statistics?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      const range = response.json().range;
      const [live] = await queryRows<{ washes: number; active: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS washes, count(DISTINCT w.user_id)::int AS active
        FROM washes w WHERE w.day BETWEEN '2026-01-01' AND '2026-12-31' AND (${station}::text IS NULL OR w.station = ${station})`,
      );
      expect(range.figures.washes.current, String(station)).toBe(live!.washes);
      expect(range.figures.active_members.current, String(station)).toBe(live!.active);
      expect(
        range.washes_per_hour.reduce((sum: number, hour: { count: number }) => sum + hour.count, 0),
      ).toBe(live!.washes);
      // A station's points: its washes' and shares', less what removals took back.
      const [start, end] = [Date.parse('2025-12-31T23:00:00Z'), Date.parse('2026-12-31T23:00:00Z')];
      if (station)
        expect(range.figures.points.current, station).toBe(
          paid
            .filter(
              (row) => row.stationId === ids.get(station === 'Saint-Blaise Port' ? 'Saint-Blaise' : station),
            )
            .filter((row) => row.userId !== members[3]!.id)
            .filter((row) => row.createdAt.getTime() >= start && row.createdAt.getTime() < end)
            .reduce((sum, row) => sum + row.delta, 0),
        );
    }
  });
});
