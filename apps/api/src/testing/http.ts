import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { randomBytes } from 'node:crypto';
import { photoDataUrl } from './photos';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../types';

/** The `session` cookie a response set, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'session');
  if (!cookie) throw new Error(`no session cookie in the response (${response.statusCode})`);
  return `session=${cookie.value}`;
}

let counter = 0;

/** Registers a fresh user through the API and answers its cookie and user. */
export async function registerUser(
  app: App,
  overrides: Partial<{
    email: string;
    password: string;
    name: string;
    favorite_station: string;
    locale: string;
  }> = {},
) {
  counter += 1;
  const body = {
    email: `client${counter}-${randomBytes(3).toString('hex')}@exemple.ch`,
    password: 'motdepasse',
    name: `Client ${counter}`,
    favorite_station: 'Cernier I',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: `10.1.${Math.floor(counter / 250)}.${counter % 250}`,
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), user: response.json().user, body };
}

/** Validates a wash with a fresh small photo, as the add-wash screen would. */
export async function postWash(app: App, cookie: string, station = 'Cernier I') {
  return app.inject({
    method: 'POST',
    url: '/api/washes',
    headers: { cookie },
    payload: { wash_type: 'standard', station, photo_data: await photoDataUrl({ width: 320, height: 240 }) },
  });
}

/** A registered user made admin (as the operator's ADMIN_EMAIL account would be). */
export async function registerAdmin(app: App) {
  const registered = await registerUser(app, { name: 'Admin Test' });
  await app.db.update(users).set({ isAdmin: true }).where(eq(users.id, registered.user.id));
  // This instance's copy of the user must not keep the old right for the next request.
  app.authCache.forgetUser(registered.user.id);
  return registered;
}

/** A multipart/form-data body, as a page's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  const boundary = `----eclat${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="capture.png"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
