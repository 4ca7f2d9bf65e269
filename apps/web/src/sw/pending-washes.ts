/// <reference lib="webworker" />
/**
 * Background Sync of the washes taken offline: the service worker sends them even when the
 * app is closed. It reads the store the app writes (features/washes/lib/pending-washes.ts,
 * through idb-keyval: one object store, the wash's id as its key); the worker is bundled
 * apart from the app, so the names are repeated here, and a test keeps them equal.
 */
declare const self: ServiceWorkerGlobalScope;

export const PENDING_DATABASE = 'eclat-pending';
export const PENDING_STORE = 'washes';
export const PENDING_LOCK = 'eclat-pending-washes';
export const PENDING_SYNC_TAG = 'pending-washes';
export const PENDING_CHANGED_MESSAGE = 'eclat:pending-washes';

interface PendingWash {
  id: string;
  body: unknown;
  refused?: string;
}

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(PENDING_DATABASE);
    request.onupgradeneeded = () => request.result.createObjectStore(PENDING_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    const request = work(db.transaction(PENDING_STORE, mode).objectStore(PENDING_STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function sendAll(): Promise<void> {
  const db = await openStore();
  let touched = false;
  try {
    const all = (await run(db, 'readonly', (store) => store.getAll())) as PendingWash[];
    for (const pending of all) {
      if (pending.refused) continue;
      if (!(await run(db, 'readonly', (store) => store.get(pending.id)))) continue;
      // Without a network this throws: Background Sync tries again later.
      const response = await fetch('/api/washes', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(pending.body),
      });
      if (response.ok) {
        await run(db, 'readwrite', (store) => store.delete(pending.id));
        touched = true;
      } else if (response.status === 401 || response.status === 429 || response.status >= 500) {
        break;
      } else {
        const answer = (await response.json().catch(() => ({}))) as { detail?: string };
        await run(db, 'readwrite', (store) =>
          store.put({ ...pending, refused: answer.detail ?? String(response.status) }, pending.id),
        );
        touched = true;
      }
    }
  } finally {
    db.close();
    if (touched)
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
        client.postMessage({ type: PENDING_CHANGED_MESSAGE });
  }
}

/** Sends the kept washes, one sender at a time with the app's pages (Web Locks). */
export async function sendPendingWashes(): Promise<void> {
  const locks = (self.navigator as WorkerNavigator & { locks?: LockManager }).locks;
  if (locks) await locks.request(PENDING_LOCK, sendAll);
  else await sendAll();
}
