import type { CampaignKind } from '@app/shared/domain/campaigns';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { t } from '@/lib/i18n';
import { failureText } from '../api/admin-mutation';
import { useAdminStations } from '../api/get-admin-stations';
import { useSaveCampaign } from '../api/save-campaign';
import { adminText } from '../messages';
import { bodyOf, emptyDraft, toggle, type Draft } from './campaign-draft';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.campaigns;

/** Creates a campaign, or edits one (`id`). */
export function CampaignForm(props: {
  initial: Draft;
  id?: string;
  onDone: (text: string) => void;
  onCancel?: () => void;
}) {
  const save = useSaveCampaign();
  const [draft, setDraft] = useState(props.initial);
  // The open stations, and a closed one the campaign already names (so it can be unticked).
  const stationNames = (useAdminStations().data ?? [])
    .filter((station) => station.open || draft.stations.includes(station.name))
    .map((station) => station.name);
  const [error, setError] = useState<string | null>(null);
  const base = useId();
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const body = bodyOf(draft);
        if (typeof body === 'string') return setError(body);
        setError(null);
        save.mutate(
          { id: props.id, body },
          {
            onSuccess: () => {
              props.onDone(props.id ? words().saved : words().created);
              if (!props.id) setDraft(emptyDraft);
            },
            onError: (failure) => setError(failureText(failure, adminText.unknownError)),
          },
        );
      }}
    >
      <div>
        <label htmlFor={`${base}-name`} className="field-label">
          {words().name}
        </label>
        <input
          id={`${base}-name`}
          className="field-input"
          maxLength={60}
          required
          placeholder={words().namePlaceholder}
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <div>
          <label htmlFor={`${base}-kind`} className="field-label">
            {words().kind}
          </label>
          <select
            id={`${base}-kind`}
            className="field-input"
            value={draft.kind}
            onChange={(event) => {
              const kind = event.target.value as CampaignKind;
              set({ kind, value: kind === 'multiplier' ? '2' : '10' });
            }}
          >
            <option value="multiplier">{words().kinds.multiplier}</option>
            <option value="bonus">{words().kinds.bonus}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${base}-value`} className="field-label">
            {draft.kind === 'multiplier' ? words().factor : words().bonus}
          </label>
          <input
            id={`${base}-value`}
            className="field-input"
            inputMode="decimal"
            required
            value={draft.value}
            onChange={(event) => set({ value: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${base}-start`} className="field-label">
            {words().startsAt}
          </label>
          <input
            id={`${base}-start`}
            className="field-input"
            type="datetime-local"
            value={draft.startsAt}
            onChange={(event) => set({ startsAt: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${base}-end`} className="field-label">
            {words().endsAt}
          </label>
          <input
            id={`${base}-end`}
            className="field-input"
            type="datetime-local"
            required
            value={draft.endsAt}
            onChange={(event) => set({ endsAt: event.target.value })}
          />
        </div>
      </div>
      <fieldset className="rounded-xl bg-slate-50 p-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{words().stations}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {stationNames.map((station) => (
            <label key={station} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={draft.stations.includes(station)}
                onChange={() => set({ stations: toggle(draft.stations, station) })}
              />
              {station}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-xl bg-slate-50 p-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{words().weekdays}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {t.calendar.weekdays.map((name, index) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={draft.weekdays.includes(index + 1)}
                onChange={() => set({ weekdays: toggle(draft.weekdays, index + 1) })}
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-xl bg-slate-50 p-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{words().hours}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['from', words().from],
              ['to', words().to],
            ] as const
          ).map(([field, label]) => (
            <div key={field}>
              <label htmlFor={`${base}-${field}`} className="field-label">
                {label}
              </label>
              <input
                id={`${base}-${field}`}
                className="field-input"
                type="time"
                value={draft[field]}
                onChange={(event) => set({ [field]: event.target.value })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary inline-flex" disabled={save.isPending}>
          {props.id ? words().save : words().create}
        </button>
        {props.onCancel && (
          <button type="button" className="btn-secondary inline-flex" onClick={props.onCancel}>
            {words().cancel}
          </button>
        )}
      </div>
    </form>
  );
}
