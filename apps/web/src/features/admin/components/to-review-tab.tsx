import { Check, MapPin, Undo2 } from 'lucide-react';
import type { WashPhoto } from '@app/shared/schemas/wash-review';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { formatDecimal, formatShortDate, formatZurichTime } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useCancelWash } from '../api/cancel-wash';
import { useWashesToReview } from '../api/get-washes-to-review';
import { useKeepWash } from '../api/keep-wash';
import { CodeBursts } from './code-bursts';
import { adminText } from '../messages';
import type { Notice } from './pager';

/** A wash's thumbnail, opening the full photo. */
function ReviewPhoto({ photo }: { photo: WashPhoto }) {
  return (
    <a href={photo.photo_url} target="_blank" rel="noreferrer">
      <img
        src={photo.thumbnail_url}
        alt={adminText.toReview.photoAlt({ name: photo.user_name, station: photo.station })}
        className="aspect-[4/3] w-full object-cover"
        loading="lazy"
      />
    </a>
  );
}

/** 'À vérifier': washes to confirm or cancel, each with its photo, member, station, time and reason. */
export function ToReviewTab() {
  const words = adminText.toReview;
  const { data, isPending, isError, refetch } = useWashesToReview();
  const keep = useKeepWash();
  const cancel = useCancelWash();
  const [notice, setNotice] = useState<Notice>(null);
  if (isPending) return <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError) return <LoadError message={adminText.loadError} onRetry={() => void refetch()} />;
  const failed = (error: unknown) =>
    setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{words.intro}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <CodeBursts
        bursts={data.code_bursts}
        onDone={(text) => setNotice({ tone: 'success', text })}
        onError={failed}
      />
      {data.washes.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words.empty}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.washes.map((wash) => {
            const at = new Date(wash.timestamp);
            return (
              <li
                key={wash.id}
                className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
                data-testid="wash-to-review"
              >
                {wash.similar_to ? (
                  // A photo close to an earlier one: both side by side, each with who, where, when.
                  <div className="grid grid-cols-2 gap-px bg-slate-200">
                    {[
                      { label: words.thisPhoto, photo: wash },
                      { label: words.earlierPhoto, photo: wash.similar_to },
                    ].map(({ label, photo }) => (
                      <figure key={label} className="bg-white">
                        <ReviewPhoto photo={photo} />
                        <figcaption className="p-2 text-xs text-slate-700">
                          <span className="block font-semibold text-slate-900">{label}</span>
                          {photo.user_name} · {photo.station} · {formatShortDate(new Date(photo.timestamp))}{' '}
                          {formatZurichTime(new Date(photo.timestamp))}
                        </figcaption>
                      </figure>
                    ))}
                  </div>
                ) : (
                  <ReviewPhoto photo={wash} />
                )}
                <div className="space-y-1 p-3 text-sm">
                  <p className="font-semibold text-amber-800">{words.reasons[wash.reason]}</p>
                  {wash.reasons.length > 1 && (
                    <p className="text-slate-700">
                      {words.alsoReasons({
                        reasons: wash.reasons
                          .filter((reason) => reason !== wash.reason)
                          .map((reason) => words.reasons[reason])
                          .join(' · '),
                      })}
                    </p>
                  )}
                  {(wash.reason === 'similar_photo' || wash.reason === 'own_photo') && !wash.similar_to && (
                    <p className="text-slate-600">{words.earlierGone}</p>
                  )}
                  {wash.distance_m !== null && (
                    <p className="flex items-center gap-1 text-slate-700">
                      <MapPin aria-hidden="true" className="h-4 w-4" />
                      {words.distance(
                        wash.distance_m >= 1000
                          ? { unit: 'km', distance: formatDecimal(wash.distance_m / 1000) }
                          : { unit: 'm', distance: String(wash.distance_m) },
                      )}
                    </p>
                  )}
                  <p className="font-semibold text-slate-900">{wash.user_name}</p>
                  <p className="text-slate-700">
                    {wash.station} · {formatShortDate(at)} {formatZurichTime(at)} · {wash.points_earned} pts
                  </p>
                  <p className="text-slate-600">
                    {wash.verified ? words.verified : words.unverified}
                    {wash.captured_offline ? ` · ${words.offline}` : ''}
                  </p>
                  <div className="flex flex-wrap gap-2 pt-1">
                    <button
                      type="button"
                      className="btn-secondary inline-flex"
                      disabled={keep.isPending || cancel.isPending}
                      onClick={() =>
                        keep.mutate(wash.id, {
                          onSuccess: () => setNotice({ tone: 'success', text: words.kept }),
                          onError: failed,
                        })
                      }
                    >
                      <Check aria-hidden="true" className="h-4 w-4" />
                      {words.keep}
                    </button>
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded-xl px-3 py-2 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
                      disabled={keep.isPending || cancel.isPending}
                      onClick={() => {
                        if (
                          !window.confirm(
                            words.confirmCancel({ name: wash.user_name, points: wash.points_earned }),
                          )
                        )
                          return;
                        cancel.mutate(wash.id, {
                          onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
                          onError: failed,
                        });
                      }}
                    >
                      <Undo2 aria-hidden="true" className="h-4 w-4" />
                      {words.cancel}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
