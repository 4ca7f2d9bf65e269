import { DEFAULT_POINTS_SCALE } from '@app/shared/domain/points-scale';
import type { QueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, ExternalLink, Star, Upload, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { MySubmission } from '@app/shared/schemas/reviews';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { mySubmissionsQueryOptions } from '@/features/reviews/api/get-my-submissions';
import { reviewStationsQueryOptions } from '@/features/reviews/api/get-review-stations';
import { reviewStatusQueryOptions } from '@/features/reviews/api/get-review-status';
import { useReviewPage } from '@/features/reviews/api/use-review-page';
import { ScreenshotModal } from '@/features/reviews/components/screenshot-modal';
import { formatShortDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useProgramme } from '@/lib/programme';

export function prefetchData(client: QueryClient) {
  void client.prefetchQuery(reviewStatusQueryOptions);
  void client.prefetchQuery(mySubmissionsQueryOptions);
  void client.prefetchQuery(reviewStationsQueryOptions);
}

const STATUS_LOOK = {
  pending: { icon: Clock, tone: 'bg-amber-100 text-amber-900' },
  approved: { icon: CheckCircle2, tone: 'bg-emerald-100 text-emerald-900' },
  rejected: { icon: XCircle, tone: 'bg-red-100 text-red-800' },
} as const;

function SubmissionRow({ submission }: { submission: MySubmission }) {
  const look = STATUS_LOOK[submission.status];
  return (
    <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
      <img
        src={submission.screenshot_url}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="h-14 w-14 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {submission.station}
          <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs ${look.tone}`}>
            <look.icon aria-hidden="true" className="h-3.5 w-3.5" />
            {t.reviews.status[submission.status]}
          </span>
          {submission.points_earned > 0 && (
            <span className="text-sm font-bold text-emerald-700">
              {t.reviews.pointsEarned({ points: submission.points_earned })}
            </span>
          )}
        </p>
        <p className="text-xs text-slate-600">
          {t.reviews.submittedOn({ date: formatShortDate(new Date(submission.submitted_at)) })}
        </p>
        {submission.admin_notes && (
          <p className="mt-1 text-sm text-slate-700">{t.reviews.notes({ notes: submission.admin_notes })}</p>
        )}
      </div>
    </li>
  );
}

/** /reviews (docs/product.md, screens): review a station, then send the screenshot for validation. */
export function ReviewsRoute() {
  const { status, mine, stations } = useReviewPage();
  const { data: programme } = useProgramme();
  const [modalStation, setModalStation] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const words = t.reviews;

  if (status.isPending || mine.isPending || stations.isPending)
    return (
      <div className="mx-auto w-full max-w-2xl space-y-3 p-4" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-32 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    );
  if (status.isError || mine.isError || stations.isError)
    return (
      <div className="mx-auto w-full max-w-2xl p-4">
        <Alert>{words.loadError}</Alert>
      </div>
    );

  const pendingStations = new Set(
    mine.data.submissions
      .filter((submission) => submission.status === 'pending')
      .map((submission) => submission.station),
  );
  const names = stations.data.stations.map((station) => station.name);
  // The operator may turn the bonus off (Google's rules): reviews are then invited, not paid.
  const amount = programme?.google_review_bonus ?? DEFAULT_POINTS_SCALE.google_review;
  const bonus = amount > 0;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 p-4">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Star aria-hidden="true" className="h-6 w-6 text-amber-500" />
        {words.title}
      </h1>
      <p className="text-slate-700">{bonus ? words.intro({ points: amount }) : words.introNoBonus}</p>
      {success && <Alert tone="success">{success}</Alert>}

      <section aria-labelledby="how-title" className="rounded-2xl bg-sky-50 p-4">
        <h2 id="how-title" className="font-bold text-slate-900">
          {words.howTitle}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
          {(bonus ? words.steps : words.stepsNoBonus).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      {stations.data.stations.map((station) => {
        const earned = bonus && (status.data.stations[station.name]?.reviewed ?? false);
        return (
          <Card key={station.name} title={station.name} icon={Star} iconClassName="text-amber-500">
            {earned ? (
              <p className="mt-2 flex items-center gap-2 font-semibold text-emerald-700">
                <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
                {words.earned({ points: amount })}
              </p>
            ) : pendingStations.has(station.name) ? (
              <p className="mt-2 flex items-center gap-2 font-semibold text-amber-800">
                <Clock aria-hidden="true" className="h-5 w-5" />
                {words.pending}
              </p>
            ) : (
              <div className="mt-3 grid gap-2 sm:grid-cols-2">
                <a
                  href={station.google_review_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-secondary flex"
                >
                  <ExternalLink aria-hidden="true" className="h-5 w-5" />
                  {words.leaveReview}
                  <span className="sr-only"> {words.opensInNewTab}</span>
                </a>
                <button
                  type="button"
                  onClick={() => setModalStation(station.name)}
                  className="btn-primary flex"
                >
                  <Upload aria-hidden="true" className="h-5 w-5" />
                  {words.submitScreenshot}
                </button>
              </div>
            )}
          </Card>
        );
      })}

      {mine.data.submissions.length > 0 && (
        <Card title={words.mine}>
          <ul className="mt-2 space-y-2">
            {mine.data.submissions.map((submission) => (
              <SubmissionRow key={submission.id} submission={submission} />
            ))}
          </ul>
        </Card>
      )}

      {modalStation !== null && (
        <ScreenshotModal
          open
          stations={names}
          initialStation={modalStation}
          onClose={() => setModalStation(null)}
          onSubmitted={(message) => {
            setModalStation(null);
            setSuccess(message);
          }}
        />
      )}
    </div>
  );
}
