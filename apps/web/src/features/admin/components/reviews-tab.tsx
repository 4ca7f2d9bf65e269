import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { usePendingReviews } from '../api/get-pending-reviews';
import { useValidateReview } from '../api/validate-review';
import { adminText } from '../messages';
import type { Notice } from './pager';

export function ReviewsTab() {
  const words = adminText.reviews;
  const { data, isPending, isError, refetch } = usePendingReviews();
  const validate = useValidateReview();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [enlarged, setEnlarged] = useState<{ url: string; name: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (isPending) return <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError) return <LoadError message={words.loadError} onRetry={() => void refetch()} />;
  const decide = (id: string, action: 'approve' | 'reject') =>
    validate.mutate(
      { id, action, notes: notes[id] ?? '' },
      {
        onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
        onError: (error) => setNotice({ tone: 'error', text: failureText(error, words.failed) }),
      },
    );
  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {data.submissions.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words.empty}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.submissions.map((submission) => {
            const at = new Date(submission.submitted_at);
            return (
              <li
                key={submission.id}
                className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
                data-testid="pending-review"
              >
                <p className="font-bold text-slate-900">{submission.station}</p>
                <p className="text-sm text-slate-700">
                  {words.submittedBy({
                    name: submission.user_name,
                    date: `${formatShortDate(at)} ${formatZurichTime(at)}`,
                  })}
                </p>
                <button
                  type="button"
                  onClick={() => setEnlarged({ url: submission.screenshot_url, name: submission.user_name })}
                  aria-label={words.enlarge}
                  className="block"
                >
                  <img
                    src={submission.screenshot_url}
                    alt={words.screenshot({ name: submission.user_name })}
                    className="max-h-60 rounded-lg object-contain ring-1 ring-slate-200"
                    loading="lazy"
                  />
                </button>
                <label className="field-label" htmlFor={`notes-${submission.id}`}>
                  {words.notes}
                </label>
                <textarea
                  id={`notes-${submission.id}`}
                  className="field-input"
                  rows={2}
                  maxLength={500}
                  value={notes[submission.id] ?? ''}
                  onChange={(event) => setNotes({ ...notes, [submission.id]: event.target.value })}
                />
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-primary inline-flex"
                    disabled={validate.isPending}
                    onClick={() => decide(submission.id, 'approve')}
                  >
                    {words.approve}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary inline-flex"
                    disabled={validate.isPending}
                    onClick={() => decide(submission.id, 'reject')}
                  >
                    {words.reject}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={enlarged !== null}
        title={enlarged ? words.screenshot({ name: enlarged.name }) : ''}
        onClose={() => setEnlarged(null)}
      >
        {enlarged && (
          <img
            src={enlarged.url}
            alt={words.screenshot({ name: enlarged.name })}
            className="max-h-[75dvh] w-full object-contain"
          />
        )}
      </Modal>
    </div>
  );
}
