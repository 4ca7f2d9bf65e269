/**
 * libvips' conversion of 8-bit sRGB to grey (`colourspace('b-w')`, libvips 8.18:
 * `LabQ2sRGB.c` `calcul_tables` and `vips_col_scRGB2BW`, reached through `sRGB2scRGB` and
 * `scRGB2BW`), to the grey level. A wash photo's scene and grid are measured on these
 * levels; making them here lets its JPEG be decoded once for every check (docs/decisions/0034).
 *
 * libvips makes each band linear through a table, sums the weighted bands in single
 * precision, then makes the luminance sRGB again by interpolating in the reverse table. Done
 * pixel by pixel in JavaScript, every single-precision step costs a `Math.fround` (15 ms for
 * 800×600). Instead: red + green comes from a 65,536-entry table, and since the level only
 * grows with the luminance, it is read off the 255 luminances where it steps up, found once
 * by bisection. `srgb-grey.test.ts` compares all 16,777,216 colours with sharp.
 */
const f = Math.fround;
const MAX = 255;

/** C's rintf() for the values met here: halves go to the even neighbour. */
function rint(value: number): number {
  const floor = Math.floor(value);
  if (value - floor !== 0.5) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
}

/** sRGB level → linear light (libvips' `vips_v2Y_8`), times each band's weight. */
const [redShare, greenShare, blueShare] = [
  new Float32Array(256),
  new Float32Array(256),
  new Float32Array(256),
];
/** Linear light × 255 → sRGB level (libvips' `vips_Y2v_8`, with its extra last element). */
const toLevel = new Int32Array(MAX + 2);
{
  const gammaPower = f(f(1) / f(2.4));
  const [a, offset, slope] = [f(f(1) + f(0.055)), f(0.055), f(12.92)];
  for (let level = 0; level <= MAX; level += 1) {
    const share = f(level / MAX);
    const encoded = share <= 0.0031308 ? f(slope * share) : f(f(a * f(Math.pow(share, gammaPower))) - offset);
    toLevel[level] = rint(f(MAX * encoded));
    const linear = share <= 0.04045 ? f(share / slope) : f(Math.pow(f(f(share + offset) / a), f(2.4)));
    redShare[level] = f(f(0.2126) * linear);
    greenShare[level] = f(f(0.7152) * linear);
    blueShare[level] = f(f(0.0722) * linear);
  }
  toLevel[MAX + 1] = toLevel[MAX] as number;
}

/** The grey level of a luminance, operation for operation as `vips_col_scRGB2BW` makes it. */
function levelOfLuminance(luminance: number): number {
  let scaled = f(luminance * MAX);
  scaled = scaled < 0 ? 0 : scaled > MAX ? MAX : scaled;
  const index = scaled | 0;
  const below = toLevel[index] as number;
  return rint(f(below + f(((toLevel[index + 1] as number) - below) * f(scaled - index))));
}

// A single-precision number and its bits: positive floats order like their bits.
const float = new Float32Array(1);
const bits = new Int32Array(float.buffer);
const floatOfBits = (value: number) => {
  bits[0] = value;
  return float[0] as number;
};

/** Red's and green's shares summed in single precision, by (red << 8) | green. */
const redGreen = new Float32Array(256 * 256);
for (let red = 0; red < 256; red += 1)
  for (let green = 0; green < 256; green += 1)
    redGreen[(red << 8) | green] = (redShare[red] as number) + (greenShare[green] as number);

/** Luminances are under 2.0, whose bits are these. */
const BITS_OF_TWO = 0x40000000;
/** stepBits[k]: the bits of the smallest luminance of level k or more (k = 1…255). */
const stepBits = new Int32Array(MAX + 2);
for (let level = 1; level <= MAX; level += 1) {
  let [low, high] = [0, BITS_OF_TWO];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (levelOfLuminance(floatOfBits(middle)) >= level) high = middle;
    else low = middle + 1;
  }
  stepBits[level] = low;
}
stepBits[MAX + 1] = 0x7fffffff;

/**
 * The level at the start of each bucket of 2^15 neighbouring floats (1/256 of an octave): a
 * bucket holds at most one step (checked here), so one comparison finishes the lookup.
 */
const BUCKET_SHIFT = 15;
const bucketLevel = new Uint8Array((BITS_OF_TWO >>> BUCKET_SHIFT) + 1);
for (let bucket = 0, level = 0; bucket < bucketLevel.length; bucket += 1) {
  const start = bucket << BUCKET_SHIFT;
  while (level < MAX && (stepBits[level + 1] as number) <= start) level += 1;
  bucketLevel[bucket] = level;
  if (level + 2 <= MAX && (stepBits[level + 2] as number) < start + (1 << BUCKET_SHIFT))
    throw new Error('srgb-grey: two grey levels in one bucket');
}

/** The grey levels of `pixels` RGB pixels (three bytes each), as libvips makes them. */
export function greyFromRgb(rgb: Uint8Array, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  for (let pixel = 0, at = 0; pixel < pixels; pixel += 1, at += 3) {
    // Stored as single precision: the sum rounded as libvips' float addition rounds it.
    float[0] =
      (redGreen[((rgb[at] as number) << 8) | (rgb[at + 1] as number)] as number) +
      (blueShare[rgb[at + 2] as number] as number);
    const luminance = bits[0] as number;
    const level = bucketLevel[luminance >>> BUCKET_SHIFT] as number;
    // One more when the luminance reaches the next step (the sign bit of the difference).
    grey[pixel] = level + (((stepBits[level + 1] as number) - 1 - luminance) >>> 31);
  }
  return grey;
}
