import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (4xx) will not change by asking again; network trouble may.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: true,
    },
  },
});

// TanStack Query believes it is online until an 'offline' event, which a page opened
// without a network never gets: it would fetch, fail and show errors instead of pausing
// its queries and keeping the last known data (issue 32).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
