/**
 * The budget of each route's first visit: the brotli size of every script it loads (the
 * entry, the route's lazy chunks and all they import), read from the production build's
 * manifest. `npm test` builds first; a feature that grows a route past its budget fails
 * here (a larger budget needs a decision record).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('./dist', import.meta.url));
const KB = 1024;

const layout = 'src/app/layouts/app-layout.tsx';
const ROUTES: { path: string; chunks: string[]; budget: number }[] = [
  { path: '/login', chunks: [], budget: 100 * KB },
  { path: '/', chunks: [layout, 'src/app/routes/dashboard.tsx'], budget: 150 * KB },
  { path: '/add-wash', chunks: [layout, 'src/app/routes/add-wash.tsx'], budget: 150 * KB },
  { path: '/leaderboard', chunks: [layout, 'src/app/routes/leaderboard.tsx'], budget: 150 * KB },
  { path: '/profile', chunks: [layout, 'src/app/routes/profile.tsx'], budget: 150 * KB },
  { path: '/levels', chunks: ['src/app/routes/levels.tsx'], budget: 150 * KB },
  { path: '/viral-features', chunks: ['src/app/routes/viral-features.tsx'], budget: 150 * KB },
  { path: '/reviews', chunks: [layout, 'src/app/routes/reviews.tsx'], budget: 150 * KB },
  { path: '/photos', chunks: [layout, 'src/app/routes/photos.tsx'], budget: 150 * KB },
  { path: '/badges', chunks: ['src/app/routes/badges.tsx'], budget: 150 * KB },
  { path: '/challenges', chunks: ['src/app/routes/challenges.tsx'], budget: 150 * KB },
  { path: '/admin', chunks: [layout, 'src/app/routes/admin.tsx'], budget: 150 * KB },
  { path: '/station-display', chunks: ['src/app/routes/station-display.tsx'], budget: 150 * KB },
  { path: '/partenaire/verifier', chunks: ['src/app/routes/partner-check.tsx'], budget: 150 * KB },
  // Opened from the e-mail's link, often on a phone: as light as the sign-in screen's budget.
  { path: '/reinitialiser-mot-de-passe', chunks: ['src/app/routes/password-reset.tsx'], budget: 110 * KB },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error('no production build: run `npm run build` first');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** The scripts a route loads: its chunks and everything they import statically. */
function routeScripts(manifest: Record<string, ManifestChunk>, chunks: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...chunks]) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

function brotliSize(file: string): number {
  const compressed = path.join(dist, `${file}.br`);
  if (!fs.existsSync(compressed)) throw new Error(`${file}.br is missing: the build must precompress`);
  return fs.statSync(compressed).size;
}

/**
 * The language chunks a visit loads (issue 22): French's first-download texts are in the
 * entry; another language adds its own; the signed-in frame and the member screens add
 * theirs in the visitor's language (the admin area the frame's only); a feature with its
 * own catalog (the admin area, the station display, the partner's page) adds it.
 */
const LOCALES = ['fr-CH', 'de-CH', 'pt-PT', 'en'] as const;
const FEATURE_CATALOGS: Record<string, string> = {
  '/admin': 'src/features/admin/locales',
  '/station-display': 'src/features/station-display/locales',
  '/partenaire/verifier': 'src/features/partner/locales',
  '/reinitialiser-mot-de-passe': 'src/features/auth/locales',
};
function languageChunks(locale: (typeof LOCALES)[number], route: { path: string }): string[] {
  const chunks = locale === 'fr-CH' ? [] : [`src/lib/i18n/locales/${locale}.ts?compiled`];
  const feature = FEATURE_CATALOGS[route.path];
  if (feature) chunks.push(`${feature}/${locale}.ts?compiled`);
  if (NO_MEMBER_TEXTS.has(route.path)) return chunks;
  chunks.push(`src/lib/i18n/frame/${locale}.ts?compiled`);
  if (route.path !== '/admin') chunks.push(`src/lib/i18n/screens/${locale}.ts?compiled`);
  return chunks;
}
/** Screens with no member texts: sign-in, the station's display, the partner's page, password reset. */
const NO_MEMBER_TEXTS = new Set([
  '/login',
  '/station-display',
  '/partenaire/verifier',
  '/reinitialiser-mot-de-passe',
]);
/** /login before the languages (v3.1.0): a language may cost the first screen 5 KB at most. */
const LOGIN_BEFORE_LANGUAGES = 97.6 * KB;

describe('bundle budgets (brotli)', () => {
  const manifest = readManifest();
  for (const route of ROUTES) {
    for (const locale of LOCALES) {
      it(`${route.path} loads at most ${route.budget / KB} KB of JavaScript in ${locale}`, () => {
        const scripts = routeScripts(manifest, [...route.chunks, ...languageChunks(locale, route)]);
        const total = scripts.reduce((sum, file) => sum + brotliSize(file), 0);
        console.log(`${route.path} ${locale}: ${(total / KB).toFixed(1)} KB of JavaScript (brotli)`);
        expect(total).toBeGreaterThan(10 * KB);
        expect(total).toBeLessThanOrEqual(route.budget);
        if (route.path === '/login') expect(total).toBeLessThanOrEqual(LOGIN_BEFORE_LANGUAGES + 5 * KB);
      });
    }
  }

  it('gives a French-speaking visitor no other language', () => {
    for (const route of ROUTES) {
      const scripts = routeScripts(manifest, [...route.chunks, ...languageChunks('fr-CH', route)]);
      expect(
        scripts.filter((file) => /\/(de-CH|pt-PT|en)-[\w-]+\.js$/.test(file)),
        route.path,
      ).toEqual([]);
    }
  });

  it('ships no zod runtime (the client imports contracts as types, decision 0011)', () => {
    const assets = path.join(dist, 'assets');
    const withZod = fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /\$ZodType|ZodError/.test(fs.readFileSync(path.join(assets, file), 'utf8')));
    expect(withZod).toEqual([]);
  });

  it('serves a gzip copy beside every brotli one', () => {
    for (const file of routeScripts(manifest, []))
      expect(fs.existsSync(path.join(dist, `${file}.gz`))).toBe(true);
  });
});

describe('no Intl object on a member’s first visit', () => {
  // A page's first Intl object (or an ICU collator) costs 50–160 ms of main thread on a
  // mid-range phone: dates, numbers and plurals are spelled out from the catalogs instead
  // (decisions 0011, 0022, 0039). /admin's charts (uPlot) are the operator's, not measured.
  const ICU = /\bIntl\.[A-Z]\w+|\.toLocale(?:Date|Time)?String\(|\.localeCompare\(/;
  const manifest = readManifest();
  for (const route of ROUTES.filter((candidate) => candidate.path !== '/admin'))
    it(`${route.path} loads no script that makes one`, () => {
      const found = routeScripts(manifest, route.chunks).filter((file) =>
        ICU.test(fs.readFileSync(path.join(dist, file), 'utf8')),
      );
      expect(found).toEqual([]);
    });
});
