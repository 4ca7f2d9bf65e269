import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, brandPalette, contrastRatio, meetsBrandContrast, relativeLuminance } from './brand';

describe('brand colour', () => {
  it('measures contrast as WCAG 2.1 does', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, #777777 is 4.48:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('accepts a colour white text can sit on, and refuses a pale one or a malformed one', () => {
    expect(meetsBrandContrast(DEFAULT_BRAND.primary_color)).toBe(true);
    expect(meetsBrandContrast('#767676')).toBe(true);
    expect(meetsBrandContrast('#777777')).toBe(false);
    expect(meetsBrandContrast('#ffcc00')).toBe(false);
    expect(meetsBrandContrast('red')).toBe(false);
    expect(meetsBrandContrast('#12345')).toBe(false);
  });

  it('derives the shades around the primary colour: darker 900, paler 50', () => {
    const palette = brandPalette('#B91C1C');
    expect(palette['700']).toBe('#b91c1c');
    expect(contrastRatio(palette['900'], '#ffffff')).toBeGreaterThan(contrastRatio('#b91c1c', '#ffffff'));
    expect(relativeLuminance(palette['50'])).toBeGreaterThan(0.85);
  });
});
