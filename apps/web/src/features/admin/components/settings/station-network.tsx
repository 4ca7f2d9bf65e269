import {
  WEEKDAYS,
  openingHoursValid,
  parseSpansText,
  spansText,
  type OpeningHours,
  type Weekday,
} from '@app/shared/domain/stations';
import type { Station } from '@app/shared/schemas/stations';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { adminText } from '@/features/admin/messages';
import { failureText } from '@/features/admin/api/admin-mutation';
import { useAdminStations } from '@/features/admin/api/get-admin-stations';
import { useCreateStation, useOrderStations, useUpdateStation } from '@/features/admin/api/save-station';
import type { Notice } from '../pager';

const words = () => adminText.settings.network;
type WashType = 'standard' | 'premium';

/** What the form holds: a weekday's spans as typed, or 24/7. */
interface Draft {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  google_review_url: string;
  wash_types: WashType[];
  always: boolean;
  days: Record<Weekday, string>;
}

const closedWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, ''])) as Record<Weekday, string>;
const emptyDraft: Draft = {
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  google_review_url: '',
  wash_types: ['standard'],
  always: true,
  days: {
    ...closedWeek,
    mon: '06:00-22:00',
    tue: '06:00-22:00',
    wed: '06:00-22:00',
    thu: '06:00-22:00',
    fri: '06:00-22:00',
    sat: '07:00-20:00',
  },
};

function draftOf(station: Station): Draft {
  return {
    name: station.name,
    address: station.address,
    latitude: station.latitude?.toString() ?? '',
    longitude: station.longitude?.toString() ?? '',
    google_review_url: station.google_review_url,
    wash_types: station.wash_types,
    always: station.hours === null,
    days: station.hours
      ? (Object.fromEntries(WEEKDAYS.map((day) => [day, spansText(station.hours![day])])) as Record<
          Weekday,
          string
        >)
      : emptyDraft.days,
  };
}

/** The week the form describes, or the French sentence of the first day that does not read. */
function hoursOf(draft: Draft): { hours: OpeningHours | null } | { problem: string } {
  if (draft.always) return { hours: null };
  const hours = {} as OpeningHours;
  for (const day of WEEKDAYS) {
    const spans = parseSpansText(draft.days[day]);
    if (spans === null) return { problem: words().badHours({ day: words().days[day] }) };
    hours[day] = spans;
  }
  return openingHoursValid(hours) ? { hours } : { problem: words().badHours({ day: words().hours }) };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** The station form: all fields for a new station; name, hours and wash types for one listed. */
function StationForm({
  initial,
  full,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  full: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (draft: Draft, hours: OpeningHours | null) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const base = useId();
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });
  const text = (
    field: 'name' | 'address' | 'latitude' | 'longitude' | 'google_review_url',
    label: string,
  ) => (
    <div key={field}>
      <label htmlFor={`${base}-${field}`} className="field-label">
        {label}
      </label>
      <input
        id={`${base}-${field}`}
        className="field-input"
        type={field === 'google_review_url' ? 'url' : 'text'}
        inputMode={field === 'latitude' || field === 'longitude' ? 'decimal' : undefined}
        required={field === 'name' || field === 'google_review_url'}
        value={draft[field]}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    </div>
  );
  const settingsWords = adminText.settings;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const week = hoursOf(draft);
        if ('problem' in week) return setProblem(week.problem);
        setProblem(null);
        onSubmit(draft, week.hours);
      }}
    >
      {problem && <Alert>{problem}</Alert>}
      {text('name', words().name)}
      {full && (
        <>
          {text('address', settingsWords.address)}
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {text('latitude', settingsWords.latitude)}
            {text('longitude', settingsWords.longitude)}
          </div>
          {text('google_review_url', settingsWords.reviewUrl)}
        </>
      )}
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="field-label">{words().washTypes}</legend>
        {(['standard', 'premium'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={draft.wash_types.includes(type)}
              onChange={(event) =>
                set({
                  wash_types: event.target.checked
                    ? [...draft.wash_types, type]
                    : draft.wash_types.filter((kept) => kept !== type),
                })
              }
            />
            {words()[type]}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="field-label">{words().hours}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={draft.always}
            onChange={(event) => set({ always: event.target.checked })}
          />
          {words().always}
        </label>
        {!draft.always && (
          <>
            <p className="text-sm text-slate-600">{words().hoursHint}</p>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {WEEKDAYS.map((day) => (
                <div key={day}>
                  <label htmlFor={`${base}-${day}`} className="field-label">
                    {words().days[day]}
                  </label>
                  <input
                    id={`${base}-${day}`}
                    className="field-input"
                    value={draft.days[day]}
                    onChange={(event) => set({ days: { ...draft.days, [day]: event.target.value } })}
                  />
                </div>
              ))}
            </div>
          </>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {words().cancel}
        </button>
      </div>
    </form>
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
              <div className="mt-2">
                <StationForm
                  initial={draftOf(station)}
                  full={false}
                  submitLabel={words().save}
                  pending={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(draft, hours) =>
                    saveStation(station.id, { name: draft.name.trim(), hours, wash_types: draft.wash_types })
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
