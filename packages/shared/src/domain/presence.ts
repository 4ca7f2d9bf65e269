/**
 * Proof of presence (docs/product.md, presence): a display fixed at the station shows a
 * TOTP code (RFC 6238: HMAC-SHA1, 6 digits, 30 s) over its own secret; a wash carries the
 * code and its time step, and the server checks them. The code itself is in
 * presence-code.ts, apart, so screens that only read tokens do not load the HMAC.
 */

export const PRESENCE_PERIOD_SECONDS = 30;
export const PRESENCE_DIGITS = 6;
export const PRESENCE_ALGORITHM = 'SHA1';
/** Online, a code is accepted for the server's current step and one step either side. */
export const PRESENCE_ONLINE_STEPS = 1;
export const PRESENCE_OFFLINE_HOURS = { default: 6, min: 0, max: 48 } as const;
export const PRESENCE_USERS_PER_CODE = { default: 4, min: 1, max: 20 } as const;
/** A wash farther than this from its station (beyond the position's accuracy) is listed for the operator. */
export const PRESENCE_FAR_METERS = 2_000;

/** Pairing codes: 8 characters none of which reads like another, valid 10 minutes, used once. */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_VALID_MS = 10 * 60_000;

const STEP_MS = PRESENCE_PERIOD_SECONDS * 1000;

/**
 * A display beats every minute. Heard from within 10 minutes it is live: only then may a
 * station start requiring its code. Silent for 15 minutes at a station that requires it,
 * the operator is warned (customers there cannot validate a wash).
 */
export const DISPLAY_LIVE_MS = 10 * 60_000;
export const DISPLAY_SILENT_ALERT_MS = 15 * 60_000;

export type DisplayState = 'none' | 'live' | 'silent';

/** A station's displays as one state, from the last time any of them was heard from. */
export function displayState(lastSeenAt: Date | number | null, now: Date | number): DisplayState {
  if (lastSeenAt === null) return 'none';
  return Number(now) - Number(lastSeenAt) <= DISPLAY_LIVE_MS ? 'live' : 'silent';
}

/** The TOTP time step of an instant: floor(unix seconds / 30). */
export function stepAt(instant: Date | number): number {
  return Math.floor(Number(instant) / STEP_MS);
}

/** When a step began: the time a wash proven by that step is counted at. */
export function stepStart(step: number): Date {
  return new Date(step * STEP_MS);
}

/** Milliseconds left in the step an instant falls in (the display's ring). */
export function msLeftInStep(instant: number): number {
  return STEP_MS - (instant % STEP_MS);
}

export interface PresenceToken {
  displayId: string;
  step: number;
  code: string;
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.(\d{6})$/;

/** `<display_id>.<step>.<code>` as the QR carries it; null when it is not one. */
export function parsePresenceToken(value: string): PresenceToken | null {
  const match = TOKEN.exec(value.trim().toLowerCase());
  if (!match) return null;
  return { displayId: match[1]!, step: Number(match[2]), code: match[3]! };
}

export function formatPresenceToken(token: PresenceToken): string {
  return `${token.displayId}.${token.step}.${token.code}`;
}

/** The URL the display's QR code holds: the app's add-wash screen with the proof. */
export function presenceUrl(origin: string, token: PresenceToken): string {
  return `${origin}/add-wash?presence=${formatPresenceToken(token)}`;
}

export type StepVerdict = 'ok' | 'stale' | 'future';

/**
 * Whether a step is accepted at the server's step: ±1 online; offline (sent later from the
 * phone's queue), up to `offlineHours` old, never ahead.
 */
export function judgeStep(
  step: number,
  serverStep: number,
  options: { capturedOffline: boolean; offlineHours: number },
): StepVerdict {
  if (step > serverStep + PRESENCE_ONLINE_STEPS) return 'future';
  const oldest = options.capturedOffline
    ? serverStep - Math.max(PRESENCE_ONLINE_STEPS, (options.offlineHours * 3600) / PRESENCE_PERIOD_SECONDS)
    : serverStep - PRESENCE_ONLINE_STEPS;
  return step < oldest ? 'stale' : 'ok';
}

export interface Position {
  lat: number;
  lng: number;
}

/** Great-circle distance in metres (haversine), enough at the scale of a region. */
export function distanceMeters(a: Position, b: Position): number {
  const radius = 6_371_000;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Far from the station: farther than 2 km even granting the position's accuracy. */
export function isFarFromStation(position: Position & { accuracy: number }, station: Position): boolean {
  return distanceMeters(position, station) - Math.max(0, position.accuracy) > PRESENCE_FAR_METERS;
}

/** A new pairing code from `randomIndex(n)` (0 ≤ result < n). */
export function newPairingCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++)
    code += PAIRING_ALPHABET[randomIndex(PAIRING_ALPHABET.length)];
  return code;
}

/** A pairing code as typed: spaces and dashes dropped, upper case. */
export function normalizePairingCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
