/**
 * Whether a picture shows a scene a camera filmed: pure measures on its grey pixels (at the
 * stored size, at most 800 pixels a side) and the rule that judges them. Calibrated on the
 * honest photos of bench/photos.ts (none refused) and the pictures of issue 31 (all refused);
 * see docs/decisions/0023-hostile-files-and-guesses.md.
 */

export interface GreyPixels {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

export interface SceneMeasures {
  /** The grey levels' spread. */
  spread: number;
  /** The fine detail's spread: the Laplacian's at the picture's own size. */
  detail: number;
  /** How alike horizontally neighbouring pixels are (their correlation). */
  neighbours: number;
  /** The median of the Laplacian's size: 0 when most of the picture has no texture at all. */
  texture: number;
  /**
   * The detail at the two finest halvings against that at the third, the sensor's grain
   * taken away: a picture enlarged from a small one has nothing at its own fine scales.
   */
  fineDetailShare: number;
  /**
   * The share of the strong edges that run exactly along the rows or columns (within about
   * 11°): blocks' edges all do, a photo's mostly do not. 0 without enough strong edges.
   */
  squareEdges: number;
}

/** Below this spread of grey levels a picture is blank (a wall, a lens cap, a flat colour). */
const BLANK_STDEV = 3;
/**
 * Below this correlation between neighbouring pixels a picture is noise: a scene's
 * neighbours are alike (honest bay photos 0.989 and more), random RGB noise's are not
 * (0.01), nor grey 128 ± 8 noise's (0.33).
 */
const NOISE_NEIGHBOURS = 0.6;
/**
 * Below this much fine detail a picture is a small one enlarged: a real photo, even at
 * night, keeps edges and sensor grain (honest photos 5 and more, a thumbnail enlarged ×10
 * below 2).
 */
const ENLARGED_DETAIL = 2.5;
/**
 * Below this share a picture was enlarged from below 320×240. Measured: honest bay photos
 * 0.43 and more, blurred ones (soft focus) 0.34; 80×60, 160×120 and 240×180 pictures
 * enlarged with or without grain 0.28 and less.
 */
const FINE_DETAIL_SHARE = 0.31;
/** The share is judged from this size up: below, the halvings leave too few pixels. */
const FINE_DETAIL_MIN_SIDE = 640;

/**
 * Above this share of square edges a picture is coarse blocks, grain or not. Measured:
 * honest bay photos (a sign, a floor line, a car) 0.79 and less, photos 0.42, coarse random
 * blocks from 8×6 to 48×36, with or without grain, 0.88 and more.
 */
const SQUARE_EDGES = 0.85;

/** What is wrong with a picture that shows no scene, or null when it shows one. */
export function judgeScene(
  measures: SceneMeasures,
  size: { width: number; height: number },
): 'blank' | 'enlarged' | null {
  // Noise shows nothing either: refused as blank (the same words to the member).
  if (measures.spread < BLANK_STDEV || measures.neighbours < NOISE_NEIGHBOURS) return 'blank';
  if (measures.detail < ENLARGED_DETAIL) return 'enlarged';
  // More than half of the picture without any texture: coarse flat blocks, a drawing.
  // A camera's sensor grain never leaves that much perfectly flat.
  if (measures.texture === 0 || measures.squareEdges > SQUARE_EDGES) return 'enlarged';
  if (
    Math.max(size.width, size.height) >= FINE_DETAIL_MIN_SIDE &&
    measures.fineDetailShare < FINE_DETAIL_SHARE
  )
    return 'enlarged';
  return null;
}

/** Each value with its right-hand neighbour: their correlation. */
function neighbourCorrelation({ data, width, height }: GreyPixels): number {
  let [sumA, sumB, sumAA, sumBB, sumAB, count] = [0, 0, 0, 0, 0, 0];
  for (let y = 0; y < height; y += 1)
    for (let at = y * width, end = at + width - 1; at < end; at += 1) {
      const [a, b] = [data[at] as number, data[at + 1] as number];
      sumA += a;
      sumB += b;
      sumAA += a * a;
      sumBB += b * b;
      sumAB += a * b;
      count += 1;
    }
  if (count === 0) return 1;
  const [meanA, meanB] = [sumA / count, sumB / count];
  const spread = Math.sqrt((sumAA / count - meanA ** 2) * (sumBB / count - meanB ** 2));
  // A flat picture has no spread: it is "blank" for the spread test, not noise.
  return spread === 0 ? 1 : (sumAB / count - meanA * meanB) / spread;
}

function standardDeviation({ data }: GreyPixels): number {
  let [sum, squares] = [0, 0];
  for (let index = 0; index < data.length; index += 1) {
    const value = data[index] as number;
    sum += value;
    squares += value * value;
  }
  const count = Math.max(1, data.length);
  return Math.sqrt(Math.max(0, squares / count - (sum / count) ** 2));
}

/** The picture at half its size, each pixel the mean of four. */
function halve(level: GreyPixels): GreyPixels {
  const width = level.width >> 1;
  const height = level.height >> 1;
  const data = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = 2 * y * level.width + 2 * x;
      data[y * width + x] =
        ((level.data[at] as number) +
          (level.data[at + 1] as number) +
          (level.data[at + level.width] as number) +
          (level.data[at + level.width + 1] as number)) /
        4;
    }
  return { data, width, height };
}

/** Histogram steps: a halving's values are quarters of the level above's. */
const MEDIAN_STEPS_PER_UNIT = 4;
const MAX_LAPLACIAN = 4 * 255;

/** The Laplacian's root mean square, and the median of its size. */
function laplacian({ data, width, height }: GreyPixels): { rms: number; median: number } {
  const histogram = new Uint32Array(MAX_LAPLACIAN * MEDIAN_STEPS_PER_UNIT + 1);
  let [squares, count] = [0, 0];
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const value =
        (data[at - 1] as number) +
        (data[at + 1] as number) +
        (data[at - width] as number) +
        (data[at + width] as number) -
        4 * (data[at] as number);
      squares += value * value;
      count += 1;
      histogram[Math.min(histogram.length - 1, Math.round(Math.abs(value) * MEDIAN_STEPS_PER_UNIT))]! += 1;
    }
  if (count === 0) return { rms: 0, median: 0 };
  let [seen, step] = [0, 0];
  while (step < histogram.length - 1 && (seen += histogram[step]!) <= count / 2) step += 1;
  return { rms: Math.sqrt(squares / count), median: step / MEDIAN_STEPS_PER_UNIT };
}

/** A strong edge: a step of this many grey levels across two pixels. */
const STRONG_EDGE = 40;
/** Fewer strong edges than this share of the pixels say nothing about their direction. */
const FEW_EDGES = 0.002;
/** An edge is square when its gradient's smaller part is below this share of the larger. */
const SQUARE_SLOPE = 0.2;

function squareEdgeShare({ data, width, height }: GreyPixels): number {
  let [strong, square] = [0, 0];
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const across = Math.abs((data[at + 1] as number) - (data[at - 1] as number));
      const down = Math.abs((data[at + width] as number) - (data[at - width] as number));
      if (across * across + down * down < STRONG_EDGE * STRONG_EDGE) continue;
      strong += 1;
      if (Math.min(across, down) < SQUARE_SLOPE * Math.max(across, down)) square += 1;
    }
  return strong < FEW_EDGES * width * height ? 0 : square / strong;
}

/** A normal spread from a median absolute value. */
const MEDIAN_TO_DEVIATION = 1.4826;

export function measureScene(picture: GreyPixels): SceneMeasures {
  const levels = [picture];
  while (levels.length < 4) levels.push(halve(levels[levels.length - 1]!));
  const edges = levels.map(laplacian);
  // The grain is white: each halving divides it by two. It is read at the first halving,
  // where it is least touched by the JPEG encoding, and taken away from each level's detail.
  const grain = MEDIAN_TO_DEVIATION * edges[1]!.median;
  const grainAt = (level: number) =>
    level === 0 ? MEDIAN_TO_DEVIATION * edges[0]!.median : grain / 2 ** (level - 1);
  const signal = edges.map(({ rms }, level) => Math.sqrt(Math.max(0, rms ** 2 - grainAt(level) ** 2)));
  const coarse = signal[3]!;
  return {
    spread: standardDeviation(picture),
    detail: edges[0]!.rms,
    neighbours: neighbourCorrelation(picture),
    texture: edges[0]!.median,
    fineDetailShare: coarse === 0 ? 1 : Math.min(signal[1]!, signal[2]!) / coarse,
    squareEdges: squareEdgeShare(picture),
  };
}
