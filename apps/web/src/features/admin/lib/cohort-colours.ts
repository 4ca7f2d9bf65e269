/** The shares at and above which a cohort cell is dark, with white text. */
const DARK_FROM = 0.5;

/**
 * A cohort cell's colours: lighter to darker blue as the share grows, so that the grid
 * reads in greys too; dark text on the light half and white on the dark half, each at
 * 4.5:1 or more (cohort-colours.test.ts).
 */
export function cohortCellColours(rate: number): { backgroundColor: string; color: string } {
  const lightness =
    rate < DARK_FROM ? 96 - (rate / DARK_FROM) * (96 - 62) : 38 - ((rate - DARK_FROM) / (1 - DARK_FROM)) * 18;
  return {
    backgroundColor: `hsl(205 80% ${lightness.toFixed(1)}%)`,
    color: rate < DARK_FROM ? '#0f172a' : '#ffffff',
  };
}
