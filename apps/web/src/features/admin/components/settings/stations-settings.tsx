import type { AdminSettings, SettingsBody } from '@app/shared/schemas/admin';
import { useId, useState } from 'react';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { useUnsavedChanges } from '@/features/admin/lib/unsaved-changes';
import { adminText } from '@/features/admin/messages';
import type { Notice } from '../pager';
import { StationDisplays } from '../station-displays';
import { SectionSaveBar, useSectionSave } from './section-save';

type Station = AdminSettings['stations'][number];

const asForm = (settings: AdminSettings) => ({
  stations: settings.stations.map((station) => ({
    name: station.name,
    display_name: station.display_name,
    address: station.address,
    google_review_url: station.google_review_url,
    presence_required: station.presence_required,
    latitudeText: station.latitude?.toString() ?? '',
    longitudeText: station.longitude?.toString() ?? '',
  })),
  offlineHours: String(settings.presence_offline_hours),
  usersPerCode: String(settings.presence_users_per_code),
});
type Form = ReturnType<typeof asForm>;

/** The station's displays at a glance, in its header: heard from lately, silent, or none. */
function DisplayState({ display }: { display: Station['display'] }) {
  const words = adminText.settings;
  const seen = display.last_seen_at ? new Date(display.last_seen_at) : null;
  const [text, tone] =
    display.state === 'live' && seen
      ? [words.displayLive({ time: formatZurichTime(seen) }), 'bg-emerald-100 text-emerald-900']
      : display.state === 'silent' && seen
        ? [
            words.displaySilent({ when: `${formatShortDate(seen)} ${formatZurichTime(seen)}` }),
            'bg-amber-100 text-amber-900',
          ]
        : [words.displayNone, 'bg-slate-200 text-slate-800'];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}

/** Réglages → « Stations & écrans »: each station's details, its displays, and the presence rules. */
export function StationsSettings({ settings }: { settings: AdminSettings }) {
  const words = adminText.settings;
  const [form, setForm] = useState<Form>(() => asForm(settings));
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSectionSave(setNotice);
  const idBase = useId();
  const dirty = JSON.stringify(form) !== JSON.stringify(asForm(settings));
  useUnsavedChanges(dirty);
  const change = (index: number, changes: Partial<Form['stations'][number]>) =>
    setForm({
      ...form,
      stations: form.stations.map((station, at) => (at === index ? { ...station, ...changes } : station)),
    });
  // An empty field clears the coordinate; anything else must read as a number.
  const coordinate = (text: string, label: string) => {
    if (text.trim() === '') return null;
    const value = Number(text.trim().replace(',', '.'));
    if (!Number.isFinite(value)) throw new Error(words.invalidNumber({ label }));
    return value;
  };
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        let body: SettingsBody;
        try {
          body = {
            stations: form.stations.map((station) => ({
              name: station.name,
              display_name: station.display_name,
              address: station.address,
              google_review_url: station.google_review_url,
              presence_required: station.presence_required,
              latitude: coordinate(station.latitudeText, words.latitude),
              longitude: coordinate(station.longitudeText, words.longitude),
            })),
            presence_offline_hours: Number(form.offlineHours),
            presence_users_per_code: Number(form.usersPerCode),
          };
        } catch (error) {
          return setNotice({ tone: 'error', text: (error as Error).message });
        }
        save.send(body, (saved) => setForm(asForm(saved)));
      }}
    >
      {form.stations.map((station, index) => (
        <fieldset
          key={station.name}
          className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
        >
          <legend className="sr-only">{station.name}</legend>
          <div aria-hidden="true" className="flex flex-wrap items-center gap-2">
            <span className="font-bold text-slate-900">{station.name}</span>
            <DisplayState display={settings.stations[index]!.display} />
          </div>
          {(['display_name', 'address', 'google_review_url'] as const).map((field) => (
            <div key={field}>
              <label htmlFor={`${idBase}-${index}-${field}`} className="field-label">
                {
                  {
                    display_name: words.displayName,
                    address: words.address,
                    google_review_url: words.reviewUrl,
                  }[field]
                }
              </label>
              <input
                id={`${idBase}-${index}-${field}`}
                className="field-input"
                type={field === 'google_review_url' ? 'url' : 'text'}
                value={station[field]}
                onChange={(event) => change(index, { [field]: event.target.value })}
              />
            </div>
          ))}
          <label className="flex items-start gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0"
              checked={station.presence_required}
              onChange={(event) => change(index, { presence_required: event.target.checked })}
            />
            <span>
              {words.presenceRequired}
              <span className="block font-normal text-slate-600">{words.presenceHint}</span>
            </span>
          </label>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {(
              [
                ['latitudeText', words.latitude],
                ['longitudeText', words.longitude],
              ] as const
            ).map(([field, label]) => (
              <div key={field}>
                <label htmlFor={`${idBase}-${index}-${field}`} className="field-label">
                  {label}
                </label>
                <input
                  id={`${idBase}-${index}-${field}`}
                  className="field-input"
                  inputMode="decimal"
                  value={station[field]}
                  onChange={(event) => change(index, { [field]: event.target.value })}
                />
              </div>
            ))}
          </div>
          <p className="text-sm text-slate-600">{words.coordinatesHint}</p>
          <StationDisplays station={station.name} />
        </fieldset>
      ))}
      <fieldset className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <legend className="sr-only">{words.presenceTitle}</legend>
        <p aria-hidden="true" className="font-bold text-slate-900">
          {words.presenceTitle}
        </p>
        {(
          [
            [words.offlineHours, 'offlineHours', 0, 48],
            [words.usersPerCode, 'usersPerCode', 1, 20],
          ] as const
        ).map(([label, field, min, max]) => (
          <div key={field}>
            <label htmlFor={`${idBase}-${field}`} className="field-label">
              {label}
            </label>
            <input
              id={`${idBase}-${field}`}
              className="field-input"
              type="number"
              min={min}
              max={max}
              step={1}
              value={form[field]}
              onChange={(event) => setForm({ ...form, [field]: event.target.value })}
            />
          </div>
        ))}
      </fieldset>
      <div className="sticky bottom-0 rounded-2xl bg-white/95 p-3 shadow ring-1 ring-slate-200">
        <SectionSaveBar label={words.saveStations} dirty={dirty} pending={save.pending} notice={notice} />
      </div>
    </form>
  );
}
