/**
 * Whether a picture shows a scene a camera filmed: pure measures on its grey pixels (at the
 * stored size, at most 800 pixels a side) and the rule that judges them. Calibrated on the
 * real photographs of testing/photo-corpus in the forms honest phones make (none refused)
 * and the hostile pictures of issue 31; see docs/decisions/0037-photos-judged-as-photographs.md.
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
  /** The median of the Laplacian's size: 0 when most of the picture is flat (not judged: a cut-out on white is). */
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
  /**
   * Of the square edges, those of the rarer direction (along the rows or along the columns)
   * against those of the other: blocks have both, about as many (0.5 and more); a photo
   * shaken or panned sideways keeps its edges across the motion only.
   */
  squareEdgeBalance: number;
}

/** Below this spread of grey levels a picture is blank (a wall, a lens cap, a flat colour). */
const BLANK_STDEV = 3;
/**
 * Below this correlation between neighbouring pixels a picture is noise: a scene's
 * neighbours are alike (real photographs in every honest form 0.74 and more), random RGB
 * noise's are not (0.01), nor grey 128 ± 8 noise's (0.33).
 */
const NOISE_NEIGHBOURS = 0.6;
/**
 * Coarse blocks: most strong edges square (blocks 0.84 and more) and in both directions
 * about as often (blocks 0.79 and more). Real photographs reach 1.0 square edges when
 * shaken or panned, but then in one direction (0.54 at most): decision 0037.
 */
const BLOCKS_SQUARE_EDGES = 0.83;
const BLOCKS_BALANCE = 0.65;
/** The fine-detail share is judged from this size up: below, the halvings leave too few pixels. */
const FINE_DETAIL_MIN_SIDE = 640;
/**
 * Below this share of fine detail, nothing but an enlargement explains the picture: real
 * photographs in every honest form (shaken, soft focus, at night) keep 0.11 and more;
 * pictures enlarged from below 320×240 and given a heavy grain fall to 0–0.03.
 */
const ENLARGED_SHARE = 0.04;
/**
 * Below these, a photo is poor (blurred, shaken, or a small picture enlarged, which the
 * measures cannot tell apart from a blurred photo): accepted, with a note. Honest photos
 * as taken are mostly above (decision 0023's thresholds, once refusals).
 */
const BLURRY_DETAIL = 2.5;
const BLURRY_SHARE = 0.31;

/** A picture refused: it shows no scene a camera filmed. */
export type SceneRefusal = 'blank' | 'blocks' | 'enlarged';
/** A photo accepted but poor: the member is told, the operator may look. */
export type SceneNote = 'blurry';
export interface SceneVerdict {
  refusal: SceneRefusal | null;
  notes: SceneNote[];
}

/**
 * The scene's verdict. Refusing an honest customer at the bay is worse than letting one
 * doubtful wash through to the operator: only what no phone's camera makes is refused
 * (calibrated on the real photographs of testing/photo-corpus in every honest form).
 */
export function judgeScene(measures: SceneMeasures, size: { width: number; height: number }): SceneVerdict {
  // Noise shows nothing either: refused as blank (the same words to the member).
  if (measures.spread < BLANK_STDEV || measures.neighbours < NOISE_NEIGHBOURS)
    return { refusal: 'blank', notes: [] };
  if (measures.squareEdges > BLOCKS_SQUARE_EDGES && measures.squareEdgeBalance > BLOCKS_BALANCE)
    return { refusal: 'blocks', notes: [] };
  const shareCounts = Math.max(size.width, size.height) >= FINE_DETAIL_MIN_SIDE;
  if (shareCounts && measures.fineDetailShare < ENLARGED_SHARE) return { refusal: 'enlarged', notes: [] };
  const blurry = measures.detail < BLURRY_DETAIL || (shareCounts && measures.fineDetailShare < BLURRY_SHARE);
  return { refusal: null, notes: blurry ? ['blurry'] : [] };
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
  squareEdgeBalance: number;
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
  let [laplacianSquares, strong, squareAcross, squareAlong] = [0, 0, 0, 0];
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
      if (along < SQUARE_SLOPE * across) squareAcross += 1;
      else if (across < SQUARE_SLOPE * along) squareAlong += 1;
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
    squareEdges: strong < FEW_EDGES * width * height ? 0 : (squareAcross + squareAlong) / strong,
    squareEdgeBalance:
      Math.max(squareAcross, squareAlong) === 0
        ? 0
        : Math.min(squareAcross, squareAlong) / Math.max(squareAcross, squareAlong),
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
    squareEdgeBalance: first.squareEdgeBalance,
  };
}
