import { formatPresenceToken, parsePresenceToken } from '@app/shared/domain/presence';

/**
 * The proof in what a QR code or a link carried: the display's URL
 * (`…/add-wash?presence=<display>.<step>.<code>`) or the bare token. Null for anything else.
 */
export function presenceTokenFrom(text: string): string | null {
  let candidate = text.trim();
  try {
    const url = new URL(candidate);
    candidate = url.searchParams.get('presence') ?? '';
  } catch {
    // Not a URL: the token itself, perhaps.
  }
  const token = parsePresenceToken(candidate);
  return token ? formatPresenceToken(token) : null;
}
