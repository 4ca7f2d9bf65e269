import { createHash } from 'node:crypto';
import { DEFAULT_BRAND, brandPalette } from '@app/shared/domain/brand';
import type { StoredBrand } from './brand.repository';
import { brandIconUrl } from './brand.service';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The web app manifest of the brand (name, colour, icons: the logo's, else the built-in ones). */
export function brandManifest(brand: StoredBrand) {
  const icon = (file: 'icon-192.png' | 'icon-512.png' | 'icon-maskable-512.png') =>
    brand.logo ? brandIconUrl(brand.logo.hash, file) : `/icons/${file}`;
  return {
    name: brand.name,
    short_name: brand.short_name,
    description: 'Validez vos lavages, gagnez des points et grimpez 100 niveaux.',
    lang: 'fr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f8fafc',
    theme_color: brand.primary_color,
    icons: [
      { src: icon('icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: icon('icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: icon('icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // What the install sheet shows (issue 51); `npm run make:screenshots` makes them.
    screenshots: [
      {
        src: '/screenshots/home-narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Vos points, votre niveau et votre série',
      },
      {
        src: '/screenshots/leaderboard-narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Le classement de la semaine',
      },
      {
        src: '/screenshots/home-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Vos points, votre niveau et votre série',
      },
    ],
  };
}

/**
 * The app's page with the brand in its head, so the first paint already shows it: the
 * title, `application-name` (the screens read the name there), the theme colour, the icons
 * and, for a colour other than the default, the palette as CSS variables. That style is
 * allowed by its hash (`styleHash`, added to the page's Content-Security-Policy).
 */
export function renderIndex(
  template: string,
  brand: StoredBrand,
): { html: string; styleHash: string | null } {
  const name = escapeAttribute(brand.name);
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${brand.primary_color}"`,
    )
    .replace('<head>', `<head>\n    <meta name="application-name" content="${name}" />`);
  if (brand.logo) {
    html = html
      .replace(/href="\/icons\/favicon-48\.png"/, `href="${brandIconUrl(brand.logo.hash, 'favicon-48.png')}"`)
      .replace(
        /<link rel="apple-touch-icon" href="[^"]*"/,
        `<link rel="apple-touch-icon" href="${brandIconUrl(brand.logo.hash, 'apple-touch-icon.png')}"`,
      );
  }
  if (brand.primary_color.toLowerCase() === DEFAULT_BRAND.primary_color) return { html, styleHash: null };
  const palette = brandPalette(brand.primary_color);
  const css = `:root{${Object.entries(palette)
    .map(([shade, colour]) => `--color-brand-${shade}:${colour}`)
    .join(';')}}`;
  html = html.replace('</head>', `<style>${css}</style>\n  </head>`);
  return { html, styleHash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
}
