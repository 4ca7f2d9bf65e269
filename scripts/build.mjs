/**
 * The builds `npm start` needs, each made only when missing or older than its sources:
 * the web app (always a production build), the server bundle (so no TypeScript is
 * compiled at start) and the PGlite data directory template. Plain JavaScript: it runs
 * before anything is compiled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const webDir = path.join(root, 'apps/web');
const apiDir = path.join(root, 'apps/api');
const sharedSources = path.join(root, 'packages/shared/src');
const defaultWebOutDir = path.join(webDir, 'dist');
export const serverBundle = path.join(apiDir, 'dist/server.mjs');

/** @param {string} target */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** @param {string} output @param {string[]} sources */
function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const builtAt = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'build-plugins.ts']
  .map((entry) => path.join(webDir, entry))
  .concat(sharedSources);

/** @param {string} [outDir] */
export function webBuildIsStale(outDir = defaultWebOutDir) {
  // The manifest is written by this project's builds only; an older build lacks it.
  if (!fs.existsSync(path.join(outDir, '.vite/manifest.json'))) return true;
  return isStale(path.join(outDir, 'index.html'), webSources);
}

/** Always a production build, whatever NODE_ENV the shell has (Vite follows NODE_ENV). @param {string} [outDir] */
export async function buildWebApp(outDir = defaultWebOutDir) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export function serverBuildIsStale() {
  return isStale(serverBundle, [path.join(apiDir, 'src'), path.join(apiDir, 'package.json'), sharedSources]);
}

/**
 * Packages left out of the bundle: native modules and PGlite (each loads files that sit
 * beside its code), and pg's optional native binding.
 */
// piscina starts its threads from a file of its own, found beside its code.
const UNBUNDLED = [
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pg-native',
  'fs-native-extensions',
  'piscina',
  // The car detector loads its WebAssembly and its model from files beside their code.
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-backend-wasm',
  '@vladmandic/human',
];

/**
 * Bundles the API, the shared module and the pure-JavaScript npm packages into
 * apps/api/dist: one file to read instead of hundreds of modules to resolve at start.
 * Entry points: the server, the wash photos' and the car detector's worker threads, and the template maker that
 * `npm start` calls.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  // Chunk names change with their content: start from an empty folder (templates stay).
  fs.rmSync(path.join(apiDir, 'dist/chunks'), { recursive: true, force: true });
  await build({
    entryPoints: {
      server: path.join(apiDir, 'src/server.ts'),
      'wash-photo-worker': path.join(apiDir, 'src/modules/washes/wash-photo.worker.ts'),
      'car-worker': path.join(apiDir, 'src/photo-judgement/car.worker.ts'),
      'prepare-template': path.join(apiDir, 'src/db/prepare-template.ts'),
    },
    outdir: path.join(apiDir, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: UNBUNDLED.flatMap((name) => [name, `${name}/*`]),
    // CommonJS packages inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  // Marks the build as newer than every source, even if esbuild left a file unchanged.
  const now = new Date();
  fs.utimesSync(serverBundle, now, now);
}

/** Prepares the PGlite template for new data directories (no-op when it exists). */
export async function ensureDatabaseTemplate() {
  const { ensureTemplate } = await import(path.join(apiDir, 'dist/prepare-template.mjs'));
  return ensureTemplate();
}

/** Every build, whether stale or not (`npm run build`). */
export async function buildAll() {
  await buildWebApp();
  await buildServer();
  await ensureDatabaseTemplate();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildAll();
