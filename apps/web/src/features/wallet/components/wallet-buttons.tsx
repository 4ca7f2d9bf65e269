import { Wallet } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { isOnline, subscribeConnectivity } from '@/lib/connectivity';
import { t } from '@/lib/i18n';
import { useProgramme } from '@/lib/programme';
import { useGoogleSaveUrl } from '../api/google-save-url';

/** Apple's pass is downloaded by the browser itself (Safari opens it in Wallet). */
const APPLE_PASS_URL = '/api/wallet/apple/pass';

/**
 * « Ajouter à Apple Wallet » and « Enregistrer dans Google Wallet »: each only where the
 * operator configured that wallet; nothing at all where none is.
 */
export function WalletButtons({ compact = false }: { compact?: boolean }) {
  const { data: programme } = useProgramme();
  const google = useGoogleSaveUrl();
  const online = useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
  const wallets = programme?.wallet;
  if (!wallets || (!wallets.apple && !wallets.google)) return null;
  // The card is signed by the server: offline, the buttons wait for the network.
  if (!online)
    return <p className="rounded-xl bg-slate-100 p-2 text-sm text-slate-700">{t.wallet.offline}</p>;
  return (
    <div className="space-y-2">
      <div className={compact ? 'grid gap-2' : 'grid gap-2 sm:grid-cols-2'}>
        {wallets.apple && (
          <a
            href={APPLE_PASS_URL}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-black px-4 py-2 font-semibold text-white hover:bg-slate-800"
          >
            <Wallet aria-hidden="true" className="h-5 w-5" />
            {t.wallet.apple}
          </a>
        )}
        {wallets.google && (
          <button
            type="button"
            onClick={() => google.mutate()}
            disabled={google.isPending}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 disabled:opacity-70"
          >
            {google.isPending ? <Spinner /> : <Wallet aria-hidden="true" className="h-5 w-5" />}
            {google.isPending ? t.wallet.opening : t.wallet.google}
          </button>
        )}
      </div>
      {google.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-2 text-sm text-red-800">
          {errorMessage(google.error, t.wallet.error)}
        </p>
      )}
    </div>
  );
}

/** The profile's card: what the wallets give, and their buttons. */
export function WalletCard() {
  const { data: programme } = useProgramme();
  if (!programme?.wallet.apple && !programme?.wallet.google) return null;
  return (
    <section
      aria-labelledby="wallet-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="wallet-title" className="text-lg font-bold text-slate-900">
        {t.wallet.title}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-700">{t.wallet.text}</p>
      <WalletButtons />
    </section>
  );
}
