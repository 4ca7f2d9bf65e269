import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../testing/photos';
import { cut, regionOf, resizeLikeLibvips, resizerLikeLibvips, scaleByArea } from './grid';

/** A photo's grey pixels at most 320 a side, as the fingerprints start from. */
async function fingerprintBase(seed: number, width: number, height: number) {
  const photo = await makePhoto({ seed, width, height });
  const { data, info } = await sharp(photo)
    .resize(320, 320, { fit: 'inside' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** What sharp makes of a region of grey pixels resized to 32×32 (the fingerprints' grids). */
async function sharpGrid(
  picture: { data: Buffer; width: number; height: number },
  region: ReturnType<typeof regionOf>,
) {
  return sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 1 } })
    .extract(region)
    .resize(32, 32, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/** A seeded generator, so a failure names the sizes it met. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('resizeLikeLibvips', () => {
  it('gives the very grey levels sharp gives, on random regions of photos of every shape', async () => {
    const random = generator(42);
    const mismatches: string[] = [];
    let compared = 0;
    for (const [seed, width, height] of [
      [1, 800, 600],
      [2, 600, 800],
      [3, 1200, 900],
      [4, 640, 480],
      [5, 1000, 500],
    ] as const) {
      const base = await fingerprintBase(seed, width, height);
      for (let round = 0; round < 40; round += 1) {
        // Regions from a quarter to the whole of each side, anywhere (crops, trimmed borders).
        const shareWidth = 0.25 + random() * 0.75;
        const shareHeight = 0.25 + random() * 0.75;
        const region = regionOf(
          [random() * (1 - shareWidth), random() * (1 - shareHeight), shareWidth, shareHeight],
          base.width,
          base.height,
        );
        const expected = await sharpGrid(base, region);
        const actual = resizeLikeLibvips(base, 32, 32, region);
        compared += 1;
        if (!actual || Buffer.compare(Buffer.from(actual), expected) !== 0)
          mismatches.push(`${base.width}×${base.height} at ${JSON.stringify(region)}`);
      }
    }
    expect(compared).toBe(200);
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('gives the same grids when regions of one picture share their rows (one resizer for all)', async () => {
    const random = generator(7);
    const base = await fingerprintBase(6, 800, 600);
    const resize = resizerLikeLibvips(base);
    const tops = [0, 12, 30];
    let compared = 0;
    for (let round = 0; round < 30; round += 1) {
      // Three bands of rows, each cut at many lefts and widths: the vertical pass is shared.
      const top = tops[round % tops.length] as number;
      const height = base.height - top - (round % 2) * 12;
      const width = Math.round((0.6 + random() * 0.4) * base.width);
      const left = Math.floor(random() * (base.width - width));
      const region = { left, top, width, height };
      expect(Array.from(resize(32, 32, region) ?? []), JSON.stringify(region)).toEqual(
        Array.from(await sharpGrid(base, region)),
      );
      compared += 1;
    }
    expect(compared).toBe(30);
  }, 60_000);

  it('leaves a growing side to the caller', () => {
    const picture = { data: new Uint8Array(40 * 20).fill(100), width: 40, height: 20 };
    expect(resizeLikeLibvips(picture, 32, 32)).toBeNull();
  });
});

describe('scaleByArea and cut', () => {
  it('averages each cell by the share of every pixel inside it', () => {
    // 3×1 to 2×1: the middle pixel is split between the two cells.
    const picture = { data: [0, 30, 90], width: 3, height: 1 };
    expect(Array.from(scaleByArea(picture, 2, 1))).toEqual([10, 70]);
    expect(Array.from(scaleByArea({ data: [8, 8, 8, 8], width: 2, height: 2 }, 1, 1))).toEqual([8]);
  });

  it('cuts a region row by row', () => {
    const picture = { data: [1, 2, 3, 4, 5, 6, 7, 8, 9], width: 3, height: 3 };
    expect(cut(picture, { left: 1, top: 1, width: 2, height: 2 })).toEqual({
      data: Float64Array.from([5, 6, 8, 9]),
      width: 2,
      height: 2,
    });
  });
});
