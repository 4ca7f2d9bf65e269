import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../testing/photos';
import {
  GRID,
  hammingDistance,
  hashBands,
  orient,
  orientationHashes,
  pHash,
  SAME_PICTURE_DISTANCE,
  uniformBorderBox,
} from './duplicates';
import { processPhoto } from '../lib/images';
import { photoFingerprints } from '.';

const PHOTOS = 20;

/** What the server keeps of an upload: the 800 px re-encoded photo. */
async function upload(bytes: Buffer) {
  const { image } = await processPhoto(bytes, { maxSide: 800, quality: 80, thumbnailSide: 240 });
  return photoFingerprints(image);
}

/** The distance the duplicate check sees between a new photo and a stored one. */
function distance(candidate: { candidates: bigint[] }, stored: { stored: bigint[] }): number {
  let best = 64;
  for (const a of candidate.candidates)
    for (const b of stored.stored) best = Math.min(best, hammingDistance(a, b));
  return best;
}

async function crop(image: Buffer, left: number, top: number, width: number, height: number) {
  const { width: w = 0, height: h = 0 } = await sharp(image).metadata();
  return sharp(image)
    .extract({
      left: Math.round(w * left),
      top: Math.round(h * top),
      width: Math.round(w * width),
      height: Math.round(h * height),
    })
    .jpeg()
    .toBuffer();
}

const TRANSFORMS: Record<string, (image: Buffer) => Promise<Buffer>> = {
  're-encoded smaller': (image) => sharp(image).resize(640).jpeg({ quality: 50 }).toBuffer(),
  mirrored: (image) => sharp(image).flop().jpeg().toBuffer(),
  'turned 90°': (image) => sharp(image).rotate(90).jpeg().toBuffer(),
  'turned 180°': (image) => sharp(image).rotate(180).jpeg().toBuffer(),
  'rotated 2°': (image) => sharp(image).rotate(2, { background: '#000000' }).jpeg().toBuffer(),
  'cropped 5 % all round': (image) => crop(image, 0.05, 0.05, 0.9, 0.9),
  'cropped 5 % on one side': (image) => crop(image, 0.05, 0, 0.95, 1),
  'with a white border': (image) =>
    sharp(image)
      .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#ffffff' })
      .jpeg()
      .toBuffer(),
  'mirrored with a black border': async (image) =>
    sharp(await sharp(image).flop().toBuffer())
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#000000' })
      .jpeg()
      .toBuffer(),
};

describe('pure fingerprint rules', () => {
  it('orients a grid in 8 ways, the identity first, and hashes them', () => {
    const grid = Float64Array.from({ length: GRID * GRID }, (_, index) => (index * 7919) % 251);
    expect(orient(grid, 0)).toEqual(grid);
    expect(orient(orient(grid, 4), 4)).toEqual(grid); // a mirror twice
    expect(orient(orient(orient(orient(grid, 1), 1), 1), 1)).toEqual(grid); // four quarter turns
    const hashes = orientationHashes(grid);
    expect(hashes).toHaveLength(8);
    expect(hashes[0]).toBe(pHash(grid));
    expect(new Set(hashes).size).toBe(8);
  });

  it('cuts a hash in five bands that two hashes within 4 bits always share one of', () => {
    expect(hashBands(0n)).toEqual([0, 0, 0, 0, 0]);
    expect(hashBands(-1n)).toEqual([8191, 8191, 8191, 8191, 4095]);
    expect(hashBands(1n << 13n)).toEqual([0, 1, 0, 0, 0]);
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let trial = 0; trial < 500; trial += 1) {
      const hash = BigInt.asIntN(64, (BigInt(random()) << 33n) ^ (BigInt(random()) << 2n) ^ BigInt(random()));
      let other = hash;
      for (let flip = 0; flip < 4; flip += 1) other ^= 1n << BigInt(random() % 64);
      const [a, b] = [hashBands(hash), hashBands(other)];
      expect(a.some((band, index) => band === b[index])).toBe(true);
    }
  });

  it('peels a uniform border by one rule on every side, whichever corner is flat', () => {
    const [width, height] = [40, 30];
    const data = new Uint8Array(width * height).map((_, index) => (index * 7919) % 251);
    // A frame of 3 lines all round, and a flat band of 5 more rows at the top.
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1)
        if (y < 8 || y >= height - 3 || x < 3 || x >= width - 3) data[y * width + x] = 200;
    expect(uniformBorderBox(data, width, height)).toEqual({ left: 3, top: 7, width: 34, height: 20 });
    // Turned half a turn: the same box, turned.
    const turned = Uint8Array.from(data).reverse();
    expect(uniformBorderBox(turned, width, height)).toEqual({ left: 3, top: 3, width: 34, height: 20 });
    // Nothing uniform: the whole picture.
    const busy = new Uint8Array(width * height).map((_, index) => (index * 7919) % 251);
    expect(uniformBorderBox(busy, width, height)).toEqual({ left: 0, top: 0, width, height });
  });

  it('counts differing bits over the whole signed 64-bit range', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(-(2n ** 63n), 0n)).toBe(1);
    expect(hammingDistance(5n, 6n)).toBe(2);
  });
});

describe('photo fingerprints', () => {
  it('match the same picture transformed, and no two distinct pictures (measured)', async () => {
    const originals = await Promise.all(
      Array.from({ length: PHOTOS }, (_, index) =>
        makePhoto({ seed: 5000 + index, width: 1200, height: 900 }),
      ),
    );
    const stored = await Promise.all(originals.map(upload));
    const worst: Record<string, number> = {};
    for (let index = 0; index < 6; index += 1) {
      for (const [name, transform] of Object.entries(TRANSFORMS)) {
        const candidate = await upload(await transform(originals[index] as Buffer));
        worst[name] = Math.max(worst[name] ?? 0, distance(candidate, stored[index] as { stored: bigint[] }));
      }
    }
    const distinct: number[] = [];
    for (let a = 0; a < PHOTOS; a += 1)
      for (let b = 0; b < PHOTOS; b += 1)
        if (a !== b)
          distinct.push(distance(stored[a] as { candidates: bigint[] }, stored[b] as { stored: bigint[] }));
    distinct.sort((x, y) => x - y);
    console.log(
      `fingerprints: worst distance of a transformed copy ${JSON.stringify(worst)}; ` +
        `${distinct.length} distinct pairs: min ${distinct[0]}, 1st percentile ${distinct[Math.floor(distinct.length / 100)]}, ` +
        `median ${distinct[distinct.length >> 1]}; threshold ${SAME_PICTURE_DISTANCE}`,
    );
    for (const [name, value] of Object.entries(worst))
      expect({ name, value }).toEqual({ name, value: expect.any(Number) });
    expect(Math.max(...Object.values(worst))).toBeLessThanOrEqual(SAME_PICTURE_DISTANCE);
    expect(distinct[0]).toBeGreaterThan(SAME_PICTURE_DISTANCE);
  }, 120_000);
});

/** A photo whose top-left corner sits in a flat band (a wall, the sky), as many do. */
async function photoWithFlatCorner(seed: number): Promise<Buffer> {
  const base = await makePhoto({ seed, width: 1200, height: 900 });
  const wall = await sharp({ create: { width: 1200, height: 200, channels: 3, background: '#b8bcc2' } })
    .png()
    .toBuffer();
  return sharp(base)
    .composite([{ input: wall, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
}

describe('turned and mirrored copies of a photo with a flat corner', () => {
  it('match in the four turns and the two mirrors (the border trim reads no corner)', async () => {
    const turns: Record<string, (image: Buffer) => Promise<Buffer>> = {
      'turned 90°': (image) => sharp(image).rotate(90).jpeg().toBuffer(),
      'turned 180°': (image) => sharp(image).rotate(180).jpeg().toBuffer(),
      'turned 270°': (image) => sharp(image).rotate(270).jpeg().toBuffer(),
      'mirrored left-right': (image) => sharp(image).flop().jpeg().toBuffer(),
      'mirrored top-bottom': (image) => sharp(image).flip().jpeg().toBuffer(),
      'as it was, re-encoded': (image) => sharp(image).jpeg({ quality: 70 }).toBuffer(),
    };
    const worst: Record<string, number> = {};
    for (let seed = 9100; seed < 9106; seed += 1) {
      const original = await photoWithFlatCorner(seed);
      const stored = await upload(original);
      for (const [name, turn] of Object.entries(turns))
        worst[name] = Math.max(worst[name] ?? 0, distance(await upload(await turn(original)), stored));
    }
    console.log(`flat corner: worst distance ${JSON.stringify(worst)}`);
    for (const [name, value] of Object.entries(worst))
      expect({ name, value }).toEqual({
        name,
        value: expect.toSatisfy((bits: number) => bits <= SAME_PICTURE_DISTANCE),
      });
  }, 60_000);
});
