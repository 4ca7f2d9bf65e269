import { BellRing, BellOff, Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { needsHomeScreenForPush } from '@app/shared/domain/install-offer';
import { usePush } from '../hooks/use-push';
import { HomeScreenSteps } from './home-screen-steps';

type Busy = 'activate' | 'deactivate' | 'test' | null;

/** A browser that never answers the permission or the push service: the card gives up. */
export const ACTIVATE_TIMEOUT_MS = 20_000;

class TimedOut extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Safari on an iPhone, not opened from the home screen: no Web Push there (issue 51). */
function homeScreenFirst(): boolean {
  return needsHomeScreenForPush({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
  });
}

/** The profile's push switch; operators also get the test push. */
export function PushCard({ canTest }: { canTest: boolean }) {
  return homeScreenFirst() ? <HomeScreenFirst /> : <PushSwitch canTest={canTest} />;
}

/** On an iPhone: how to add the app to the home screen, and no switch that cannot work. */
function HomeScreenFirst() {
  return (
    <Card title={t.push.title} icon={BellRing}>
      <p className="mt-2 font-semibold text-slate-900">{t.push.homeScreenTitle}</p>
      <p className="mt-1 text-sm text-slate-600">{t.push.homeScreenText}</p>
      <div className="mt-3">
        <HomeScreenSteps />
      </div>
    </Card>
  );
}

function PushSwitch({ canTest }: { canTest: boolean }) {
  const { state, activate, deactivate, test } = usePush();
  const [busy, setBusy] = useState<Busy>(null);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run(action: Exclude<Busy, null>) {
    setBusy(action);
    setFeedback(null);
    try {
      if (action === 'activate') {
        await withTimeout(activate(), ACTIVATE_TIMEOUT_MS);
        setFeedback({ tone: 'success', text: t.push.activated });
      } else if (action === 'deactivate') {
        await deactivate();
        setFeedback({ tone: 'success', text: t.push.deactivated });
      } else {
        await test();
        setFeedback({ tone: 'success', text: t.push.testSent });
      }
    } catch (error) {
      console.warn('push action failed', action, error);
      const text =
        error instanceof TimedOut
          ? t.push.activateTimeout
          : error instanceof ApiError && error.detail
            ? t.common.error({ detail: error.detail })
            : action === 'activate'
              ? t.push.activateError
              : action === 'test'
                ? t.push.testError
                : t.push.manageError;
      setFeedback({ tone: 'error', text });
    } finally {
      setBusy(null);
    }
  }

  const unsupported = state === 'unsupported';
  return (
    <Card
      title={t.push.title}
      icon={BellRing}
      aside={
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            state === 'on' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {unsupported ? t.push.unsupported : state === 'on' ? t.push.active : t.push.inactive}
        </span>
      }
    >
      <p className="mt-1 text-sm text-slate-600">{unsupported ? t.push.unsupportedText : t.push.text}</p>
      <div className="mt-3 space-y-3">
        {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
        <div className="flex gap-2">
          {state === 'on' ? (
            <button
              type="button"
              onClick={() => run('deactivate')}
              disabled={busy !== null}
              className="btn-secondary flex flex-1"
            >
              {busy === 'deactivate' ? <Spinner /> : <BellOff aria-hidden="true" className="h-5 w-5" />}
              {t.push.deactivate}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => run('activate')}
              disabled={busy !== null || unsupported || state === 'checking'}
              className="btn-primary flex flex-1"
            >
              {busy === 'activate' ? <Spinner /> : <BellRing aria-hidden="true" className="h-5 w-5" />}
              {t.push.activate}
            </button>
          )}
          {canTest && (
            <button
              type="button"
              onClick={() => run('test')}
              disabled={busy !== null || state !== 'on'}
              className="btn-secondary flex"
            >
              {busy === 'test' ? <Spinner /> : <Send aria-hidden="true" className="h-5 w-5" />}
              {unsupported ? t.push.testUnsupported : t.push.test}
            </button>
          )}
        </div>
      </div>
    </Card>
  );
}
