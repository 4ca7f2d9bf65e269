import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { WifiOff } from 'lucide-react';
import { PageLoader } from '@/components/ui/spinner';
import { NetworkError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { exchangeSessionId, meQueryOptions, useUser } from '@/lib/auth';
import { paths } from '@/config/paths';

/** Reads `session_id` from a URL hash such as `#session_id=abc` (external sign-in return). */
function sessionIdFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('session_id');
}

/**
 * Guards the signed-in part of the app: shows 'Chargement...' while the session is
 * checked or a session id from the URL hash is exchanged, and sends visitors to /login.
 * Offline is not signed out (issue 32).
 */
export function RequireAuth() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const [exchanging, setExchanging] = useState(() => sessionIdFromHash(location.hash) !== null);
  const { data: user, isPending, error, refetch } = useUser();

  useEffect(() => {
    const sessionId = sessionIdFromHash(window.location.hash);
    if (!sessionId) return;
    // Clear the hash first: the id is single-use and must not stay in history.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    exchangeSessionId(sessionId)
      .catch((error: unknown) => console.warn('session exchange failed', error))
      .then(() => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }))
      .catch((error: unknown) => console.warn('could not reload the user', error))
      // No cancellation on unmount: the exchange must finish even if React re-mounts.
      .finally(() => setExchanging(false));
  }, [queryClient]);

  if (exchanging || (isPending && !user)) return <PageLoader />;
  // A member known from the kept copy stays in the app when the check cannot reach the
  // server (offline, or its refetch failed): the screens show the last known data under
  // the offline banner. Only without any copy is there nothing to show but a retry.
  if (!user && error instanceof NetworkError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <WifiOff aria-hidden="true" className="h-12 w-12 text-slate-500" />
        <p className="max-w-sm font-semibold text-slate-800">{t.offline}</p>
        <button type="button" onClick={() => refetch()} className="btn-primary inline-flex">
          {t.common.retry}
        </button>
      </main>
    );
  }
  if (!user)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
