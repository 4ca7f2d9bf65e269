import {
  WEEKDAYS,
  openingHoursValid,
  parseSpansText,
  spansText,
  type OpeningHours,
  type Weekday,
} from '@app/shared/domain/stations';
import type { Station } from '@app/shared/schemas/stations';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { adminText } from '@/features/admin/messages';

const words = () => adminText.settings.network;
export type WashType = 'standard' | 'premium';

/** What the form holds: a weekday's spans as typed, or 24/7. */
export interface Draft {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  google_review_url: string;
  wash_types: WashType[];
  always: boolean;
  days: Record<Weekday, string>;
  reviewOutsideHours: boolean;
  bays: string;
}

const closedWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, ''])) as Record<Weekday, string>;
export const emptyDraft: Draft = {
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  google_review_url: '',
  wash_types: ['standard'],
  always: true,
  reviewOutsideHours: false,
  bays: '2',
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

export function draftOf(station: Station): Draft {
  return {
    name: station.name,
    address: station.address,
    latitude: station.latitude?.toString() ?? '',
    longitude: station.longitude?.toString() ?? '',
    google_review_url: station.google_review_url,
    wash_types: station.wash_types,
    always: station.hours === null,
    reviewOutsideHours: station.review_outside_hours,
    bays: String(station.bays),
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

/** The bays as typed: a whole number, else 0 (the server answers the French refusal). */
export const baysOf = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : 0);

export const numberOrNull = (text: string) =>
  text.trim() === '' ? null : Number(text.trim().replace(',', '.'));

/** The station form: all fields for a new station; name, bays, hours and wash types for one listed. */
export function StationForm({
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
    field: 'name' | 'address' | 'latitude' | 'longitude' | 'google_review_url' | 'bays',
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
        inputMode={
          field === 'latitude' || field === 'longitude' ? 'decimal' : field === 'bays' ? 'numeric' : undefined
        }
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
      {text('bays', words().bays)}
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
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 shrink-0"
                checked={draft.reviewOutsideHours}
                onChange={(event) => set({ reviewOutsideHours: event.target.checked })}
              />
              {words().reviewOutsideHours}
            </label>
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
