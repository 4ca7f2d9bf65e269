import { ArrowDown, ArrowUp } from 'lucide-react';
import type { Station } from '@app/shared/schemas/stations';
import { useId, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { failureText } from '@/features/admin/api/admin-mutation';
import { useAdminStations } from '@/features/admin/api/get-admin-stations';
import {
  useCreateStation,
  useOrderStations,
  useUpdateStation,
  useUploadStationPhoto,
} from '@/features/admin/api/save-station';
import { adminText } from '@/features/admin/messages';
import type { Notice } from '../pager';
import { StationForm, baysOf, draftOf, emptyDraft, numberOrNull } from './station-form';

const words = () => adminText.settings.network;

/** The station's photo: shown, and replaced by choosing a file (uploaded at once). */
function StationPhoto({ station, onNotice }: { station: Station; onNotice: (notice: Notice) => void }) {
  const upload = useUploadStationPhoto();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {station.photo_url && (
        <img
          src={station.photo_url}
          alt={words().photoOf({ name: station.name })}
          className="h-16 w-24 rounded-lg object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="field-label">
          {words().photo}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="block w-full text-sm"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            upload.mutate(
              { id: station.id, file },
              {
                onSuccess: () => onNotice({ tone: 'success', text: words().photoSaved }),
                onError: (error) =>
                  onNotice({ tone: 'error', text: failureText(error, adminText.settings.save) }),
              },
            );
          }}
        />
      </div>
    </div>
  );
}

/**
 * Réglages → Stations, the network itself (issue 34): add, rename, close or reopen, order,
 * hours and wash types. Each change is its own call, journaled by the server.
 */
export function StationNetwork() {
  const { data: stations, isError, refetch } = useAdminStations();
  const create = useCreateStation();
  const update = useUpdateStation();
  const order = useOrderStations();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const failed = (error: unknown) =>
    setNotice({ tone: 'error', text: failureText(error, adminText.settings.save) });

  if (isError && !stations) return <LoadError message={adminText.loadError} onRetry={() => void refetch()} />;
  const list = stations ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((station) => station.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate(ids, {
      onSuccess: () => setNotice({ tone: 'success', text: words().ordered }),
      onError: failed,
    });
  };
  const saveStation = (id: string, body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate(
      { id, body },
      {
        onSuccess: ({ station }) => {
          setEditing(null);
          setNotice({ tone: 'success', text: words().updated({ name: station.name }) });
        },
        onError: failed,
      },
    );

  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="station-network-title"
    >
      <h2 id="station-network-title" className="font-bold text-slate-900">
        {words().title}
      </h2>
      <p className="text-sm text-slate-600">{words().intro}</p>
      {notice && (
        <p
          role="status"
          className={
            notice.tone === 'error'
              ? 'text-sm font-semibold text-red-700'
              : 'text-sm font-semibold text-emerald-800'
          }
        >
          {notice.text}
        </p>
      )}
      <ol aria-label={words().listLabel} className="space-y-2">
        {list.map((station, index) => (
          <li key={station.id} data-testid="network-station" className="rounded-xl bg-slate-50 p-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 font-semibold break-words text-slate-900">
                {station.name}
                {!station.open && (
                  <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    {words().closed}
                  </span>
                )}
              </span>
              <button
                type="button"
                className="btn-secondary px-2 py-1"
                aria-label={words().moveUp({ name: station.name })}
                disabled={index === 0 || order.isPending}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                className="btn-secondary px-2 py-1"
                aria-label={words().moveDown({ name: station.name })}
                disabled={index === list.length - 1 || order.isPending}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                className="btn-secondary px-3 py-1"
                onClick={() => setEditing(editing === station.id ? null : station.id)}
              >
                {words().edit}
              </button>
              <button
                type="button"
                className="btn-secondary px-3 py-1"
                disabled={update.isPending}
                onClick={() => {
                  if (station.open && !window.confirm(words().confirmClose({ name: station.name }))) return;
                  saveStation(station.id, { open: !station.open });
                }}
              >
                {station.open ? words().close : words().reopen}
              </button>
            </div>
            {editing === station.id && (
              <div className="mt-2 space-y-2">
                <StationPhoto station={station} onNotice={setNotice} />
                <StationForm
                  initial={draftOf(station)}
                  full={false}
                  submitLabel={words().save}
                  pending={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(draft, hours) =>
                    saveStation(station.id, {
                      name: draft.name.trim(),
                      hours,
                      wash_types: draft.wash_types,
                      review_outside_hours: hours !== null && draft.reviewOutsideHours,
                      bays: baysOf(draft.bays),
                    })
                  }
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      {adding ? (
        <div className="rounded-xl bg-slate-50 p-2">
          <h3 className="mb-2 font-semibold text-slate-900">{words().addTitle}</h3>
          <StationForm
            initial={emptyDraft}
            full
            submitLabel={words().create}
            pending={create.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(draft, hours) =>
              create.mutate(
                {
                  name: draft.name.trim(),
                  address: draft.address.trim(),
                  latitude: numberOrNull(draft.latitude),
                  longitude: numberOrNull(draft.longitude),
                  google_review_url: draft.google_review_url.trim(),
                  wash_types: draft.wash_types,
                  hours,
                  review_outside_hours: hours !== null && draft.reviewOutsideHours,
                  bays: baysOf(draft.bays),
                },
                {
                  onSuccess: ({ station }) => {
                    setAdding(false);
                    setNotice({ tone: 'success', text: words().created({ name: station.name }) });
                  },
                  onError: failed,
                },
              )
            }
          />
        </div>
      ) : (
        <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
          {words().add}
        </button>
      )}
    </section>
  );
}
