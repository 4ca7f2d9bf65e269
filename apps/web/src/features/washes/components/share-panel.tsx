import { useQueryClient } from '@tanstack/react-query';
import { Check, Music2, Camera as InstagramIcon, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SocialPlatform } from '@app/shared/domain/washes';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { ApiError, NetworkError } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { reviewStatusQueryOptions, useReviewStatus } from '../api/get-review-status';
import { useShareWash } from '../api/share-wash';
import { GoogleReviewModal } from './google-review-modal';
import { useProgramme } from '@/lib/programme';
import { openPlatform } from './share-links';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { brandName } from '@/lib/brand';

/** Delays of the share flow (docs/product.md, screens). */
const CONFIRM_AFTER_MS = 3000;
const HOME_AFTER_MS = 2000;

interface SharePanelProps {
  washId: string;
  station: string;
  /** The wash photo, shared itself where the browser can share files. */
  photoUrl: string;
}

/** The wash photo as a file for the Web Share API, or null where files cannot be shared. */
function useShareablePhoto(photoUrl: string): File | null {
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    if (typeof navigator.canShare !== 'function') return;
    let cancelled = false;
    // Fetched before the click: sharing must start while the click still counts.
    fetch(photoUrl, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        const candidate = new File([blob], 'eclat-lavage.jpg', { type: blob.type || 'image/jpeg' });
        if (navigator.canShare({ files: [candidate] })) setFile(candidate);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [photoUrl]);
  return file;
}

export function SharePanel({ washId, station, photoUrl }: SharePanelProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const share = useShareWash();
  const reviewStatus = useReviewStatus();
  const photo = useShareablePhoto(photoUrl);
  const [error, setError] = useState<string | null>(null);
  const [shared, setShared] = useState(false);
  // The platform whose share waits for the member's confirmation (nothing is paid before).
  const [pending, setPending] = useState<SocialPlatform | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const { data: programme } = useProgramme();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // The operator may turn the review bonus off: the review is then invited, not paid.
  const reviewBonus = (programme?.google_review_bonus ?? 1) > 0;
  const reviewed = reviewBonus && reviewStatus.data?.stations[station]?.reviewed === true;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function later(action: () => void, delay: number) {
    timers.current.push(setTimeout(action, delay));
  }

  function refreshAndGoHome() {
    void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: reviewStatusQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['points-history'] });
    later(() => navigate(paths.home, { replace: true }), HOME_AFTER_MS);
  }

  async function handleShare(platform: SocialPlatform) {
    setError(null);
    setPending(platform);
    // The photo itself where files can be shared, else the app's link through the share
    // sheet, else the platform's app or site.
    const payload = photo
      ? { files: [photo], text: t.washes.share.shareText({ brand: brandName() }) }
      : typeof navigator.share === 'function'
        ? { text: t.washes.share.shareText({ brand: brandName() }), url: window.location.origin }
        : null;
    if (payload) {
      try {
        await navigator.share(payload);
        setConfirming(true);
      } catch (caught) {
        // Closed without sharing: nothing to confirm.
        if (caught instanceof DOMException && caught.name === 'AbortError') setPending(null);
        else {
          openPlatform(platform);
          later(() => setConfirming(true), CONFIRM_AFTER_MS);
        }
      }
      return;
    }
    openPlatform(platform);
    later(() => setConfirming(true), CONFIRM_AFTER_MS);
  }

  async function handleConfirm() {
    setConfirming(false);
    if (!pending) return;
    try {
      await share.mutateAsync({ platform: pending, wash_id: washId });
      setShared(true);
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      setConfirmed(true);
      later(() => navigate(paths.home, { replace: true }), HOME_AFTER_MS);
    } catch (caught) {
      if (caught instanceof NetworkError) setError(t.washes.share.networkError);
      else if (caught instanceof ApiError && caught.detail)
        setError(t.washes.share.error({ message: caught.detail }));
      else setError(t.washes.share.confirmError);
    }
  }

  function handleNotYet() {
    setConfirming(false);
    setPending(null);
  }

  return (
    <Card title={t.washes.share.title}>
      <p className="mb-3 text-sm text-slate-600">{t.washes.share.text}</p>
      <div className="grid gap-2">
        {error && <Alert>{error}</Alert>}
        {confirmed && <Alert tone="success">{t.washes.share.confirmed}</Alert>}
        <button
          type="button"
          disabled={shared || pending !== null || share.isPending}
          onClick={() => handleShare('instagram')}
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-fuchsia-700 to-orange-700 px-4 py-3 font-semibold text-white disabled:opacity-60"
        >
          <InstagramIcon aria-hidden="true" className="h-5 w-5" />
          {shared ? t.washes.share.done : t.washes.share.instagram}
        </button>
        <button
          type="button"
          disabled={shared || pending !== null || share.isPending}
          onClick={() => handleShare('tiktok')}
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-slate-900 px-4 py-3 font-semibold text-white disabled:opacity-60"
        >
          <Music2 aria-hidden="true" className="h-5 w-5" />
          {shared ? t.washes.share.done : t.washes.share.tiktok}
        </button>
        {reviewed ? (
          <p className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-center text-sm font-semibold text-emerald-800">
            <Check aria-hidden="true" className="h-5 w-5" />
            {t.washes.share.googleDone({ station })}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => setReviewOpen(true)}
            disabled={reviewStatus.isPending}
            className="btn-secondary flex"
          >
            <Star aria-hidden="true" className="h-5 w-5 text-amber-500" />
            {reviewBonus ? t.washes.share.google : t.washes.share.googleNoBonus}
          </button>
        )}
        <button
          type="button"
          onClick={() => navigate(paths.home, { replace: true })}
          className="rounded-xl px-4 py-3 font-semibold text-brand-700 hover:underline"
        >
          {t.washes.share.skip}
        </button>
      </div>

      <Modal open={confirming} title={t.washes.share.confirmTitle} onClose={handleNotYet}>
        <p className="text-slate-700">{t.washes.share.confirmText}</p>
        <div className="mt-4 grid gap-2">
          <button type="button" onClick={handleConfirm} className="btn-primary flex">
            {t.washes.share.confirmYes}
          </button>
          <button type="button" onClick={handleNotYet} className="btn-secondary flex">
            {t.washes.share.confirmNo}
          </button>
        </div>
      </Modal>

      <GoogleReviewModal
        open={reviewOpen}
        washId={washId}
        station={station}
        bonus={reviewBonus}
        onClose={() => setReviewOpen(false)}
        onRewarded={refreshAndGoHome}
      />
    </Card>
  );
}
