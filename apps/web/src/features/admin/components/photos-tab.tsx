import { memberPage } from '../lib/member-link';
import { Link } from 'react-router';
import type { AdminPhoto } from '@app/shared/schemas/gallery';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useDeletePhoto } from '../api/delete-photo';
import { noPhotoFilters, useAdminPhotos, type PhotoFilters } from '../api/get-admin-photos';
import { adminText } from '../messages';
import { ExportLink } from './export-link';
import { DayField, StationField } from './filter-fields';
import { Pager, type Notice } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.photos;

function Filters({
  filters,
  onChange,
}: {
  filters: PhotoFilters;
  onChange: (changes: Partial<PhotoFilters>) => void;
}) {
  const base = useId();
  return (
    <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-4">
      <legend className="sr-only">{words().filters}</legend>
      <StationField
        label={words().station}
        allLabel={words().allStations}
        value={filters.station}
        onChange={(station) => onChange({ station })}
      />
      <div>
        <label htmlFor={`${base}-q`} className="field-label">
          {words().member}
        </label>
        <input
          id={`${base}-q`}
          className="field-input"
          type="search"
          maxLength={100}
          value={filters.q}
          onChange={(event) => onChange({ q: event.target.value, member: '' })}
        />
      </div>
      <DayField label={adminText.journal.from} value={filters.from} onChange={(from) => onChange({ from })} />
      <DayField label={adminText.journal.to} value={filters.to} onChange={(to) => onChange({ to })} />
    </fieldset>
  );
}

/** Removes a wash photo (with its points): on each card and in the enlarged view. */
function DeleteButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="mt-1 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" /> {words().delete}
    </button>
  );
}

/** Every wash photo, newest first: filter, enlarge, remove (the wash's points go with it). */
export function PhotosTab({ initial = noPhotoFilters }: { initial?: PhotoFilters }) {
  const [skip, setSkip] = useState(0);
  const [filters, setFilters] = useState(initial);
  const [enlarged, setEnlarged] = useState<AdminPhoto | null>(null);
  const { data, isPending, isError, refetch } = useAdminPhotos(skip, filters);
  const remove = useDeletePhoto();
  const [notice, setNotice] = useState<Notice>(null);
  const change = (changes: Partial<PhotoFilters>) => {
    setFilters({ ...filters, ...changes });
    setSkip(0);
  };
  const onDelete = (washId: string) => {
    if (!window.confirm(words().confirm)) return;
    remove.mutate(washId, {
      onSuccess: (answer) => {
        setEnlarged(null);
        setNotice({
          tone: 'success',
          text: words().deleted({ points: answer.points_deducted, name: answer.user_affected }),
        });
      },
      onError: (error) => setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
    });
  };
  const when = (photo: AdminPhoto) => {
    const at = new Date(photo.timestamp);
    return words().when({ day: formatShortDate(at), time: formatZurichTime(at) });
  };
  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Filters filters={filters} onChange={change} />
      <ExportLink kind="washes" filters={filters} />
      {isPending ? (
        <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
      ) : isError ? (
        <LoadError message={words().loadError} onRetry={() => void refetch()} />
      ) : data.photos.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words().empty}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {data.photos.map((photo) => (
            <li
              key={photo.wash_id}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
              data-testid="admin-photo"
            >
              <button
                type="button"
                className="block w-full"
                onClick={() => setEnlarged(photo)}
                aria-label={words().enlarge({ name: photo.user_name, when: when(photo) })}
              >
                <img
                  src={photo.photo_data}
                  alt=""
                  className="aspect-[4/3] w-full object-cover"
                  loading="lazy"
                />
              </button>
              <div className="space-y-0.5 p-2 text-xs">
                <p className="truncate font-semibold text-slate-900">
                  <Link to={memberPage(photo.user_id)} className="underline">
                    {photo.user_name}
                  </Link>
                </p>
                <p className="truncate text-slate-600">{photo.user_email}</p>
                <p className="text-slate-700">
                  {photo.station} · {when(photo)} · {photo.points_earned} pts
                </p>
                <DeleteButton onClick={() => onDelete(photo.wash_id)} disabled={remove.isPending} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager skip={skip} size={20} total={data.total} onSkip={setSkip} />}
      <Modal
        open={enlarged !== null}
        title={enlarged ? `${enlarged.user_name} · ${enlarged.station}` : ''}
        onClose={() => setEnlarged(null)}
      >
        {enlarged && (
          <div className="space-y-2">
            <img
              src={enlarged.photo_url}
              alt={words().photoOf({ name: enlarged.user_name, station: enlarged.station })}
              className="w-full rounded-xl"
            />
            <p className="text-sm text-slate-700">
              {when(enlarged)} · {enlarged.points_earned} pts
            </p>
            <DeleteButton onClick={() => onDelete(enlarged.wash_id)} disabled={remove.isPending} />
          </div>
        )}
      </Modal>
    </div>
  );
}
