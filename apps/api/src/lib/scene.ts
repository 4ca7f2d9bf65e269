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

/**
 * A level of the picture's pyramid below the first, in whole numbers: each value is `scale`
 * times the mean grey level it stands for (a halving sums four pixels instead of averaging
 * them). Sums of whole numbers are exact in any order, so the measures are those of the
 * averages to the last bit; and one typed array per loop keeps the loops monomorphic.
 */
interface Level {
  data: Int32Array;
  width: number;
  height: number;
  scale: number;
}

/** |value| without a branch: on a photo the sign of a difference is a coin toss. */
const magnitude = (value: number) => {
  const sign = value >> 31;
  return (value ^ sign) - sign;
};

/** Histogram steps: a halving's values are quarters of the level above's. */
const MEDIAN_STEPS_PER_UNIT = 4;
const MAX_LAPLACIAN = 4 * 255;
const LAST_STEP = MAX_LAPLACIAN * MEDIAN_STEPS_PER_UNIT;

/** The median of the Laplacian's size, in grey levels, from its histogram of `count` values. */
function histogramMedian(histogram: Uint32Array, count: number): number {
  let [seen, step] = [0, 0];
  while (step < LAST_STEP && (seen += histogram[step]!) <= count / 2) step += 1;
  return step / MEDIAN_STEPS_PER_UNIT;
}

/** A strong edge: a step of this many grey levels across two pixels. */
const STRONG_EDGE = 40;
/** Fewer strong edges than this share of the pixels say nothing about their direction. */
const FEW_EDGES = 0.002;
/** An edge is square when its gradient's smaller part is below this share of the larger. */
const SQUARE_SLOPE = 0.2;

interface FirstLevelMeasures {
  spread: number;
  neighbours: number;
  laplacian: { rms: number; median: number };
  squareEdges: number;
}

/**
 * Everything measured on the picture at its own size, in two passes over its bytes (the
 * whole of measureScene took 10.6 ms for 800×600 in separate passes, 5.3 ms now: decision 0034).
 */
function measureFirstLevel({
  data,
  width,
  height,
}: {
  data: Uint8Array;
  width: number;
  height: number;
}): FirstLevelMeasures {
  // Every pixel: the grey levels' sums, and each pixel times its right-hand neighbour.
  let [sum, squares, products, firstColumn, firstSquares, lastColumn, lastSquares] = [0, 0, 0, 0, 0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * width;
    const rowEnd = rowStart + width - 1;
    for (let at = rowStart; at < rowEnd; at += 1) {
      const value = data[at]!;
      sum += value;
      squares += value * value;
      products += value * data[at + 1]!;
    }
    const [first, last] = [data[rowStart]!, data[rowEnd]!];
    sum += last;
    squares += last * last;
    firstColumn += first;
    firstSquares += first * first;
    lastColumn += last;
    lastSquares += last * last;
  }
  // Inside the frame: the Laplacian and the direction of the strong edges.
  const histogram = new Uint32Array(LAST_STEP + 1);
  let [laplacianSquares, strong, square] = [0, 0, 0];
  for (let y = 1; y < height - 1; y += 1)
    for (let at = y * width + 1, end = y * width + width - 1; at < end; at += 1) {
      const left = data[at - 1]!;
      const right = data[at + 1]!;
      const up = data[at - width]!;
      const down = data[at + width]!;
      const value = left + right + up + down - 4 * data[at]!;
      laplacianSquares += value * value;
      histogram[magnitude(value) * MEDIAN_STEPS_PER_UNIT]! += 1;
      const across = magnitude(right - left);
      const along = magnitude(down - up);
      if (across * across + along * along < STRONG_EDGE * STRONG_EDGE) continue;
      strong += 1;
      if (Math.min(across, along) < SQUARE_SLOPE * Math.max(across, along)) square += 1;
    }
  const count = Math.max(1, width * height);
  const pairs = (width - 1) * height;
  const interior = Math.max(0, width - 2) * Math.max(0, height - 2);
  return {
    spread: Math.sqrt(Math.max(0, squares / count - (sum / count) ** 2)),
    neighbours: pairCorrelation(pairs, {
      sumA: sum - lastColumn,
      sumB: sum - firstColumn,
      sumAA: squares - lastSquares,
      sumBB: squares - firstSquares,
      sumAB: products,
    }),
    laplacian:
      interior === 0
        ? { rms: 0, median: 0 }
        : { rms: Math.sqrt(laplacianSquares / interior), median: histogramMedian(histogram, interior) },
    squareEdges: strong < FEW_EDGES * width * height ? 0 : square / strong,
  };
}

/** The correlation of `count` pairs (a, b) from their sums. */
function pairCorrelation(
  count: number,
  { sumA, sumB, sumAA, sumBB, sumAB }: Record<'sumA' | 'sumB' | 'sumAA' | 'sumBB' | 'sumAB', number>,
): number {
  if (count <= 0) return 1;
  const [meanA, meanB] = [sumA / count, sumB / count];
  const spread = Math.sqrt((sumAA / count - meanA ** 2) * (sumBB / count - meanB ** 2));
  // A flat picture has no spread: it is "blank" for the spread test, not noise.
  return spread === 0 ? 1 : (sumAB / count - meanA * meanB) / spread;
}

/** The picture's bytes at half their size, each value the sum of four. */
function halveBytes({
  data: above,
  width: aboveWidth,
  height: aboveHeight,
}: {
  data: Uint8Array;
  width: number;
  height: number;
}): Level {
  const [width, height] = [aboveWidth >> 1, aboveHeight >> 1];
  const data = new Int32Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0, at = 2 * y * aboveWidth, out = y * width; x < width; x += 1, at += 2, out += 1)
      data[out] = above[at]! + above[at + 1]! + above[at + aboveWidth]! + above[at + aboveWidth + 1]!;
  return { data, width, height, scale: 4 };
}

/** A level at half its size, each value the sum of four. */
function halve(level: Level): Level {
  const [width, height] = [level.width >> 1, level.height >> 1];
  const { data: above, width: aboveWidth } = level;
  const data = new Int32Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0, at = 2 * y * aboveWidth, out = y * width; x < width; x += 1, at += 2, out += 1)
      data[out] = above[at]! + above[at + 1]! + above[at + aboveWidth]! + above[at + aboveWidth + 1]!;
  return { data, width, height, scale: level.scale * 4 };
}

/** The Laplacian's root mean square, and the median of its size, in grey levels. */
function laplacian({ data, width, height, scale }: Level): { rms: number; median: number } {
  const histogram = new Uint32Array(LAST_STEP + 1);
  const stepsPerValue = MEDIAN_STEPS_PER_UNIT / scale;
  let squares = 0;
  for (let y = 1; y < height - 1; y += 1)
    for (let at = y * width + 1, end = y * width + width - 1; at < end; at += 1) {
      const value = data[at - 1]! + data[at + 1]! + data[at - width]! + data[at + width]! - 4 * data[at]!;
      squares += value * value;
      const step = Math.round(magnitude(value) * stepsPerValue);
      histogram[step < LAST_STEP ? step : LAST_STEP]! += 1;
    }
  const count = Math.max(0, width - 2) * Math.max(0, height - 2);
  if (count === 0) return { rms: 0, median: 0 };
  return { rms: Math.sqrt(squares / (scale * scale) / count), median: histogramMedian(histogram, count) };
}

/** A normal spread from a median absolute value. */
const MEDIAN_TO_DEVIATION = 1.4826;

/** The measures of a picture's grey levels (bytes: whole numbers from 0 to 255). */
export function measureScene(picture: GreyPixels): SceneMeasures {
  const bytes = picture.data instanceof Uint8Array ? picture.data : Uint8Array.from(picture.data);
  const first = measureFirstLevel({ ...picture, data: bytes });
  const halvings = [halveBytes({ ...picture, data: bytes })];
  while (halvings.length < 3) halvings.push(halve(halvings[halvings.length - 1]!));
  const edges = [first.laplacian, ...halvings.map(laplacian)];
  // The grain is white: each halving divides it by two. It is read at the first halving,
  // where it is least touched by the JPEG encoding, and taken away from each level's detail.
  const grain = MEDIAN_TO_DEVIATION * edges[1]!.median;
  const grainAt = (level: number) =>
    level === 0 ? MEDIAN_TO_DEVIATION * edges[0]!.median : grain / 2 ** (level - 1);
  const signal = edges.map(({ rms }, level) => Math.sqrt(Math.max(0, rms ** 2 - grainAt(level) ** 2)));
  const coarse = signal[3]!;
  return {
    spread: first.spread,
    detail: edges[0]!.rms,
    neighbours: first.neighbours,
    texture: edges[0]!.median,
    fineDetailShare: coarse === 0 ? 1 : Math.min(signal[1]!, signal[2]!) / coarse,
    squareEdges: first.squareEdges,
  };
}
