import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../i18n';
import { renderIndex } from '../modules/brand/brand.page';
import type { StoredBrand } from '../modules/brand/brand.repository';
import { isApiRequest } from './api-path';
import { loadHashedAssets, serveHashedAssets } from './hashed-assets';

/**
 * Serves the built web app from one port with the API: the build's brotli or gzip copy
 * when the browser accepts it (made at build time), hashed assets cached for a year as
 * immutable, everything else revalidated, and index.html for any other page (history
 * fallback). The build's manifest (.vite/) is not served.
 */
/** The page and its brotli and gzip copies (the build's own copies cannot carry the brand). */
function compressedPage(page: { html: string; styleHash: string | null }) {
  const bytes = Buffer.from(page.html);
  return { ...page, br: zlib.brotliCompressSync(bytes), gzip: zlib.gzipSync(bytes) };
}

async function webPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    // The hashed assets from memory; the static server keeps the rest (icons, the manifest).
    serveHashedAssets(app, loadHashedAssets(root));
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The manifest is the brand's (brand.routes.ts), whatever an older build left here.
      globIgnore: ['assets/*.{js,mjs,css,json,svg,png,webp,jpg,woff2,wasm}', 'manifest.webmanifest'],
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) && !filePath.endsWith('.map');
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web build not found: only the API is served');
  }

  // The page's template, read once; each answer carries the brand in its head (brand.page.ts),
  // rendered and compressed once per brand.
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  let rendered: { brand: StoredBrand; page: ReturnType<typeof compressedPage> } | null = null;
  const pageFor = (brand: StoredBrand) => {
    if (rendered?.brand !== brand) rendered = { brand, page: compressedPage(renderIndex(template, brand)) };
    return rendered.page;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    if (hasBuild && wantsPage) {
      const { html, br, gzip, styleHash } = pageFor(await app.brand.current());
      if (styleHash) {
        const policy = String(reply.getHeader('content-security-policy') ?? '');
        reply.header(
          'content-security-policy',
          policy.replace("style-src 'self'", `style-src 'self' '${styleHash}'`),
        );
      }
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(br);
      if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzip);
      return reply.send(html);
    }
    return reply.code(404).send({ success: false, detail: messages.errors.notFound, request_id: request.id });
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['errors', 'brand'] });
