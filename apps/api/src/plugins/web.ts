import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../i18n';
import { isApiRequest } from './api-path';
import { loadHashedAssets, serveHashedAssets } from './hashed-assets';

/**
 * Serves the built web app from one port with the API: the build's brotli or gzip copy
 * when the browser accepts it (made at build time), hashed assets cached for a year as
 * immutable, everything else revalidated, and index.html for any other page (history
 * fallback). The build's manifest (.vite/) is not served.
 */
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
      globIgnore: ['assets/*.{js,mjs,css,json,svg,png,webp,jpg,woff2,wasm}'],
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) && !filePath.endsWith('.map');
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web build not found: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    if (hasBuild && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, detail: messages.errors.notFound, request_id: request.id });
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['errors'] });
