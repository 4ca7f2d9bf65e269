import type { CreateWashBody } from '@app/shared/schemas/washes';
import { createStore, del, get, set, values } from 'idb-keyval';
import { ApiError, api } from '@/lib/api-client';

/**
 * Washes taken at the bay without a network, kept in IndexedDB until they can be sent
 * (docs/product.md, presence). The service worker reads the same store for Background
 * Sync (src/sw/pending-washes.ts): database and store names, and the entry's shape, are
 * shared with it.
 */
export const PENDING_DATABASE = 'eclat-pending';
export const PENDING_STORE = 'washes';
export const PENDING_LOCK = 'eclat-pending-washes';
export const PENDING_SYNC_TAG = 'pending-washes';
const CHANGED = 'eclat:pending-washes';

export interface PendingWash {
  id: string;
  /** The station's name when the wash was kept, as the list shows it. */
  station: string;
  /** When it was taken, by the phone's clock: shown only; the server counts the code's step. */
  savedAt: string;
  body: CreateWashBody & { client_id: string; captured_offline: true };
  /** The server's refusal, kept until the member has read it. */
  refused?: string;
}

const store = () => createStore(PENDING_DATABASE, PENDING_STORE);

function changed() {
  window.dispatchEvent(new Event(CHANGED));
}

/** Keeps a wash to send later, and asks the service worker to send it when the network returns. */
/** `body.station` is best the station's id (a rename meanwhile still finds it); `shownStation` its name. */
export async function queueWash(body: CreateWashBody, shownStation = body.station): Promise<PendingWash> {
  const id = crypto.randomUUID();
  const pending: PendingWash = {
    id,
    station: shownStation,
    savedAt: new Date().toISOString(),
    body: { ...body, client_id: id, captured_offline: true },
  };
  await set(id, pending, store());
  changed();
  try {
    const registration = await navigator.serviceWorker?.ready;
    await (
      registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
    )?.sync?.register(PENDING_SYNC_TAG);
  } catch {
    // No Background Sync here: the online event and the next start send it.
  }
  return pending;
}

export async function pendingWashes(): Promise<PendingWash[]> {
  const all = await values<PendingWash>(store());
  // ISO times sort as plain strings; localeCompare would load the language's ICU collator.
  return all.sort((a, b) => (a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : 0));
}

export async function dismissPendingWash(id: string): Promise<void> {
  await del(id, store());
  changed();
}

/** Runs `work` alone among this origin's pages and its service worker (Web Locks). */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  if (!navigator.locks) return work();
  return (await navigator.locks.request(PENDING_LOCK, work)) as T;
}

/**
 * Sends the kept washes, oldest first. A wash the server refuses stays, with its refusal,
 * until dismissed; without a network, or signed out, the rest waits. Answers how many went.
 */
export function sendPendingWashes(): Promise<number> {
  return exclusively(async () => {
    let sent = 0;
    let touched = false;
    for (const pending of await pendingWashes()) {
      if (pending.refused) continue;
      // Sent by the service worker meanwhile?
      if (!(await get(pending.id, store()))) continue;
      try {
        await api('/washes', { method: 'POST', body: pending.body });
        await del(pending.id, store());
        sent += 1;
        touched = true;
      } catch (error) {
        if (
          !(error instanceof ApiError) ||
          error.status === 401 ||
          error.status === 429 ||
          error.status >= 500
        )
          break;
        await set(pending.id, { ...pending, refused: error.detail ?? String(error.status) }, store());
        touched = true;
      }
    }
    if (touched) changed();
    return sent;
  });
}

/** Calls `listener` when the kept washes change (this page, or the service worker). */
export function onPendingWashesChange(listener: () => void): () => void {
  const fromWorker = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === CHANGED) listener();
  };
  window.addEventListener(CHANGED, listener);
  navigator.serviceWorker?.addEventListener('message', fromWorker);
  return () => {
    window.removeEventListener(CHANGED, listener);
    navigator.serviceWorker?.removeEventListener('message', fromWorker);
  };
}

export const PENDING_CHANGED_MESSAGE = CHANGED;
