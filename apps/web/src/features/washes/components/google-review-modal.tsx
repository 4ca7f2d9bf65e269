import { Star } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useGoogleReview } from '../api/google-review';

interface GoogleReviewModalProps {
  open: boolean;
  washId: string;
  station: string;
  /** False when the operator turned the review bonus off: no points are promised. */
  bonus: boolean;
  onClose: () => void;
  onRewarded: () => void;
}

export function GoogleReviewModal({
  open,
  washId,
  station,
  bonus,
  onClose,
  onRewarded,
}: GoogleReviewModalProps) {
  const review = useGoogleReview();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function handleOpen() {
    setError(null);
    // Opened now, while the click still counts, so no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    try {
      const result = await review.mutateAsync({ washId, station });
      if (tab) {
        tab.opener = null;
        tab.location.href = result.review_url;
      } else {
        window.open(result.review_url, '_blank', 'noopener');
      }
      setDone(true);
      onRewarded();
    } catch (caught) {
      tab?.close();
      setError(
        caught instanceof ApiError && caught.detail
          ? t.common.error({ detail: caught.detail })
          : t.washes.review.errorFallback,
      );
    }
  }

  return (
    <Modal open={open} title={t.washes.review.title} onClose={onClose}>
      <p className="text-slate-700">
        {bonus ? t.washes.review.text({ station }) : t.washes.review.textNoBonus({ station })}
      </p>
      <div className="mt-4 space-y-3">
        {error && <Alert>{error}</Alert>}
        {done ? (
          <Alert tone="success">{t.washes.review.success}</Alert>
        ) : (
          <button
            type="button"
            onClick={handleOpen}
            disabled={review.isPending}
            className="btn-primary flex w-full"
          >
            {review.isPending ? <Spinner /> : <Star aria-hidden="true" className="h-5 w-5" />}
            {review.isPending
              ? t.washes.review.opening
              : bonus
                ? t.washes.review.open
                : t.washes.review.openNoBonus}
          </button>
        )}
      </div>
    </Modal>
  );
}
