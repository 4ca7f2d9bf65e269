import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and icons are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) copy beside every text file of the build,
 * so that the server sends them without compressing per request (decision 0011).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'eclat:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
      );
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          await fs.writeFile(`${file}.br`, br);
          await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Gives the service worker the list of the build's hashed files, so that it caches the
 * whole app shell at install and a second visit starts from the cache. The list's hash
 * names the cache: a new build replaces the old files.
 */
export function serviceWorkerPrecache(swFileName: string): Plugin {
  return {
    name: 'eclat:sw-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && /\.(js|css)$/.test(name))
        .sort()
        .map((name) => `/${name}`);
      const sw = bundle[swFileName];
      if (!sw || sw.type !== 'chunk') throw new Error(`${swFileName} is missing from the build`);
      const version = hashOf(assets.join('\n'));
      sw.code = sw.code
        .replace(/(["'`])__PRECACHE_ASSETS__\1/, JSON.stringify(assets))
        .replace('__PRECACHE_VERSION__', version);
      if (!sw.code.includes(version)) throw new Error('the service worker has no precache placeholder');
    },
  };
}

function hashOf(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}
