/**
 * The web app's build as `npm start` makes it: only when the build is missing or older
 * than its sources, and always a production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const webDir = path.join(root, 'apps/web');
const defaultOutDir = path.join(webDir, 'dist');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'build-plugins.ts'),
  path.join(root, 'packages/shared/src'),
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale(outDir = defaultOutDir): boolean {
  const builtIndex = path.join(outDir, 'index.html');
  // Written by this project's builds only (vite.config.ts); an older build lacks it.
  const builtManifest = path.join(outDir, '.vite/manifest.json');
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtManifest)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

/** Always a production build, whatever NODE_ENV the shell has (Vite follows NODE_ENV). */
export async function buildWebApp(outDir = defaultOutDir): Promise<void> {
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
