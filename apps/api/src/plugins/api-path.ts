import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is an API call, decided on the route the router matched (docs/product.md,
 * security): the raw URL may spell `/api` with percent-encoding that the router decodes. A
 * request no route matched is an API call when its path is (it reaches the JSON 404).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && !request.is404) return route.startsWith('/api/') || route === '/api';
  return request.url.startsWith('/api/');
}

/**
 * A path whose `/api` prefix only appears once decoded (`/%61pi/…`, `/a%70i/…`): no client
 * of ours writes it, so it is refused rather than guessed at.
 */
export function isNonCanonicalApiPath(url: string): boolean {
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) return false;
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false; // bad percent-encoding: the router refuses it itself
  }
  return decoded === '/api' || decoded.startsWith('/api/') || decoded.startsWith('/api?');
}
