import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { WalletConfig } from '../config/wallet-env';

/**
 * Test certificates for Apple Wallet: an own CA standing in for Apple's WWDR, a pass
 * certificate it signs (made with openssl, as an operator's would be), an APNs key (P-256)
 * and a Google service account key (RSA).
 */
export function walletCredentials() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Test WWDR CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('pass.key'),
    '-out',
    file('pass.csr'),
    '-subj',
    '/UID=pass.ch.eclat.test/CN=Pass Type ID: pass.ch.eclat.test',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('pass.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('pass.pem'),
    '-days',
    '2',
  );
  const apns = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    dir,
    caPath: file('ca.pem'),
    passCert: fs.readFileSync(file('pass.pem'), 'utf8'),
    passKey: fs.readFileSync(file('pass.key'), 'utf8'),
    wwdr: fs.readFileSync(file('ca.pem'), 'utf8'),
    apnsKey: apns.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    apnsPublicKey: apns.publicKey,
    googleKey: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    googlePublicKey: google.publicKey,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
export type WalletCredentials = ReturnType<typeof walletCredentials>;

/** A wallet configuration from those credentials, pointed at the stand-ins. */
export function walletConfig(
  credentials: WalletCredentials,
  apnsUrl: string,
  googleUrl: string,
): WalletConfig {
  return {
    apple: {
      passTypeId: 'pass.ch.eclat.test',
      teamId: 'TEAM123456',
      signerCert: credentials.passCert,
      signerKey: credentials.passKey,
      wwdr: credentials.wwdr,
      apns: { keyId: 'APNSKEY123', key: credentials.apnsKey, url: apnsUrl },
    },
    google: {
      issuerId: '3388000000012345678',
      clientEmail: 'wallet@eclat-test.iam.gserviceaccount.com',
      privateKey: credentials.googleKey,
      tokenUri: `${googleUrl}/token`,
      apiUrl: googleUrl,
    },
  };
}

/** A local HTTP/2 server standing in for APNs: it records each push and answers a chosen status. */
export async function startApnsStandIn() {
  const pushes: {
    path: string;
    authorization: string | undefined;
    topic: string | undefined;
    body: string;
  }[] = [];
  let status = 200;
  const server = http2.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      pushes.push({
        path: String(request.headers[':path']),
        authorization: request.headers.authorization,
        topic: request.headers['apns-topic'] as string | undefined,
        body,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pushes,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local stand-in for Google's token endpoint and Wallet REST API. */
export async function startGoogleStandIn() {
  const patches: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/token' && request.method === 'POST') {
        const assertion = new URLSearchParams(body).get('assertion');
        response.writeHead(assertion ? 200 : 400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ access_token: 'google-test-token', expires_in: 3600 }));
        return;
      }
      patches.push({
        path: `${request.method} ${request.url}`,
        authorization: request.headers.authorization,
        body: body ? (JSON.parse(body) as Record<string, unknown>) : {},
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    patches,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The files of a zip whose entries are stored (a .pkpass as passkit-generator writes it) or deflated. */
export function unzipEntries(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  // The central directory gives each entry's sizes even when the local header defers them.
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    files.set(name, method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
