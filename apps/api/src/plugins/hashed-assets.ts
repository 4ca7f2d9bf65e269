import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One hashed asset of the build, held in memory with its precompressed copies. */
interface HashedAsset {
  type: string;
  etag: string;
  lastModified: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : null);

/**
 * The build's hashed assets (`assets/`), read once at start: a name never changes its
 * content, so each is sent from memory, its brotli or gzip copy when the browser takes it
 * (issue 36). Source maps and files of other types stay with the static server.
 */
export function loadHashedAssets(root: string): Map<string, HashedAsset> {
  const assets = new Map<string, HashedAsset>();
  const dir = path.join(root, 'assets');
  if (!fs.existsSync(dir)) return assets;
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(dir, name);
    const stat = fs.statSync(file);
    if (!stat.isFile()) continue;
    const identity = fs.readFileSync(file);
    assets.set(`/assets/${name}`, {
      type,
      etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`,
      lastModified: stat.mtime.toUTCString(),
      identity,
      br: readIfThere(`${file}.br`),
      gzip: readIfThere(`${file}.gz`),
    });
  }
  return assets;
}

/** Which copy the browser takes (its q-values decide, brotli first on a tie), else the file itself. */
function chooseEncoding(acceptEncoding: string | undefined, asset: HashedAsset): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const available = (['br', 'gzip'] as const).filter((encoding) => asset[encoding] !== null);
  return available.length === 0 ? null : negotiate(acceptEncoding.toLowerCase(), available);
}

/** Registers GET/HEAD /assets/* from memory; answers 404 through the app's handler otherwise. */
export function serveHashedAssets(app: FastifyInstance, assets: Map<string, HashedAsset>) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const asset = assets.get(request.url.split('?')[0]!);
    if (!asset) return reply.callNotFound();
    reply
      .header('Content-Type', asset.type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Vary', 'Accept-Encoding')
      .header('ETag', asset.etag)
      .header('Last-Modified', asset.lastModified);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding'], asset);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.identity);
  };
  // GET only: Fastify answers HEAD from it (exposeHeadRoutes).
  app.get('/assets/*', handler);
}
