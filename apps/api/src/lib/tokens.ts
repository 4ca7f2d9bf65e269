import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: a leaked table gives no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
