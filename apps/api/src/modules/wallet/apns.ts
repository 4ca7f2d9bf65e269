import http2 from 'node:http2';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { Clock } from '../../lib/clock';

/** Apple takes a provider token for 20 to 60 minutes: a new one every 50. */
const TOKEN_LIFETIME_MS = 50 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Pushes to Apple's APNs over HTTP/2 with token authentication (the operator's .p8 key):
 * an empty push tells a device that one of its passes changed; it then asks the web
 * service which ones. The base URL is configurable (APNS_URL), so that tests stand in a
 * local HTTP/2 server.
 */
export class ApnsClient {
  private session: http2.ClientHttp2Session | null = null;
  private token: { value: string; madeAt: number } | null = null;
  private key: Promise<CryptoKey> | null = null;

  constructor(
    private readonly options: { url: string; keyId: string; key: string; teamId: string; topic: string },
    private readonly clock: Clock,
  ) {}

  /** Sends the update push to one device; answers APNs's status (0: no answer). */
  async send(pushToken: string): Promise<number> {
    const authorization = `bearer ${await this.providerToken()}`;
    return new Promise((resolve) => {
      let request: http2.ClientHttp2Stream;
      try {
        request = this.connection().request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(pushToken)}`,
          authorization,
          'apns-topic': this.options.topic,
          'content-type': 'application/json',
        });
      } catch {
        this.close();
        resolve(0);
        return;
      }
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
      let status = 0;
      request.on('response', (headers) => {
        status = Number(headers[':status'] ?? 0);
      });
      request.on('error', () => resolve(0));
      request.on('close', () => resolve(status));
      request.resume();
      request.end('{}');
    });
  }

  close(): void {
    this.session?.close();
    this.session = null;
  }

  private connection(): http2.ClientHttp2Session {
    if (this.session && !this.session.closed && !this.session.destroyed) return this.session;
    const session = http2.connect(this.options.url);
    session.on('error', () => {
      if (this.session === session) this.session = null;
    });
    session.on('close', () => {
      if (this.session === session) this.session = null;
    });
    session.unref();
    this.session = session;
    return session;
  }

  private async providerToken(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.token && now - this.token.madeAt < TOKEN_LIFETIME_MS) return this.token.value;
    this.key ??= importPKCS8(this.options.key, 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.options.keyId })
      .setIssuer(this.options.teamId)
      .setIssuedAt(Math.floor(now / 1000))
      .sign(await this.key);
    this.token = { value, madeAt: now };
    return value;
  }
}
