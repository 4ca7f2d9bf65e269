import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { queryClient } from './query-client';

/**
 * The query cache kept in IndexedDB, so that a start without a network shows the last
 * known points, level, streaks and boards (with the offline banner) instead of a spinner.
 * Bump CACHE_VERSION when a contract changes shape: older copies are then dropped.
 */
const CACHE_VERSION = '1';
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

const options: Omit<PersistQueryClientOptions, 'queryClient'> & { queryClient: typeof queryClient } = {
  queryClient,
  persister: createAsyncStoragePersister({
    key: 'eclat-lavage:queries',
    storage: { getItem: get, setItem: set, removeItem: del },
    throttleTime: 1000,
    serialize: (client) => JSON.stringify(asLastKnown(client)),
  }),
  maxAge: MAX_AGE_MS,
  buster: CACHE_VERSION,
  dehydrateOptions: {
    // The member's own screens with data, never the operator's lists. A query whose last
    // refetch failed (offline) keeps its data: dropping it here would leave the next
    // offline start without the member (issue 32).
    shouldDehydrateQuery: (query) => query.state.data !== undefined && query.queryKey[0] !== 'admin',
  },
};

/** The kept copy is the last known data: a failed refetch's error is not kept with it. */
function asLastKnown(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Loads the kept cache into the query client; never fails (an unreadable copy is dropped).
 * What it brings is from an earlier visit: shown at once, and asked for again wherever it
 * is used (a reload means "show me now", whatever the queries' stale times say).
 */
export async function restoreQueryCache(): Promise<void> {
  try {
    await persistQueryClientRestore(options);
  } catch {
    // Private browsing without IndexedDB, or a broken copy: start without one.
    return;
  }
  // Only what the kept copy brought is older than this page: what this page asked for
  // meanwhile (the user, the page's own data) stays fresh, or every screen would ask for
  // it twice and render each answer again.
  await queryClient.invalidateQueries({
    predicate: (query) => query.state.dataUpdatedAt < performance.timeOrigin,
    refetchType: 'none',
  });
}

/** From now on, every change of the cache is written back (at most once a second). */
export function keepQueryCache(): void {
  try {
    persistQueryClientSubscribe(options);
  } catch {
    // Without IndexedDB the app simply has no offline copy.
  }
}
