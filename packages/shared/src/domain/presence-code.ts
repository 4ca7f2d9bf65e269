/**
 * The display's TOTP code (RFC 6238), computed by otplib: the same on the display (offline,
 * from the device clock) and on the server.
 */
import { generateSync } from 'otplib';
import { PRESENCE_DIGITS, PRESENCE_PERIOD_SECONDS } from './presence';

/** The display's code for a step (the secret in base32). */
export function presenceCode(secret: string, step: number): string {
  return generateSync({
    secret,
    epoch: step * PRESENCE_PERIOD_SECONDS,
    period: PRESENCE_PERIOD_SECONDS,
    digits: PRESENCE_DIGITS,
    algorithm: 'sha1',
  });
}
