/**
 * The add-wash screen's QR reading, measured in Chromium with its CPU slowed 4× (a modest
 * phone): the time to decode one 640×480 camera frame showing a station display's code,
 * with the decoder the screen uses where the browser has no BarcodeDetector (paulmillr's
 * `qr`, bundled here by esbuild as the app's build does). Also the JavaScript the add-wash
 * route loads, and the decoder worker it loads only when scanning starts (brotli, from
 * the production build). `npm run bench:qr` alone; `npm run bench` ends with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import encodeQR from 'qr';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = path.join(root, 'apps/web/dist');
const RUNS = 30;

function routeKilobytes(chunks: string[]): number {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...chunks]) visit(key);
  const bytes = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + fs.statSync(path.join(dist, `${file}.br`)).size, 0);
  return bytes / 1024;
}

export async function measureQrScan(): Promise<void> {
  const decoder = await build({
    stdin: {
      contents: "import decodeQR from 'qr/decode.js'; globalThis.decodeQR = decodeQR;",
      resolveDir: root,
    },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
  });
  // A frame as the scanner sees it: the display's QR at arm's length, grey, on white.
  const url = `https://eclat.example/add-wash?presence=0f8fad5b-d9cb-469f-a165-70867728950e.59024480.123456`;
  const matrix = encodeQR(url, 'raw', { border: 4 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>qr</title>');
    await page.addScriptTag({ content: decoder.outputFiles[0]!.text });
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timings = await page.evaluate(
      ({ matrix, runs }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.fillStyle = '#e5e7eb';
        context.fillRect(0, 0, 640, 480);
        const scale = Math.floor(360 / matrix.length);
        const left = Math.floor((640 - matrix.length * scale) / 2);
        const top = Math.floor((480 - matrix.length * scale) / 2);
        context.fillStyle = '#fff';
        context.fillRect(left, top, matrix.length * scale, matrix.length * scale);
        context.fillStyle = '#111';
        matrix.forEach((row, y) =>
          row.forEach((dark, x) => {
            if (dark) context.fillRect(left + x * scale, top + y * scale, scale, scale);
          }),
        );
        const decode = (globalThis as unknown as { decodeQR: (image: ImageData) => string }).decodeQR;
        const samples: number[] = [];
        let text = '';
        for (let run = 0; run < runs; run += 1) {
          const started = performance.now();
          const frame = context.getImageData(0, 0, 640, 480);
          text = decode(frame);
          samples.push(performance.now() - started);
        }
        return { samples, text };
      },
      { matrix, runs: RUNS },
    );
    if (timings.text !== url) throw new Error(`decoded ${timings.text}`);
    const sorted = [...timings.samples].sort((a, b) => a - b);
    const p50 = sorted[Math.floor(sorted.length / 2)]!;
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
    console.log(`\nQR reading on the add-wash screen (640×480 frame, CPU slowed 4×, ${RUNS} runs):`);
    console.log(`  decode p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (target ≤ 150 ms)`);
  } finally {
    await browser.close();
  }
  if (fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    const layout = 'src/app/layouts/app-layout.tsx';
    const addWash = routeKilobytes([layout, 'src/app/routes/add-wash.tsx']);
    const home = routeKilobytes([layout, 'src/app/routes/dashboard.tsx']);
    const worker = fs
      .readdirSync(path.join(dist, 'assets'))
      .find((file) => /^qr-decoder\.worker-.*\.js\.br$/.test(file));
    const workerKb = worker ? fs.statSync(path.join(dist, 'assets', worker)).size / 1024 : NaN;
    console.log(
      `  /add-wash loads ${addWash.toFixed(1)} KB of JavaScript (brotli; budget 150), ${(addWash - home).toFixed(1)} KB more than /;` +
        ` the decoder worker, ${workerKb.toFixed(1)} KB, only when scanning starts`,
    );
  } else console.log('  (no production build: `npm run build` for the route sizes)');
}

if (import.meta.url === `file://${process.argv[1]}`) await measureQrScan();
