/**
 * `npm run make:screenshots`: the manifest's screenshots (issue 51), which the install sheet
 * shows. Starts the built app on a fresh data directory, signs a few members up with washes
 * (a leaderboard with people on it), and photographs / and /leaderboard as a 390 px phone
 * sees them, and / on a desktop, into apps/web/public/screenshots/. The default brand: an
 * operator's own colours show in the app, not in these pictures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { signUp, waitForOk } from '../bench/support';
import { photoDataUrl } from '../apps/api/src/testing/photos';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = 3972;
const base = `http://127.0.0.1:${port}`;
const out = path.join(root, 'apps/web/public/screenshots');

export const SCREENSHOTS = [
  { file: 'home-narrow.png', path: '/', viewport: { width: 390, height: 844 } },
  { file: 'leaderboard-narrow.png', path: '/leaderboard', viewport: { width: 390, height: 844 } },
  { file: 'home-wide.png', path: '/', viewport: { width: 1280, height: 800 } },
] as const;

async function wash(cookie: string, station: string) {
  const response = await fetch(`${base}/api/washes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({
      wash_type: 'standard',
      station,
      photo_data: await photoDataUrl({ width: 800, height: 600 }),
    }),
  });
  if (response.status !== 201) throw new Error(`wash: ${response.status} ${await response.text()}`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-screenshots-'));
  const app = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    await waitForOk(`${base}/api/health`, 120_000);
    const others = ['Léa Morel', 'Marco Rossi', 'Nadia Favre'];
    for (const [index, name] of others.entries()) {
      const cookie = await signUp(base, `membre${index}@example.ch`, name);
      for (const station of ['Cernier I', 'Cernier II', 'Saint-Blaise'].slice(0, 3 - index))
        await wash(cookie, station);
    }
    const cookie = await signUp(base, 'camille@example.ch', 'Camille Dubois');
    await wash(cookie, 'Cernier I');
    await wash(cookie, 'Saint-Blaise');
    fs.mkdirSync(out, { recursive: true });
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({ viewport: shot.viewport, locale: 'fr-CH' });
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name: name as string, value: value.join('='), url: base };
        }),
      );
      const page = await context.newPage();
      await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const png = await page.screenshot();
      // A palette PNG: a few dozen kB each, for a sheet that shows them small.
      await sharp(png).png({ palette: true, quality: 90, effort: 10 }).toFile(path.join(out, shot.file));
      await context.close();
      console.log(`${shot.file}: ${shot.viewport.width}×${shot.viewport.height}`);
    }
  } finally {
    await browser.close();
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
