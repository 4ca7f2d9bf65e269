import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether this is an API call (see isApiRequest); decided once, by the first hook. */
    apiCall: boolean | null;
  }
}

/**
 * Whether a request is an API call, decided on the route the router matched (docs/product.md,
 * security): the raw URL may spell `/api` with percent-encoding that the router decodes. A
 * request no route matched is an API call when its path is (it reaches the JSON 404).
 * Decided once per request: Fastify builds `routeOptions` afresh at every read.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.apiCall !== null) return request.apiCall;
  let api: boolean;
  if (request.is404) api = request.url.startsWith('/api/');
  else {
    const route = request.routeOptions.url;
    api =
      route !== undefined ? route.startsWith('/api/') || route === '/api' : request.url.startsWith('/api/');
  }
  request.apiCall = api;
  return api;
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
