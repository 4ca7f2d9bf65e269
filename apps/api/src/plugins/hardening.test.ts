import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWash, registerAdmin, registerUser } from '../testing/http';
import { openEventStream } from '../testing/sse';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ config: { requestTimeoutMs: 800 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const french = { success: false, detail: expect.any(String) };

describe('bad input answers 4xx JSON in French', () => {
  it('refuses a NUL character in a name, in the body or the query', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'nul@exemple.ch',
        password: 'motdepasse',
        name: 'Al\u0000ice',
        favorite_station: 'Cernier I',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({
      success: false,
      detail: 'Le texte contient un caractère interdit',
    });
    const { cookie } = await registerUser(t.app);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie },
      payload: { name: 'Bob\u0000' },
    });
    expect(profile.statusCode).toBe(400);
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboard/weekly?limit=%00',
      headers: { cookie },
    });
    expect(board.statusCode).toBe(400);
    expect(board.json()).toMatchObject(french);
  });

  it('answers bad percent-encoding and an over-long path parameter with its own refusal', async () => {
    const { cookie } = await registerUser(t.app);
    const bad = await fetch(`${base}/api/washes/%E0%A4%A/google-review`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, detail: 'Adresse invalide' });
    const long = await fetch(`${base}/api/leaderboard/${'x'.repeat(150)}`, { headers: { cookie } });
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
    expect(await long.json()).toMatchObject(french);
  });

  it('refuses a photo whose data-URL header is megabytes long', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/washes',
      headers: { cookie },
      payload: {
        wash_type: 'standard',
        station: 'Cernier I',
        photo_data: `data:image/jpeg;${'a=b;'.repeat(1_700_000)}base64,AAAA`,
      },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject(french);
  });

  it('keeps the event stream working with a huge or bogus Last-Event-ID', async () => {
    const { cookie } = await registerUser(t.app);
    for (const lastEventId of ['9'.repeat(400), '1e308', '-5', 'abc']) {
      const stream = await openEventStream(base, cookie, { 'last-event-id': lastEventId });
      try {
        expect(stream.status).toBe(200);
        await stream.waitFor((event) => event.event === 'ready');
      } finally {
        await stream.close();
      }
    }
    const query = await fetch(`${base}/api/events?last_event_id=${'9'.repeat(40)}`, { headers: { cookie } });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject(french);
  });
});

/** Writes raw bytes to the server and answers everything it sends back until it closes. */
async function rawExchange(bytes: string): Promise<string> {
  const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const answer = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  socket.write(bytes);
  return answer;
}

function jsonOf(raw: string): unknown {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
}

describe('every answer is French JSON, even to malformed HTTP', () => {
  it.each([
    ['a header name with a space', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400],
    [
      'bad chunked encoding',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      400,
    ],
    [
      'Content-Length with Transfer-Encoding',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      400,
    ],
    ['headers too large', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s', async (_name, bytes, status) => {
    const raw = await rawExchange(bytes);
    expect(raw.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(jsonOf(raw)).toMatchObject(french);
  });

  it('refuses an id past its column’s range with a 400, not a 500', async () => {
    const admin = await registerAdmin(t.app);
    for (const id of ['2147483648', '99999999999999999999']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/chat/banned-words/${id}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(french);
    }
  });

  it('refuses a NUL character in a multipart field', async () => {
    const admin = await registerAdmin(t.app);
    const form = new FormData();
    form.set('action', 'approve');
    form.set('admin_notes', 'bien\u0000reçu');
    const response = await fetch(
      `${base}/api/admin/review-submissions/00000000-0000-4000-8000-000000000000/validate`,
      { method: 'POST', headers: { cookie: admin.cookie }, body: form },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      detail: 'Le texte contient un caractère interdit',
    });
  });
});

describe('dates outside the programme', () => {
  it('answers 400 in French to year 0000 and year 9999 everywhere a date is typed, and journals nothing', async () => {
    const admin = await registerAdmin(t.app);
    const journal = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie: admin.cookie } })
      ).json().total as number;
    const before = await journal();
    for (const day of ['0000-01-01', '9999-12-31', '1899-12-31']) {
      for (const url of [
        `/api/admin/exports/members.csv?from=${day}`,
        `/api/admin/exports/washes.csv?from=${day}`,
        `/api/admin/exports/ledger.csv?to=${day}`,
        `/api/admin/exports/journal.csv?from=${day}`,
        `/api/admin/audit-log?from=${day}`,
        `/api/admin/photos?from=${day}`,
        `/api/admin/statistics?period=custom&from=${day}&to=2026-11-01`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ success: false, detail: 'Date invalide (AAAA-MM-JJ)' });
      }
      const offer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/rewards',
        headers: { cookie: admin.cookie },
        payload: {
          partner_name: 'Garage',
          discount_percentage: 10,
          description: 'Remise',
          required_level: 1,
          required_points: 0,
          starts_on: day,
        },
      });
      expect(offer.statusCode, day).toBe(400);
      expect(offer.json().detail).toBe('Date invalide (AAAA-MM-JJ)');
    }
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: { cookie: admin.cookie },
      payload: { name: 'Nuit', kind: 'bonus', value: 5, ends_at: '0000-01-01T00:00:00Z' },
    });
    expect(campaign.statusCode).toBe(400);
    expect(campaign.json().detail).toBe('Date de fin invalide');
    expect(await journal()).toBe(before);
  });
});

describe('a database outage', () => {
  it('answers 503 in French to a signed-in member, not a 500', async () => {
    const outage = await createTestApp();
    const { cookie } = await registerUser(outage.app);
    await outage.database.close();
    try {
      const me = await outage.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(503);
      expect(me.json()).toMatchObject({
        success: false,
        detail: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
      });
      expect(me.headers['retry-after']).toBe('5');
    } finally {
      await outage.app.close();
    }
  });
});

describe('timeouts', () => {
  it('closes a request whose body trickles in after complete headers', async () => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email"',
    );
    const trickle = setInterval(() => socket.write(' '), 100);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      // The server may cut the connection while this client still trickles: the reset
      // (ECONNRESET, seen under Node 24 in CI) ends it as a close does.
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(trickle);
        resolve(received);
      });
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    if (answer)
      expect(jsonOf(answer)).toMatchObject({
        success: false,
        detail: 'La requête a mis trop de temps à arriver',
      });
  });
});

describe('the web app’s files', () => {
  it('serves a real /robots.txt, precompressed copies and long caching for hashed files only', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    const page = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const script = /\/assets\/[\w-]+\.js/.exec(html)?.[0] as string;
    const asset = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(html).toMatch(/<meta\s+name="description"/);
  });
});

describe('caching', () => {
  it('marks API answers no-store and media private, revalidated each time', async () => {
    const { cookie } = await registerUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(refused.headers['cache-control']).toBe('no-store');

    const wash = await postWash(t.app, cookie);
    const url = wash.json().photo_url as string;
    const photo = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, no-cache');
    const etag = photo.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url, headers: { cookie, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // After logout, the browser's revalidation is refused: the kept copy is not shown.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const after = await t.app.inject({ method: 'GET', url, headers: { cookie, 'if-none-match': etag } });
    expect(after.statusCode).toBe(401);
  });
});
