import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  subscriptionId: string;
  payload: unknown;
  /** Whether the VAPID JWT was signed by the key it names. */
  vapidValid: boolean;
  vapidPublicKey: string | null;
  ttl: string | undefined;
}

interface ReceiverSubscription {
  id: string;
  ecdh: ECDH;
  auth: Buffer;
}

function verifyVapid(header: string | undefined): { valid: boolean; publicKey: string | null } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { valid: false, publicKey: null };
  const [, token, publicKey] = match as unknown as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, body, signature] = token.split('.') as [string, string, string];
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return { valid, publicKey };
}

/**
 * A real Web Push receiver on loopback: it hands out subscriptions with their own keys,
 * decrypts what it receives (aes128gcm, RFC 8291), checks the VAPID signature, and can
 * answer chosen statuses (410 for an expired subscription, 500 for a failure).
 */
export async function startPushReceiver() {
  const subscriptions = new Map<string, ReceiverSubscription>();
  const received: ReceivedPush[] = [];
  const scripted = new Map<string, number[]>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && url.pathname === '/subscriptions') return json(201, create());
      if (request.method === 'GET' && url.pathname === '/messages') {
        const id = url.searchParams.get('subscription');
        return json(
          200,
          received.filter((push) => push.subscriptionId === id),
        );
      }
      const pushMatch = /^\/push\/([0-9a-f-]+)$/.exec(url.pathname);
      const subscription = pushMatch && subscriptions.get(pushMatch[1] as string);
      if (request.method !== 'POST' || !subscription) return json(404, { error: 'unknown subscription' });
      const status = scripted.get(subscription.id)?.shift() ?? 201;
      if (status === 201) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.auth.toString('base64url'),
        });
        const vapid = verifyVapid(request.headers.authorization);
        received.push({
          subscriptionId: subscription.id,
          payload: JSON.parse(plain.toString('utf8')),
          vapidValid: vapid.valid,
          vapidPublicKey: vapid.publicKey,
          ttl: request.headers.ttl as string | undefined,
        });
      }
      response.writeHead(status);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;

  function create() {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    subscriptions.set(id, { id, ecdh, auth });
    return {
      id,
      subscription: {
        endpoint: `http://${host}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
    };
  }

  return {
    host,
    url: `http://${host}`,
    received,
    createSubscription: create,
    /** The next pushes to this subscription get these statuses (e.g. 410, 500). */
    answerNext(subscriptionId: string, ...statuses: number[]) {
      scripted.set(subscriptionId, [...(scripted.get(subscriptionId) ?? []), ...statuses]);
    },
    messagesFor(subscriptionId: string) {
      return received.filter((push) => push.subscriptionId === subscriptionId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
