/**
 * Perceptual fingerprints of photos, so that the same picture cannot validate two washes
 * even mirrored, turned, slightly rotated, cropped or framed (docs/decisions/0010).
 *
 * A fingerprint is a 64-bit DCT hash (pHash) of a 32×32 grey version: the sign of the 63
 * lowest-frequency coefficients against their median. Low frequencies barely move when a
 * picture is re-encoded or resized. What they do not survive is handled around them:
 * - mirror and quarter turns: the candidate is hashed in its 8 orientations;
 * - a 5 % crop or a 2° rotation: each stored photo keeps, besides its own hash, the hashes
 *   of its crops (centre 90 %, 95 % and 90 % from each side) and of its ±2° rotations;
 * - a border: uniform borders are trimmed before hashing.
 * Pure functions here, on the grey pixels pixels.ts decodes once (grid.ts).
 */
import { cut, regionOf, resizerLikeLibvips, scaleByArea, type GreyPicture } from './grid';

export const GRID = 32;
const BLOCK = 8;

/**
 * Two fingerprints this close (differing bits) are the same picture. Measured: every
 * transformed copy within 4, distinct photos 16 or more. Kept low on purpose: two
 * unrelated hashes fall within 6 bits with a chance of 4·10⁻¹² (within 12: 2·10⁻⁷, which
 * over the hundreds of thousands of fingerprints of a month would refuse honest photos).
 */
export const SAME_PICTURE_DISTANCE = 6;

const COSINES = Array.from({ length: BLOCK }, (_, u) =>
  Float64Array.from({ length: GRID }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * GRID))),
);

/** The 8 low-frequency rows × columns of the 2-D DCT of a GRID×GRID grey grid. */
function lowFrequencies(grid: ArrayLike<number>): Float64Array {
  const rows = new Float64Array(GRID * BLOCK);
  for (let y = 0; y < GRID; y += 1) {
    for (let v = 0; v < BLOCK; v += 1) {
      const cosine = COSINES[v] as Float64Array;
      let sum = 0;
      for (let x = 0; x < GRID; x += 1) sum += (grid[y * GRID + x] as number) * (cosine[x] as number);
      rows[y * BLOCK + v] = sum;
    }
  }
  const out = new Float64Array(BLOCK * BLOCK);
  for (let u = 0; u < BLOCK; u += 1) {
    const cosine = COSINES[u] as Float64Array;
    for (let v = 0; v < BLOCK; v += 1) {
      let sum = 0;
      for (let y = 0; y < GRID; y += 1) sum += (rows[y * BLOCK + v] as number) * (cosine[y] as number);
      out[u * BLOCK + v] = sum;
    }
  }
  return out;
}

/** The pHash of a GRID×GRID grey grid, as a signed 64-bit integer (PostgreSQL bigint). */
export function pHash(grid: ArrayLike<number>): bigint {
  const coefficients = lowFrequencies(grid);
  const ac = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = ac[Math.floor(ac.length / 2)] as number;
  let hash = 0n;
  for (let index = 1; index < BLOCK * BLOCK; index += 1)
    if ((coefficients[index] as number) > median) hash |= 1n << BigInt(index);
  return BigInt.asIntN(64, hash);
}

/**
 * The grid in one of its 8 orientations: `k` & 3 quarter turns, after a mirror when
 * `k` & 4. Orientation 0 is the grid itself.
 */
export function orient(grid: ArrayLike<number>, k: number): Float64Array {
  const out = new Float64Array(GRID * GRID);
  for (let y = 0; y < GRID; y += 1) {
    for (let x = 0; x < GRID; x += 1) {
      let sourceX = k & 4 ? GRID - 1 - x : x;
      let sourceY = y;
      for (let turn = 0; turn < (k & 3); turn += 1) {
        const previous = sourceX;
        sourceX = sourceY;
        sourceY = GRID - 1 - previous;
      }
      out[y * GRID + x] = grid[sourceY * GRID + sourceX] as number;
    }
  }
  return out;
}

/** The hashes a new photo is compared with: its grid in all 8 orientations. */
export function orientationHashes(grid: ArrayLike<number>): bigint[] {
  return Array.from({ length: 8 }, (_, k) => pHash(orient(grid, k)));
}

export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff) {
    diff &= diff - 1n;
    count += 1;
  }
  return count;
}

/** Crops whose hashes a stored photo keeps: [left, top, width, height] as shares. */
export const STORED_CROPS = [
  [0.05, 0.05, 0.9, 0.9],
  [0.05, 0, 0.95, 1],
  [0, 0, 0.95, 1],
  [0, 0.05, 1, 0.95],
  [0, 0, 1, 0.95],
  [0.1, 0, 0.9, 1],
  [0, 0, 0.9, 1],
  [0, 0.1, 1, 0.9],
  [0, 0, 1, 0.9],
] as const;
/** Rotations (degrees) whose hashes a stored photo keeps, centre-cropped to 90 %. */
export const STORED_ROTATIONS = [2, -2] as const;

/** Widths of the hash's bands, low bits first: 64 bits in five. */
const BAND_BITS = [13, 13, 13, 13, 12] as const;

/**
 * The hash cut in five bands. Two hashes within 4 bits agree on at least one band
 * (pigeonhole), so the lookup is five indexed equality tests per candidate; within 5 or
 * 6 bits they usually do too. Same cut as migration 0009.
 */
export function hashBands(hash: bigint): [number, number, number, number, number] {
  let rest = BigInt.asUintN(64, hash);
  return BAND_BITS.map((bits) => {
    const band = Number(rest & ((1n << BigInt(bits)) - 1n));
    rest >>= BigInt(bits);
    return band;
  }) as [number, number, number, number, number];
}

/**
 * Below `SAME_PICTURE_CORRELATION` two pictures whose hashes are close are different
 * shots (bench/photos.ts: photos of different cars in one bay, and of one car on different
 * days, 0.91 at most; a re-encoded, resized or mirrored copy 0.99 or more).
 */
export const SAME_PICTURE_CORRELATION = 0.97;

/** A GRID×GRID grey grid centred and scaled (mean 0, spread 1): light changes drop out. */
export function normalizeGrid(grid: ArrayLike<number>): Float64Array {
  const values = Float64Array.from(grid as ArrayLike<number>);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length) || 1;
  return values.map((value) => (value - mean) / spread);
}

/** The correlation of two normalized grids: 1 for the same picture. */
export function correlation(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index] as number) * (b[index] as number);
  return sum / a.length;
}

/** Whether `candidate` is `earlier` in one of its 8 orientations (a copy, resized or mirrored). */
export function isSamePicture(earlier: ArrayLike<number>, candidate: ArrayLike<number>): boolean {
  const reference = normalizeGrid(earlier);
  return Array.from({ length: 8 }, (_, k) => normalizeGrid(orient(candidate, k))).some(
    (oriented) => correlation(reference, oriented) >= SAME_PICTURE_CORRELATION,
  );
}

/** A line whose grey levels spread less than this is uniform (a frame, a flat band). */
const UNIFORM_LINE_STDEV = 3;
/** At most this share of each side is peeled. */
const MAX_BORDER_SHARE = 0.25;

/**
 * The box left once every uniform line along the edges is peeled (a frame added around a
 * photo, a flat band of sky). The four sides are peeled together, round after round, by
 * one rule: the box of a turned or mirrored copy is the same box turned or mirrored. (The
 * trim it replaces took the top-left pixel for the background: a flat band there moved a
 * photo's fingerprint by 22 bits from its turned copy's.)
 */
export function uniformBorderBox(
  data: ArrayLike<number>,
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number } {
  let [top, bottom, left, right] = [0, height, 0, width];
  const maxRows = Math.floor(height * MAX_BORDER_SHARE);
  const maxColumns = Math.floor(width * MAX_BORDER_SHARE);
  const uniform = (from: number, step: number, count: number) => {
    let sum = 0;
    let squares = 0;
    for (let index = 0, at = from; index < count; index += 1, at += step) {
      const value = data[at] as number;
      sum += value;
      squares += value * value;
    }
    const mean = sum / count;
    return squares / count - mean * mean < UNIFORM_LINE_STDEV ** 2;
  };
  for (;;) {
    const columns = right - left;
    const rows = bottom - top;
    const peelTop = top < maxRows && uniform(top * width + left, 1, columns);
    const peelBottom = height - bottom < maxRows && uniform((bottom - 1) * width + left, 1, columns);
    const peelLeft = left < maxColumns && uniform(top * width + left, width, rows);
    const peelRight = width - right < maxColumns && uniform(top * width + right - 1, width, rows);
    if (!peelTop && !peelBottom && !peelLeft && !peelRight) break;
    if (peelTop) top += 1;
    if (peelBottom) bottom -= 1;
    if (peelLeft) left += 1;
    if (peelRight) right -= 1;
  }
  return { left, top, width: right - left, height: bottom - top };
}

/** Fingerprints are taken on the picture at most this many pixels a side. */
export const FINGERPRINT_SIDE = 320;

export interface PhotoFingerprints {
  /** The photo and its centre in their 8 orientations: compared with stored fingerprints. */
  candidates: bigint[];
  /** Kept for later comparisons: the photo, its crops and its slight rotations. */
  stored: bigint[];
}

/**
 * The GRID×GRID grid a fingerprint is computed from: a region of the picture (shares of its
 * sides) after trimming its uniform border, as libvips makes it (every stored fingerprint
 * was), or by area where a side would grow (a picture ten times wider than high).
 */
function fingerprintGrid(
  picture: GreyPicture,
  resize: ReturnType<typeof resizerLikeLibvips>,
  shares: readonly [number, number, number, number] = [0, 0, 1, 1],
): ArrayLike<number> {
  const crop = regionOf(shares, picture.width, picture.height);
  const part = cut(picture, crop);
  const inside = uniformBorderBox(part.data, part.width, part.height);
  const region = { ...inside, left: crop.left + inside.left, top: crop.top + inside.top };
  return resize(GRID, GRID, region) ?? scaleByArea(picture, GRID, GRID, region);
}

/** The whole picture as a GRID×GRID grid (no trim, no crop): for isSamePicture. */
export function pictureGridOf(picture: GreyPicture): Float64Array {
  return scaleByArea(picture, GRID, GRID);
}

/**
 * A photo's fingerprints, from its grey pixels at most FINGERPRINT_SIDE a side and those
 * pixels turned by each of STORED_ROTATIONS (libvips turns them: the hashes were calibrated
 * on its interpolation).
 */
export function photoHashes(base: GreyPicture, turned: readonly GreyPicture[]): PhotoFingerprints {
  const resizeBase = resizerLikeLibvips(base);
  const cropGrids = STORED_CROPS.map((shares) => fingerprintGrid(base, resizeBase, shares));
  const rotations = turned.map((picture) =>
    pHash(fingerprintGrid(picture, resizerLikeLibvips(picture), [0.05, 0.05, 0.9, 0.9])),
  );
  // The candidate is also looked at without its edges (the first crop), where a rotation
  // leaves corners.
  const whole = fingerprintGrid(base, resizeBase);
  const centre = cropGrids[0] as ArrayLike<number>;
  const candidates = [...orientationHashes(whole), ...orientationHashes(centre)];
  return { candidates, stored: [candidates[0] as bigint, ...cropGrids.map(pHash), ...rotations] };
}
