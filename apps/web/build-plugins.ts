import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { compileCatalog } from '../../packages/shared/src/i18n/compile.ts';

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
/** What the service worker keeps at install: every visitor's files, and each language's. */
export interface PrecacheList {
  common: string[];
  languages: Record<string, string[]>;
}
const LANGUAGE_CHUNK = /^[a-z]{2}(-[A-Z]{2})?$/;

export function serviceWorkerPrecache(swFileName: string): Plugin {
  return {
    name: 'eclat:sw-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      // A catalog's chunk is named after its language (…/de-CH.ts): precached only for a
      // visitor who reads it (decision 0022), the rest for everyone.
      const assets: PrecacheList = { common: [], languages: {} };
      for (const name of Object.keys(bundle).sort()) {
        if (!name.startsWith('assets/') || !/\.(js|css)$/.test(name)) continue;
        const output = bundle[name]!;
        const language = output.type === 'chunk' && LANGUAGE_CHUNK.test(output.name) ? output.name : null;
        if (language) (assets.languages[language] ??= []).push(`/${name}`);
        else assets.common.push(`/${name}`);
      }
      const sw = bundle[swFileName];
      if (!sw || sw.type !== 'chunk') throw new Error(`${swFileName} is missing from the build`);
      const version = hashOf(JSON.stringify(assets));
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

/** lucide-react's index re-exports every icon; the bundle keeps only those imported. */
const LUCIDE_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `A`, `B as C` → the names as exported by the source module (A, B), or as seen (A, C). */
function importedNames(list: string, side: 'source' | 'local'): string[] {
  return list
    .split(',')
    .map((item) => item.trim().split(/\s+as\s+/))
    .map((parts) => (side === 'source' ? parts[0] : parts[parts.length - 1]) ?? '')
    .filter(Boolean);
}

/**
 * The modules the entry loads statically (the sign-in screen's download), found once the
 * module graph is complete: the chunking below must leave them in the entry chunk. Through
 * the icon index only to the icons the entry's own modules name (the rest is tree-shaken).
 */
export function entryModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const found = new Set<string>();
  const plugin: Plugin = {
    name: 'eclat:entry-modules',
    apply: 'build',
    buildEnd() {
      found.clear();
      const iconNames = new Set<string>();
      let iconIndex: string | undefined;
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visit = () => {
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (found.has(id)) continue;
          found.add(id);
          if (LUCIDE_INDEX.test(id)) {
            iconIndex = id;
            continue;
          }
          const info = this.getModuleInfo(id);
          if (!info) continue;
          stack.push(...info.importedIds);
          for (const [, list = ''] of (info.code ?? '').matchAll(LUCIDE_IMPORT))
            for (const name of importedNames(list, 'source')) iconNames.add(name);
        }
      };
      visit();
      if (!iconIndex) return;
      for (const [, list = '', file = ''] of (this.getModuleInfo(iconIndex)?.code ?? '').matchAll(REEXPORT))
        if (importedNames(list, 'local').some((name) => iconNames.has(name)))
          stack.push(path.resolve(path.dirname(iconIndex), file));
      visit();
    },
  };
  return { plugin, has: (id) => found.has(id) };
}

/**
 * Marks the app's JavaScript for eager compilation (V8's explicit compile hints, Chrome
 * 136+): the functions of these chunks run while the first screen is built, and compiling
 * them on a background thread while the file downloads spares the main thread doing it
 * one function at a time on first call. Other browsers read a comment.
 */
export function eagerCompileHint(): Plugin {
  return {
    name: 'eclat:eager-compile-hint',
    apply: 'build',
    // Written into the files on disk: Vite adds its preload helper at the top of the
    // chunk after every generateBundle hook, and the hint must be the first line.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk' && file.fileName.startsWith('assets/'))
          .map(async (file) => {
            const target = path.join(dir, file.fileName);
            await fs.writeFile(target, `//# allFunctionsCalledOnLoad\n${await fs.readFile(target, 'utf8')}`);
          }),
      );
    },
  };
}

const COMPILED = '?compiled';

/**
 * `import catalog from './locales/de-CH.ts?compiled'`: the catalog compiled at build time
 * (issue 22). A catalog module holds one object of texts and type-only imports; it is
 * evaluated here and its ICU texts compiled, so the browser gets data and no parser.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(COMPILED)) return null;
      const file = id.slice(0, -COMPILED.length);
      // Bundled, not just transformed: a catalog may take names it shares with the API's
      // (packages/shared/src/i18n/names), and a change to those rebuilds it too.
      const { outputFiles, metafile } = await build({
        entryPoints: [file],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'neutral',
        metafile: true,
        logLevel: 'silent',
      });
      for (const input of Object.keys(metafile.inputs)) this.addWatchFile(path.resolve(input));
      const code = outputFiles[0]!.text;
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
      )) as {
        default: unknown;
      };
      // Catalogs loaded together on a page keep their ids apart by their folder
      // (lib/i18n/screens: 'screens'; features/admin/locales: 'admin').
      const folder = path.basename(path.dirname(file));
      const prefix = folder === 'locales' ? path.basename(path.dirname(path.dirname(file))) : folder;
      const compiled = compileCatalog(
        module.default,
        path.relative(process.cwd(), file),
        prefix,
        path.basename(file, '.ts'),
      );
      // JSON.parse reads a large object literal faster than the JavaScript parser.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
