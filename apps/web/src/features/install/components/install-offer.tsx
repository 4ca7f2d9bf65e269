import { Download } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { shouldOfferInstall } from '@app/shared/domain/install-offer';
import { Card } from '@/components/ui/card';
import { t } from '@/lib/i18n';
import {
  browserOffersInstall,
  installRefusedAt,
  promptInstall,
  rememberInstallRefusal,
  subscribeInstallPrompt,
} from '../lib/install-prompt';

/**
 * « Installer l’application » (issue 51), on the screen that follows a validated wash:
 * never the first screen the app opens on. Shown while the browser holds its install
 * prompt, unless the member said no in the last 30 days.
 */
export function InstallOffer({ totalWashes }: { totalWashes: number }) {
  const browserOffers = useSyncExternalStore(subscribeInstallPrompt, browserOffersInstall, () => false);
  const refusedAt = useSyncExternalStore(subscribeInstallPrompt, installRefusedAt, () => null);
  const [now] = useState(() => Date.now());
  const offered = shouldOfferInstall({
    browserOffers,
    totalWashes,
    firstScreen: false,
    refusedAt,
    now,
  });
  if (!offered) return null;
  const words = t.install;
  return (
    <Card title={words.title} icon={Download}>
      <p className="text-sm text-slate-600">{words.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary flex flex-1" onClick={() => void promptInstall()}>
          <Download aria-hidden="true" className="h-5 w-5" />
          {words.install}
        </button>
        <button type="button" className="btn-secondary flex" onClick={rememberInstallRefusal}>
          {words.later}
        </button>
      </div>
    </Card>
  );
}
