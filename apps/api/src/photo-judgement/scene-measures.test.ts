/**
 * measureScene works in whole numbers, in two fused passes (docs/decisions/0034); these
 * tests hold it to the measures' plain definitions, computed here the slow way in floats.
 */
import { describe, expect, it } from 'vitest';
import { measureScene, type GreyPixels } from './scene';

function plainMeasures({ data, width, height }: GreyPixels) {
  const at = (picture: GreyPixels, x: number, y: number) => picture.data[y * picture.width + x] as number;
  const values = Array.from(data);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length - mean ** 2);
  const pairs: [number, number][] = [];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x + 1 < width; x += 1)
      pairs.push([at({ data, width, height }, x, y), at({ data, width, height }, x + 1, y)]);
  const meanOf = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
  const [a, b] = [pairs.map(([first]) => first), pairs.map(([, second]) => second)];
  const covariance = meanOf(pairs.map(([first, second]) => first * second)) - meanOf(a) * meanOf(b);
  const deviation = (list: number[]) =>
    Math.sqrt(meanOf(list.map((value) => value * value)) - meanOf(list) ** 2);
  const levels: GreyPixels[] = [{ data, width, height }];
  while (levels.length < 4) {
    const above = levels.at(-1)!;
    const [w, h] = [above.width >> 1, above.height >> 1];
    const halved = new Float64Array(w * h);
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1)
        halved[y * w + x] =
          (at(above, 2 * x, 2 * y) +
            at(above, 2 * x + 1, 2 * y) +
            at(above, 2 * x, 2 * y + 1) +
            at(above, 2 * x + 1, 2 * y + 1)) /
          4;
    levels.push({ data: halved, width: w, height: h });
  }
  const edges = levels.map((level) => {
    const sizes: number[] = [];
    let squares = 0;
    for (let y = 1; y < level.height - 1; y += 1)
      for (let x = 1; x < level.width - 1; x += 1) {
        const value =
          at(level, x - 1, y) +
          at(level, x + 1, y) +
          at(level, x, y - 1) +
          at(level, x, y + 1) -
          4 * at(level, x, y);
        squares += value * value;
        sizes.push(Math.round(Math.abs(value) * 4) / 4);
      }
    sizes.sort((first, second) => first - second);
    // The median as a histogram reads it: the first value past half of them.
    return { rms: Math.sqrt(squares / sizes.length), median: sizes[Math.floor(sizes.length / 2)] as number };
  });
  let [strong, square] = [0, 0];
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const level = levels[0]!;
      const across = Math.abs(at(level, x + 1, y) - at(level, x - 1, y));
      const down = Math.abs(at(level, x, y + 1) - at(level, x, y - 1));
      if (Math.hypot(across, down) < 40) continue;
      strong += 1;
      if (Math.min(across, down) < 0.2 * Math.max(across, down)) square += 1;
    }
  return {
    spread,
    neighbours: covariance / (deviation(a) * deviation(b)),
    detail: edges[0]!.rms,
    texture: edges[0]!.median,
    squareEdges: strong < 0.002 * width * height ? 0 : square / strong,
  };
}

/** A smooth random scene with grain, edges and flat patches, in bytes. */
function randomPicture(seed: number, width: number, height: number): GreyPixels {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const [fx, fy, phase] = [random() * 0.1, random() * 0.1, random() * 6];
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const wave = 80 * Math.sin(fx * x + phase) * Math.cos(fy * y);
      const step = (x > width / 3 && y > height / 2 ? 60 : 0) + (random() - 0.5) * 24 * (x % 50 < 25 ? 1 : 0);
      data[y * width + x] = Math.max(0, Math.min(255, Math.round(120 + wave + step)));
    }
  return { data, width, height };
}

describe('the scene measures', () => {
  it('equal their plain definitions on random pictures of odd and even sizes', () => {
    for (const [seed, width, height] of [
      [1, 64, 48],
      [2, 67, 51],
      [3, 120, 33],
      [4, 41, 90],
      [5, 200, 150],
    ] as const) {
      const picture = randomPicture(seed, width, height);
      const measured = measureScene(picture);
      const plain = plainMeasures(picture);
      for (const name of ['spread', 'neighbours', 'detail', 'texture', 'squareEdges'] as const)
        expect(measured[name], `${name} of picture ${seed}`).toBeCloseTo(plain[name], 9);
    }
  });

  it('measures pictures too small for a Laplacian without failing (1×1 to 3×2)', () => {
    for (const [width, height] of [
      [1, 1],
      [2, 2],
      [3, 1],
      [1, 3],
      [3, 2],
    ] as const) {
      const measures = measureScene({ data: new Uint8Array(width * height).fill(90), width, height });
      expect(Object.values(measures).every(Number.isFinite), `${width}×${height}`).toBe(true);
      expect(measures.detail).toBe(0);
    }
  });
});
