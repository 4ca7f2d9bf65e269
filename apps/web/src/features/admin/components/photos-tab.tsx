import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { formatShortDate } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useDeletePhoto } from '../api/delete-photo';
import { useAdminPhotos } from '../api/get-admin-photos';
import { adminText } from '../messages';
import { Pager, type Notice } from './pager';

export function PhotosTab() {
  const words = adminText.photos;
  const [skip, setSkip] = useState(0);
  const { data, isPending, isError, refetch } = useAdminPhotos(skip);
  const remove = useDeletePhoto();
  const [notice, setNotice] = useState<Notice>(null);
  if (isPending) return <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError) return <LoadError message={words.loadError} onRetry={() => void refetch()} />;
  const onDelete = (washId: string) => {
    if (!window.confirm(words.confirm)) return;
    remove.mutate(washId, {
      onSuccess: (answer) =>
        setNotice({ tone: 'success', text: words.deleted(answer.points_deducted, answer.user_affected) }),
      onError: (error) => setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
    });
  };
  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {data.photos.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words.empty}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {data.photos.map((photo) => (
            <li
              key={photo.wash_id}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
              data-testid="admin-photo"
            >
              <img
                src={photo.photo_data}
                alt={`${photo.user_name}, ${photo.station}`}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
              <div className="space-y-0.5 p-2 text-xs">
                <p className="truncate font-semibold text-slate-900">{photo.user_name}</p>
                <p className="truncate text-slate-600">{photo.user_email}</p>
                <p className="text-slate-700">
                  {photo.station} · {formatShortDate(new Date(photo.timestamp))} · {photo.points_earned} pts
                </p>
                <button
                  type="button"
                  onClick={() => onDelete(photo.wash_id)}
                  disabled={remove.isPending}
                  className="mt-1 inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> {words.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager skip={skip} size={20} total={data.total} onSkip={setSkip} />
    </div>
  );
}
