/**
 * The programme's brand is the operator's data (Réglages → Marque): these are its seeded
 * defaults and the rules a brand must pass. Nothing else in the code names the brand.
 */

export interface Brand {
  name: string;
  short_name: string;
  primary_color: string;
  mail_sender_name: string;
  legal_name: string;
  postal_address: string;
  contact_email: string;
}

export const DEFAULT_BRAND: Brand = {
  name: 'Éclat Lavage',
  short_name: 'Éclat Lavage',
  primary_color: '#0369a1',
  mail_sender_name: 'Éclat Lavage',
  legal_name: 'Éclat Lavage',
  postal_address: '',
  contact_email: 'contact@eclat-lavage.ch',
};

/** WCAG AA for normal text: white text on the colour, and the colour on white. */
export const BRAND_MIN_CONTRAST = 4.5;
/** The smallest logo side accepted (the 512 px icon is made from it). */
export const LOGO_MIN_SIDE = 512;

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2.1 relative luminance of an sRGB colour "#rrggbb". */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether white text on the colour, and the colour on white, are readable (AA, 4.5:1). */
export function meetsBrandContrast(hex: string): boolean {
  return isHexColor(hex) && contrastRatio(hex, '#ffffff') >= BRAND_MIN_CONTRAST;
}

/** `hex` mixed towards `toward` by `share` (0 keeps it, 1 gives `toward`). */
function mix(hex: string, toward: string, share: number): string {
  const from = channels(hex);
  const to = channels(toward);
  return `#${from
    .map((channel, index) =>
      Math.round(channel + (to[index]! - channel) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The screens' brand shades from the primary colour (the 700 of the palette, buttons and
 * links): darker for hover and headings, lighter for rings and tinted backgrounds.
 */
export function brandPalette(primary: string): Record<'50' | '100' | '500' | '600' | '700' | '900', string> {
  const base = primary.toLowerCase();
  return {
    '50': mix(base, '#ffffff', 0.93),
    '100': mix(base, '#ffffff', 0.85),
    '500': mix(base, '#ffffff', 0.3),
    '600': mix(base, '#ffffff', 0.12),
    '700': base,
    '900': mix(base, '#000000', 0.3),
  };
}
