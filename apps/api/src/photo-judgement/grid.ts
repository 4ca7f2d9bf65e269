/**
 * Grey pictures in memory, and the operations the photo checks make on them: cut a region,
 * scale it down by area or exactly as libvips does. Pure JavaScript: a wash used to make 17
 * trips through libvips for its fingerprints, each about 1.5 ms of work for a 32×32 result
 * (most of it building the masks) and 0.8 ms of JavaScript; now 3 (docs/decisions/0034).
 */

export interface GreyPicture {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A region given as shares [left, top, width, height] of the picture, whatever the rounding. */
export function regionOf(
  shares: readonly [number, number, number, number],
  width: number,
  height: number,
): Region {
  const left = Math.min(width - 1, Math.round(width * shares[0]));
  const top = Math.min(height - 1, Math.round(height * shares[1]));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(width * shares[2]))),
    height: Math.max(1, Math.min(height - top, Math.round(height * shares[3]))),
  };
}

/**
 * For each of `cells` cells along a line of `length` pixels: the pixels it covers and how
 * much of each (an exact box filter: every pixel counts for the share of it inside the cell).
 */
function coverage(length: number, cells: number) {
  const scale = length / cells;
  const first = new Int32Array(cells);
  const weights: Float64Array[] = [];
  for (let cell = 0; cell < cells; cell += 1) {
    const start = cell * scale;
    const end = start + scale;
    const from = Math.floor(start);
    const to = Math.min(length, Math.ceil(end));
    const cellWeights = new Float64Array(Math.max(1, to - from));
    for (let pixel = from; pixel < to; pixel += 1)
      cellWeights[pixel - from] = (Math.min(end, pixel + 1) - Math.max(start, pixel)) / scale;
    first[cell] = from;
    weights.push(cellWeights);
  }
  return { first, weights };
}

/**
 * A region of the picture scaled to `width`×`height` by area: each new pixel the mean of
 * the old ones under it (downscaling keeps every pixel's weight; a perceptual hash's low
 * frequencies are those of the picture).
 */
export function scaleByArea(
  picture: GreyPicture,
  width: number,
  height: number,
  region: Region = { left: 0, top: 0, width: picture.width, height: picture.height },
): Float64Array {
  const columns = coverage(region.width, width);
  const rows = coverage(region.height, height);
  const { data } = picture;
  // Rows first: each source row of the region reduced to `width` values.
  const narrowed = new Float64Array(region.height * width);
  for (let y = 0; y < region.height; y += 1) {
    const rowStart = (region.top + y) * picture.width + region.left;
    for (let x = 0; x < width; x += 1) {
      const cellWeights = columns.weights[x] as Float64Array;
      const from = rowStart + (columns.first[x] as number);
      let sum = 0;
      for (let k = 0; k < cellWeights.length; k += 1)
        sum += (data[from + k] as number) * (cellWeights[k] as number);
      narrowed[y * width + x] = sum;
    }
  }
  const out = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const cellWeights = rows.weights[y] as Float64Array;
    const from = rows.first[y] as number;
    for (let k = 0; k < cellWeights.length; k += 1) {
      const weight = cellWeights[k] as number;
      const source = (from + k) * width;
      for (let x = 0; x < width; x += 1)
        out[y * width + x] = (out[y * width + x] as number) + (narrowed[source + x] as number) * weight;
    }
  }
  return out;
}

/** A region's pixels as a picture of their own (bytes stay bytes: rows copied natively). */
export function cut(picture: Plane, region: Region): Plane;
export function cut(picture: GreyPicture, region: Region): GreyPicture;
export function cut(picture: GreyPicture, region: Region): GreyPicture {
  const { data: source, width: stride } = picture;
  if (source instanceof Uint8Array) {
    const data = new Uint8Array(region.width * region.height);
    for (let y = 0; y < region.height; y += 1) {
      const start = (region.top + y) * stride + region.left;
      data.set(source.subarray(start, start + region.width), y * region.width);
    }
    return { data, width: region.width, height: region.height };
  }
  const data = new Float64Array(region.width * region.height);
  for (let y = 0; y < region.height; y += 1) {
    const start = (region.top + y) * stride + region.left;
    for (let x = 0; x < region.width; x += 1) data[y * region.width + x] = source[start + x] as number;
  }
  return { data, width: region.width, height: region.height };
}

/**
 * libvips' resize of a one-band 8-bit picture, step for step (libvips 8.18: `resize.c`,
 * `shrinkv.c`/`shrinkh.c`, `reducev.cpp`/`reduceh.cpp`, `templates.h`), because the
 * fingerprints of every stored photo were computed by it: reproduced to the grey level, they
 * stay comparable. Each axis (vertical first) is shrunk by the largest whole factor leaving
 * at least twice the target (a box mean in fixed point), then reduced by the rest with a
 * Lanczos-3 mask from a table of 65 sub-pixel positions, in 12-bit fixed point. Checked
 * against sharp on random sizes (grey-pictures.test.ts). Reduction only: null when a side
 * would grow (the caller then scales by area).
 */
export function resizeLikeLibvips(
  picture: GreyPicture,
  width: number,
  height: number,
  region: Region = { left: 0, top: 0, width: picture.width, height: picture.height },
): Uint8Array | null {
  return resizerLikeLibvips(picture)(width, height, region);
}

/**
 * resizeLikeLibvips for many regions of one picture. The vertical pass (the larger part of
 * the work) treats each column alone, so regions with the same rows share it: it runs once
 * on the picture's whole width, and each region takes its columns. A photo's 10 grids need 6
 * (docs/decisions/0034).
 */
export function resizerLikeLibvips(picture: GreyPicture) {
  const bytes = picture.data instanceof Uint8Array ? picture.data : Uint8Array.from(picture.data);
  const verticals = new Map<string, Plane>();
  return (
    width: number,
    height: number,
    region: Region = { left: 0, top: 0, width: picture.width, height: picture.height },
  ): Uint8Array | null => {
    if (region.width < width || region.height < height) return null;
    const key = `${region.top}:${region.height}:${height}`;
    let rows = verticals.get(key);
    if (!rows) {
      const start = region.top * picture.width;
      const band = {
        data: bytes.subarray(start, start + region.height * picture.width),
        width: picture.width,
        height: region.height,
      };
      // sharp asks libvips for scale 1 / (in / out); libvips reduces by 1 / scale.
      rows = reduceAxis(band, 1 / (1 / (region.height / height)), 'vertical');
      verticals.set(key, rows);
    }
    const columns =
      region.left === 0 && region.width === rows.width
        ? rows
        : cut(rows, { left: region.left, top: 0, width: region.width, height: rows.height });
    return reduceAxis(columns, 1 / (1 / (region.width / width)), 'horizontal').data;
  };
}

/** 8-bit grey pixels, row after row. */
interface Plane {
  data: Uint8Array;
  width: number;
  height: number;
}

type Axis = 'horizontal' | 'vertical';

const TRANSFORM_SCALE = 64;
const INTERPOLATE_SHIFT = 12;
const INTERPOLATE_SCALE = 1 << INTERPOLATE_SHIFT;
const GAP = 2;

/** C's rint(): halves go to the even neighbour. */
function rint(value: number): number {
  const floor = Math.floor(value);
  const rest = value - floor;
  if (rest > 0.5) return floor + 1;
  if (rest < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

const sinc = (x: number) => (x === 0 ? 1 : Math.sin(x * Math.PI) / (x * Math.PI));
const lanczos3 = (x: number) => (x >= -3 && x <= 3 ? sinc(x) * sinc(x / 3) : 0);

/** Masks by taps and factor: a wash's crops share a few sizes. */
const maskTables = new Map<string, Int16Array[]>();

/** The fixed-point Lanczos-3 masks of `points` taps for each of 65 sub-pixel positions. */
function lanczosMasks(points: number, shrink: number): Int16Array[] {
  const key = `${points}:${shrink}`;
  const known = maskTables.get(key);
  if (known) return known;
  const scale = 1 / shrink;
  const table = Array.from({ length: TRANSFORM_SCALE + 1 }, (_, position) => {
    const half = position / TRANSFORM_SCALE + points / 2 - 1;
    const weights = new Float64Array(points);
    let sum = 0;
    for (let i = 0; i < points; i += 1) {
      weights[i] = lanczos3((i - half) * scale);
      sum += weights[i] as number;
    }
    const mask = new Int16Array(points);
    // C's (short) cast truncates toward zero.
    for (let i = 0; i < points; i += 1)
      mask[i] = Math.trunc(((weights[i] as number) / sum) * INTERPOLATE_SCALE);
    return mask;
  });
  if (maskTables.size > 256) maskTables.clear();
  maskTables.set(key, table);
  return table;
}

/**
 * One axis from `length` to round(length / shrink) values: for each output, where its taps
 * start (they may run past an edge: the picture is padded by copies of its edge pixels) and
 * its mask.
 */
function reduceAxis(plane: Plane, shrink: number, axis: Axis): Plane {
  const length = axis === 'horizontal' ? plane.width : plane.height;
  const out = Math.floor(length / shrink + 0.5);
  let extra = out * shrink - length;
  let residual = shrink;
  let current = plane;
  const whole = Math.max(1, Math.floor(length / out / GAP));
  if (whole > 1) {
    current = boxShrink(plane, whole, axis);
    residual /= whole;
    extra /= whole;
  }
  if (residual === 1) return current;
  const points = 2 * rint(3 * residual) + 1;
  const offset = (1 + extra) / 2 - 1;
  const masks = lanczosMasks(points, residual);
  const before = Math.ceil(points / 2) - 1;
  const inLength = axis === 'horizontal' ? current.width : current.height;
  const starts = new Int32Array(out);
  const chosen: Int16Array[] = [];
  let position = 0.5 * residual - 0.5 - offset;
  for (let index = 0; index < out; index += 1) {
    starts[index] = Math.trunc(position) - before;
    const step = Math.trunc(position * TRANSFORM_SCALE * 2) & (TRANSFORM_SCALE * 2 - 1);
    chosen.push(masks[(step + 1) >> 1] as Int16Array);
    position += residual;
  }
  const clamp = (at: number) => (at < 0 ? 0 : at >= inLength ? inLength - 1 : at);
  const round = (sum: number) => {
    const value = (sum + (INTERPOLATE_SCALE >> 1)) >> INTERPOLATE_SHIFT;
    return value < 0 ? 0 : value > 255 ? 255 : value;
  };
  const { data, width } = current;
  if (axis === 'horizontal') {
    const result = new Uint8Array(out * current.height);
    for (let y = 0; y < current.height; y += 1)
      for (let x = 0; x < out; x += 1) {
        const mask = chosen[x] as Int16Array;
        const start = starts[x] as number;
        let sum = 0;
        for (let i = 0; i < points; i += 1)
          sum += (mask[i] as number) * (data[y * width + clamp(start + i)] as number);
        result[y * out + x] = round(sum);
      }
    return { data: result, width: out, height: current.height };
  }
  const result = new Uint8Array(width * out);
  const sums = new Int32Array(width);
  for (let y = 0; y < out; y += 1) {
    const mask = chosen[y] as Int16Array;
    const start = starts[y] as number;
    sums.fill(0);
    for (let i = 0; i < points; i += 1) {
      const weight = mask[i] as number;
      const row = clamp(start + i) * width;
      for (let x = 0; x < width; x += 1) sums[x] = (sums[x] as number) + weight * (data[row + x] as number);
    }
    for (let x = 0; x < width; x += 1) result[y * width + x] = round(sums[x] as number);
  }
  return { data: result, width, height: out };
}

/** The mean of each `factor` neighbours along an axis, the last group padded by the edge. */
function boxShrink(plane: Plane, factor: number, axis: Axis): Plane {
  const multiplier = Math.floor(2 ** 32 / (256 * factor));
  const amend = factor >> 1;
  // (sum + amend) × multiplier stays below 2³², the quotient below 256; times 2⁻²⁴ is exact,
  // and cheaper than dividing.
  const mean = (sum: number) => Math.floor((sum + amend) * multiplier * 2 ** -24);
  const { data, width, height } = plane;
  if (axis === 'horizontal') {
    const out = Math.ceil(width / factor);
    const result = new Uint8Array(out * height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0, at = y * width, rowEnd = at + width - 1; x < out; x += 1) {
        let sum = 0;
        for (let k = 0; k < factor; k += 1, at += 1) sum += data[at < rowEnd ? at : rowEnd] as number;
        result[y * out + x] = mean(sum);
      }
    return { data: result, width: out, height };
  }
  const out = Math.ceil(height / factor);
  const result = new Uint8Array(width * out);
  const rows = new Int32Array(factor);
  for (let y = 0; y < out; y += 1) {
    for (let k = 0; k < factor; k += 1) rows[k] = Math.min(height - 1, y * factor + k) * width;
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let k = 0; k < factor; k += 1) sum += data[(rows[k] as number) + x] as number;
      result[y * width + x] = mean(sum);
    }
  }
  return { data: result, width, height: out };
}
