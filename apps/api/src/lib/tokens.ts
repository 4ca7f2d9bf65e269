import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: a leaked table gives no usable session. */
export function hashToken(token: string): string {
  // The one-shot hash: every signed-in request computes it.
  return hash('sha256', token, 'hex');
}
