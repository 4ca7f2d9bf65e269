import { describe, expect, it } from 'vitest';
import { cohortCellColours } from './cohort-colours';

/** sRGB channels 0–255 of `hsl(h s% l%)` or `#rrggbb`. */
function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [1, 2, 3].map((index) => parseInt(hex[index]!, 16)) as [number, number, number];
  const [h, s, l] = (/^hsl\((\S+) (\S+)% (\S+)%\)$/.exec(colour) ?? []).slice(1).map(Number) as [
    number,
    number,
    number,
  ];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('cohort cell colours', () => {
  it('keeps the text readable at 4.5:1 or more at every share', () => {
    for (let step = 0; step <= 100; step += 1) {
      const { backgroundColor, color } = cohortCellColours(step / 100);
      expect(contrast(backgroundColor, color), `${step} %`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens as the share grows, so that the grid reads in greys', () => {
    const shades = Array.from({ length: 101 }, (_, step) =>
      luminance(cohortCellColours(step / 100).backgroundColor),
    );
    shades.slice(1).forEach((shade, index) => expect(shade).toBeLessThan(shades[index]!));
  });
});
