/**
 * libvips' conversion of 8-bit sRGB to grey (`colourspace('b-w')`, libvips 8.18:
 * `LabQ2sRGB.c` `calcul_tables` and `vips_col_scRGB2BW`, reached through `sRGB2scRGB` and
 * `scRGB2BW`), reproduced operation for operation in single precision: each pixel made
 * linear through a table, the luminance taken, and made sRGB again by interpolating in the
 * reverse table. The scene measures and the pictures' grids were calibrated on its grey
 * levels; `srgb-grey.test.ts` compares all 16,777,216 colours with sharp. In JavaScript it
 * costs a third of libvips' conversion, which runs in floats over three bands
 * (docs/decisions/0034).
 */
const f = Math.fround;

/** C's rintf() for the values met here: halves go to the even neighbour. */
function rint(value: number): number {
  const floor = Math.floor(value);
  const rest = value - floor;
  if (rest !== 0.5) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
}

const MAX = 255;
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

/** The grey levels of `pixels` RGB pixels (three bytes each), as libvips makes them. */
export function greyFromRgb(rgb: Uint8Array, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  for (let pixel = 0, at = 0; pixel < pixels; pixel += 1, at += 3) {
    const luminance = f(f(redShare[rgb[at]!]! + greenShare[rgb[at + 1]!]!) + blueShare[rgb[at + 2]!]!);
    let scaled = f(luminance * MAX);
    scaled = scaled < 0 ? 0 : scaled > MAX ? MAX : scaled;
    const index = scaled | 0;
    const below = toLevel[index]!;
    const value = f(below + f((toLevel[index + 1]! - below) * f(scaled - index)));
    grey[pixel] = rint(value);
  }
  return grey;
}
