/**
 * Chromium's offer to install the app (`beforeinstallprompt`), held back when it comes and
 * shown at the moment the app chooses (issue 51: after a validated wash, never on the first
 * screen). Listened for from the start (main.tsx): the event fires once, early.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** When this device's member last declined the offer (ms since the epoch). */
export const INSTALL_REFUSED_KEY = 'eclat-lavage:install-refused-at';

let held: BeforeInstallPromptEvent | null = null;
/** Declined in this page's life, whatever the storage kept. */
let declinedThisVisit = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar on the first screen: the app offers it itself, later.
    event.preventDefault();
    held = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    held = null;
    notify();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const browserOffersInstall = (): boolean => held !== null && !declinedThisVisit;

export function installRefusedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(INSTALL_REFUSED_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    // Storage refused (blocked site data): no refusal known, the success screen still shows.
    return null;
  }
}

export function rememberInstallRefusal(): void {
  try {
    localStorage.setItem(INSTALL_REFUSED_KEY, String(Date.now()));
  } catch {
    // Storage refused: the offer goes for this visit (below), not for 30 days.
  }
  declinedThisVisit = true;
  notify();
}

/** Shows the browser's install sheet; a « no » there counts as a refusal. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = held;
  if (!event) return 'dismissed';
  // A prompt can be shown once: the next offer is the browser's next event.
  held = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') rememberInstallRefusal();
  else notify();
  return outcome;
}
