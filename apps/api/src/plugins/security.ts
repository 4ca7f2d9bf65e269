import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../i18n';
import { HttpError } from '../lib/errors';
import { isApiRequest, isNonCanonicalApiPath } from './api-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accepts cross-site POSTs (an OpenID provider's form_post callback). */
    crossSite?: boolean;
  }
}

/** Methods that change nothing: no cross-site check, no cache invalidation. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the request was addressed to, as the browser would write it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers with a strict Content-Security-Policy, and the refusal of every
 * state-changing call made from another site (docs/product.md, security).
 */
async function securityPlugin(app: FastifyInstance) {
  const https = app.config.publicUrl?.startsWith('https://') ?? false;
  const headers = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // https: for the social feed's Instagram and TikTok pictures (decision 0013); images
        // cannot run code, and scripts, styles and connections stay limited to this site.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Every request's first decisions, in one hook (one step of Fastify's hook runner, not
  // four): the same headers on every answer, set from one object computed at start.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // A path whose /api appears only once decoded: refused before any other decision, so
    // that every later one may read the /api prefix plainly.
    if (isNonCanonicalApiPath(request.url)) {
      reply.header('cache-control', 'no-store');
      done(new HttpError(400, messages.errors.badUrl));
      return;
    }
    if (!isApiRequest(request)) return done();
    // API answers are private and change: never kept by the browser or a proxy (a route
    // that may be cached, like media, says so itself).
    reply.header('cache-control', 'no-store');
    // Until migrations are applied, only the health check answers.
    if (!app.isReady && !request.routeOptions.url?.startsWith('/api/health')) {
      done(new HttpError(503, messages.errors.notReady));
      return;
    }
    done(crossSiteRefusal(request));
  });

  function crossSiteRefusal(request: FastifyRequest): HttpError | undefined {
    if (SAFE_METHODS.has(request.method)) return undefined;
    // A provider's form_post answer comes from its own site; its state, PKCE verifier and
    // nonce protect it instead.
    if (request.routeOptions.config.crossSite === true) return undefined;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      return new HttpError(403, messages.errors.forbiddenOrigin);
    const origin = request.headers.origin;
    if (origin === undefined) return undefined; // not sent by a browser's cross-site call
    const allowed = origin === ownOrigin(request) || origin === app.config.publicUrl;
    return allowed ? undefined : new HttpError(403, messages.errors.forbiddenOrigin);
  }
}

export default fp(securityPlugin, { name: 'security', dependencies: ['config', 'lifecycle'] });

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so
 * they are computed once at start (helmet would rebuild the CSP string on every request).
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
