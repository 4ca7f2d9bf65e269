import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { washes } from '../../db/schema';
import { closeCarDetectorPool } from '../../photo-judgement';
import { registerAdmin, registerUser } from '../../testing/http';
import { corpusBytes, corpusPhotos } from '../../testing/photo-forms';
import { toDataUrl } from '../../testing/photos';
import { createSecondInstance, type TestApp } from '../../testing/test-app';
import { ledgerSum, t, useWashesApp } from '../../testing/washes-fixture';
import { CAR_CHECK_LEASE_MS, CarCheckJob } from './car-check.job';

useWashesApp();
afterAll(closeCarDetectorPool);

const photo = (file: string) => {
  const entry = corpusPhotos().find((candidate) => candidate.file === file);
  if (!entry) throw new Error(file);
  return toDataUrl(corpusBytes(entry));
};
const COFFEE = 'skimage-coffee.jpg';
const BUS = 'tuxpaint-vehicles-masstransit-green-korean-bus.jpg';
/** Photographs without a vehicle, for washes that must not match each other. */
const NO_CAR = corpusPhotos()
  .filter((entry) => !entry.vehicle && entry.kind === 'outdoor')
  .map((entry) => entry.file);

let addresses = 0;

/** A new member's wash with this corpus photograph, at a station of its own day. */
async function washWith(file: string) {
  const member = await registerUser(t.app);
  // Each from an address of its own: members washing from one address are listed for that.
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/washes',
    headers: { cookie: member.cookie },
    remoteAddress: `10.82.${++addresses}.1`,
    payload: { wash_type: 'standard', station: 'Cernier I', photo_data: photo(file) },
  });
  expect(response.statusCode).toBe(201);
  return { member, washId: response.json().id as string, points: response.json().points_earned as number };
}

async function washRow(id: string) {
  const [row] = await t.database.db.select().from(washes).where(eq(washes.id, id));
  return row!;
}

async function toReview(app: TestApp['app'] = t.app) {
  const admin = await registerAdmin(app);
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/washes/to-review',
    headers: { cookie: admin.cookie },
  });
  return response.json().washes as { id: string; reason: string; reasons: string[] }[];
}

describe('the car check, after the wash', () => {
  it('pays a photo without a car, then lists it « no_car »; a car photo is not listed', async () => {
    const coffee = await washWith(COFFEE);
    const bus = await washWith(BUS);
    // The answer came before any check: nothing is listed yet, the points are paid.
    const paid = await ledgerSum(coffee.member.user.id);
    expect(paid).toBeGreaterThanOrEqual(coffee.points);
    expect((await washRow(coffee.washId)).carCheckedAt).toBeNull();
    expect((await toReview()).map((wash) => wash.id)).not.toContain(coffee.washId);

    expect(await t.app.carCheck.runOnce()).toBe(2);

    const listed = await toReview();
    expect(listed.find((wash) => wash.id === coffee.washId)).toMatchObject({
      reason: 'no_car',
      reasons: ['no_car'],
    });
    expect(listed.map((wash) => wash.id)).not.toContain(bus.washId);
    expect((await washRow(coffee.washId)).carScore).toBeLessThan(0.08);
    expect((await washRow(bus.washId)).carScore).toBeGreaterThanOrEqual(0.08);
    // Listed, not taken back: the member keeps the points.
    expect(await ledgerSum(coffee.member.user.id)).toBe(paid);
    expect(await t.app.carCheck.runOnce()).toBe(0);
  }, 60_000);

  it('judges a wash recorded before a restart on the next start (another instance of the app)', async () => {
    const waiting = await washWith(NO_CAR[0]!);
    const restarted = await createSecondInstance(t);
    try {
      expect(await restarted.app.carCheck.runOnce()).toBe(1);
      expect((await toReview(restarted.app)).find((wash) => wash.id === waiting.washId)?.reason).toBe(
        'no_car',
      );
    } finally {
      await restarted.close();
    }
  }, 60_000);

  it('takes a check held by a stopped instance once its lease runs out, never twice', async () => {
    const held = await washWith(NO_CAR[1]!);
    // An instance took it and stopped before answering (its detector never answers).
    const stopped = new CarCheckJob(t.app.db, t.app.storage, t.clock, t.app.log, () => new Promise(() => {}));
    void stopped.runOnce();
    await expect.poll(async () => (await washRow(held.washId)).carCheckAttempts).toBe(1);

    expect(await t.app.carCheck.runOnce()).toBe(0);
    t.clock.advance(CAR_CHECK_LEASE_MS + 1_000);
    expect(await t.app.carCheck.runOnce()).toBe(1);
    const row = await washRow(held.washId);
    expect([row.carCheckAttempts, row.reviewReason]).toEqual([2, 'no_car']);
  }, 60_000);

  it('shares a burst between two instances: each wash judged once', async () => {
    const burst = [];
    for (const file of NO_CAR.slice(2, 8)) burst.push(await washWith(file));
    const second = await createSecondInstance(t);
    try {
      const [first, other] = await Promise.all([t.app.carCheck.runOnce(), second.app.carCheck.runOnce()]);
      expect(first + other).toBe(burst.length);
      for (const { washId } of burst) {
        const row = await washRow(washId);
        expect([row.carCheckAttempts, row.carCheckedAt !== null]).toEqual([1, true]);
      }
    } finally {
      await second.close();
    }
  }, 60_000);

  it('leaves a wash whose photo is gone unjudged, without listing it', async () => {
    const gone = await washWith(NO_CAR[8]!);
    await t.app.storage.delete((await washRow(gone.washId)).photoKey);
    expect(await t.app.carCheck.runOnce()).toBe(1);
    const row = await washRow(gone.washId);
    expect([row.carScore, row.carCheckedAt !== null, row.reviewReason]).toEqual([null, true, null]);
  });
});
