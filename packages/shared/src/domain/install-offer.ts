/**
 * When the app offers to be installed (issue 51): once the browser has offered it
 * (Chromium's `beforeinstallprompt`), to a member who has validated a wash, never on the
 * first screen they open, and not again for 30 days after they said no.
 */
export const INSTALL_REFUSAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InstallOfferContext {
  /** The browser holds an install prompt for this page. */
  browserOffers: boolean;
  /** The member's validated washes, this one included. */
  totalWashes: number;
  /** This screen is the first one the app opened on (a load, not a move inside the app). */
  firstScreen: boolean;
  /** When the member last declined, if they did (ms since the epoch). */
  refusedAt: number | null;
  now: number;
}

export function shouldOfferInstall(context: InstallOfferContext): boolean {
  if (!context.browserOffers || context.firstScreen || context.totalWashes < 1) return false;
  return context.refusedAt === null || context.now - context.refusedAt >= INSTALL_REFUSAL_DAYS * DAY_MS;
}

/**
 * Which phone must be told to add the app to its home screen for notifications: Safari on
 * an iPhone or iPad (iPadOS says it is a Mac, with a touch screen), not yet installed.
 * iOS gives Web Push only to an app opened from the home screen.
 */
export function needsHomeScreenForPush(device: {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
}): boolean {
  if (device.standalone) return false;
  return (
    /\b(iPhone|iPad|iPod)\b/.test(device.userAgent) ||
    (/\bMacintosh\b/.test(device.userAgent) && device.maxTouchPoints > 1)
  );
}
