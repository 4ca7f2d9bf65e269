import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';

// Every access decision is taken on the route the router matched (docs/product.md, security): a path
// spelled with percent-encoding must meet the same guard as the plain one, or a 400.

let t: TestApp;
let base: URL;
beforeAll(async () => {
  t = await createTestApp();
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  body: string;
  cacheControl: string | undefined;
  csp: string | undefined;
}

/** A raw HTTP request: the path goes on the wire exactly as written (no URL normalisation). */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method, path, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            cacheControl: response.headers['cache-control'],
            csp: String(response.headers['content-security-policy']),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const encode = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** `/api` spelled with one or more of its letters percent-encoded (lower- and upper-case hex). */
function encodedPrefixes(path: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    `/${encode('a')}pi${rest}`,
    `/a${encode('p')}i${rest}`,
    `/ap${encode('i')}${rest}`,
    `/${encode('a')}${encode('p')}${encode('i')}${rest}`,
  ];
}

/** The path with the first letter of its later static segments percent-encoded. */
function encodedSegments(path: string): string[] {
  const segments = path.split('/');
  const variants: string[] = [];
  for (let index = 2; index < segments.length; index += 1) {
    const segment = segments[index] ?? '';
    if (!/^[a-z]/i.test(segment)) continue;
    const copy = [...segments];
    copy[index] = encode(segment[0] ?? '') + segment.slice(1);
    variants.push(copy.join('/'));
  }
  return variants;
}

function concretePath(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*$/, 'profiles/inconnu.jpg');
}

const apiRoutes = () =>
  t.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      // An open event stream never ends: its guard is checked in the realtime tests.
      route.url !== '/api/events',
  );

describe('encoded paths meet the same guards as plain ones', () => {
  it('refuses an /api prefix spelled with percent-encoding with a 400, never with data', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const path = concretePath(route.url);
      for (const variant of encodedPrefixes(path)) {
        const answer = await send(route.method, variant);
        expect(answer.status, `${route.method} ${variant}`).toBe(400);
        expect(JSON.parse(answer.body), variant).toMatchObject({
          success: false,
          detail: 'Adresse invalide',
        });
        expect(answer.cacheControl, variant).toBe('no-store');
        // The same security headers as every other answer.
        expect(answer.csp, variant).toContain("default-src 'self'");
      }
    }
    // The case that leaked every member's e-mail address.
    const member = await registerUser(t.app);
    for (const path of ['/%61pi/admin/users', '/a%70i/admin/audit-log', '/%61%70%69/photos']) {
      const answer = await send('GET', path, { cookie: member.cookie });
      expect(answer.status, path).toBe(400);
      expect(answer.body).not.toContain('@');
    }
  });

  it('answers encoded later segments exactly as the plain path, for a visitor', async () => {
    for (const route of apiRoutes()) {
      const path = concretePath(route.url);
      const plain = await send(route.method, path);
      for (const variant of encodedSegments(path)) {
        const answer = await send(route.method, variant);
        expect(answer.status, `${route.method} ${variant}`).toBe(plain.status);
        // The same refusal, but for the request's own id.
        const withoutId = (body: string) => body.replace(/,"request_id":"[^"]*"/, '');
        if (plain.status === 401) expect(withoutId(answer.body), variant).toBe(withoutId(plain.body));
        expect(answer.cacheControl, variant).toBe(plain.cacheControl);
      }
    }
  });

  it('refuses cross-site calls and members on admin routes, encoded or not', async () => {
    const member = await registerUser(t.app);
    for (const route of apiRoutes()) {
      const path = concretePath(route.url);
      if (route.method !== 'GET') {
        const headers = { origin: 'https://evil.example' };
        const plain = await send(route.method, path, headers);
        for (const variant of encodedSegments(path)) {
          const answer = await send(route.method, variant, headers);
          expect(answer.status, `${route.method} ${variant}`).toBe(plain.status);
        }
        continue;
      }
      if (!route.url.startsWith('/api/admin')) continue;
      for (const variant of [path, ...encodedSegments(path)]) {
        const answer = await send('GET', variant, { cookie: member.cookie });
        expect(answer.status, variant).toBe(403);
        expect(answer.body).not.toContain('@');
      }
    }
  });

  it('still serves an admin the encoded segments of a route', async () => {
    const admin = await registerAdmin(t.app);
    const plain = await send('GET', '/api/admin/users', { cookie: admin.cookie });
    const encoded = await send('GET', '/api/%61dmin/users', { cookie: admin.cookie });
    expect(plain.status).toBe(200);
    expect(encoded.status).toBe(200);
    expect(encoded.cacheControl).toBe('no-store');
  });
});
