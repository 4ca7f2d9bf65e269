import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashBands } from '../../photo-judgement';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { lockPhotoRegistry, photoRegistryLocks } from './washes.repository';

const visitor = { station: 'Cernier I', deviceId: null, addressHash: 'a1' };

/** A random 64-bit hash from a seed (xorshift), the same on every run. */
function hashFrom(seed: number): bigint {
  let x = BigInt(seed) * 0x9e3779b97f4a7c15n + 1n;
  x = BigInt.asUintN(64, x ^ (x << 13n));
  x = BigInt.asUintN(64, x ^ (x >> 7n));
  return BigInt.asUintN(64, x ^ (x << 17n));
}

const shareALock = (a: [number, number][], b: [number, number][]) =>
  a.some(([space, key]) => b.some((other) => other[0] === space && other[1] === key));

describe('photo registry locks', () => {
  it('gives two hashes a common lock whenever the duplicate check could find one from the other', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const hash = hashFrom(seed);
      // Up to 4 bits apart (the bands' guarantee), anywhere in the hash.
      let near = hash;
      for (let flip = 0; flip < 1 + (seed % 4); flip += 1) near ^= 1n << BigInt((seed * 7 + flip * 17) % 64);
      const locksOfNear = photoRegistryLocks({ ...visitor, addressHash: 'b2', hashes: [near] });
      expect(shareALock(photoRegistryLocks({ ...visitor, hashes: [hash] }), locksOfNear)).toBe(true);
    }
  });

  it('lets photos sharing no band, from other phones and addresses, pass side by side', () => {
    const a = hashFrom(11);
    const b = hashFrom(12);
    expect(hashBands(a).some((band, index) => hashBands(b)[index] === band)).toBe(false);
    const first = photoRegistryLocks({
      station: 'Cernier I',
      deviceId: 'p1',
      addressHash: 'a1',
      hashes: [a],
    });
    const second = photoRegistryLocks({
      station: 'Cernier I',
      deviceId: 'p2',
      addressHash: 'a2',
      hashes: [b],
    });
    expect(shareALock(first, second)).toBe(false);
    // The same phone, or the same address, at the same station: one lock in common.
    const samePhone = photoRegistryLocks({
      station: 'Cernier I',
      deviceId: 'p1',
      addressHash: 'a2',
      hashes: [b],
    });
    const sameAddress = photoRegistryLocks({
      station: 'Cernier I',
      deviceId: 'p2',
      addressHash: 'a1',
      hashes: [b],
    });
    expect(shareALock(first, samePhone)).toBe(true);
    expect(shareALock(first, sameAddress)).toBe(true);
    // At another station the several-accounts check does not compare them.
    const elsewhere = photoRegistryLocks({
      station: 'Saint-Blaise',
      deviceId: 'p1',
      addressHash: 'a1',
      hashes: [b],
    });
    expect(shareALock(first, elsewhere)).toBe(false);
  });

  it('sorts its locks and takes each once, so that two washes never wait for each other in a circle', () => {
    const hash = hashFrom(7);
    const locks = photoRegistryLocks({ ...visitor, deviceId: 'p1', hashes: [hash, hash, hashFrom(8)] });
    expect(locks).toHaveLength(5 + 5 + 2);
    const sorted = [...locks].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(locks).toEqual(sorted);
    expect(new Set(locks.map((lock) => lock.join(':'))).size).toBe(locks.length);
    for (const [space, key] of locks) {
      expect(Number.isInteger(space) && Number.isInteger(key)).toBe(true);
      expect(Math.abs(key)).toBeLessThan(2 ** 31);
    }
  });
});

// Two transactions at once need two connections: the embedded engine has one.
if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)
  describe('photo registry locks on the server', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    /** Runs a transaction that takes the wash's locks, then waits for `release` before committing. */
    function holdLocks(wash: Parameters<typeof photoRegistryLocks>[0], release: Promise<void>) {
      let locked = false;
      const done = t.database.db.transaction(async (tx) => {
        await lockPhotoRegistry(tx, wash);
        locked = true;
        await release;
      });
      return { done, locked: () => locked };
    }

    it('makes a wash that could see another wait for it, and lets the others through', async () => {
      let release = () => {};
      const held = holdLocks(
        { station: 'Cernier I', deviceId: 'phone-1', addressHash: 'a1', hashes: [hashFrom(21)] },
        new Promise<void>((resolve) => (release = resolve)),
      );
      await expect.poll(held.locked).toBe(true);
      // The same phone with another photo, and a near copy of the photo from elsewhere: they wait.
      const samePhone = holdLocks(
        { station: 'Cernier I', deviceId: 'phone-1', addressHash: 'a2', hashes: [hashFrom(22)] },
        Promise.resolve(),
      );
      const nearCopy = holdLocks(
        { station: 'Cernier II', deviceId: 'phone-2', addressHash: 'a3', hashes: [hashFrom(21) ^ 0b101n] },
        Promise.resolve(),
      );
      // Another member's own photo, on their own phone: through at once.
      const unrelated = holdLocks(
        { station: 'Cernier I', deviceId: 'phone-3', addressHash: 'a4', hashes: [hashFrom(23)] },
        Promise.resolve(),
      );
      await unrelated.done;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([samePhone.locked(), nearCopy.locked()]).toEqual([false, false]);
      release();
      await Promise.all([held.done, samePhone.done, nearCopy.done]);
      expect([samePhone.locked(), nearCopy.locked()]).toEqual([true, true]);
    });
  });
