/** The app's VAPID key pair and contact (modules/push/vapid.ts loads them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushResult {
  statusCode: number;
}

/** Sends one encrypted Web Push message and answers the push service's status. */
export type PushSender = (target: PushTarget, payload: string) => Promise<PushResult>;

const TIME_TO_LIVE_S = 24 * 3600;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * web-push encrypts (aes128gcm) and signs (VAPID); the request itself goes through fetch,
 * which speaks http as well as https (web-push's own sender only does https).
 */
export function webPushSender(vapid: VapidKeys): PushSender {
  return async (target, payload) => {
    // Loaded on the first push, not at start.
    const { default: webpush } = await import('web-push');
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TIME_TO_LIVE_S,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { statusCode: response.status };
  };
}
