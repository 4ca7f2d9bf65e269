import type { AdminSettings, SettingsBody } from '@app/shared/schemas/admin';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { failureText } from '../api/admin-mutation';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { adminText } from '../messages';
import { FeedEditor, RewardsEditor } from './catalog-editors';
import { PointsScaleEditor } from './points-scale-editor';
import type { Notice } from './pager';
import { StationDisplays } from './station-displays';

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const words = adminText.settings;
  const save = useSaveSettings();
  const [stations, setStations] = useState(
    settings.stations.map((station) => ({
      ...station,
      latitudeText: station.latitude?.toString() ?? '',
      longitudeText: station.longitude?.toString() ?? '',
    })),
  );
  const [offlineHours, setOfflineHours] = useState(String(settings.presence_offline_hours));
  const [usersPerCode, setUsersPerCode] = useState(String(settings.presence_users_per_code));
  const [wordList, setWordList] = useState(settings.chat_words.join('\n'));
  const [gallery, setGallery] = useState(settings.gallery_default);
  const [reviewBonus, setReviewBonus] = useState(settings.google_review_bonus);
  const [notice, setNotice] = useState<Notice>(null);
  const wordsId = useId();
  const idBase = useId();
  const change = (index: number, changes: Partial<(typeof stations)[number]>) =>
    setStations(stations.map((station, at) => (at === index ? { ...station, ...changes } : station)));
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
            stations: stations.map((station) => ({
              name: station.name as 'Cernier I',
              display_name: station.display_name,
              address: station.address,
              google_review_url: station.google_review_url,
              presence_required: station.presence_required,
              latitude: coordinate(station.latitudeText, words.latitude),
              longitude: coordinate(station.longitudeText, words.longitude),
            })),
            chat_words: wordList.split('\n'),
            gallery_default: gallery,
            google_review_bonus: reviewBonus,
            presence_offline_hours: Number(offlineHours),
            presence_users_per_code: Number(usersPerCode),
          };
        } catch (error) {
          return setNotice({ tone: 'error', text: (error as Error).message });
        }
        save.mutate(body, {
          onSuccess: () => setNotice({ tone: 'success', text: words.saved }),
          onError: (error) => setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
        });
      }}
    >
      <section className="space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <h3 className="font-bold text-slate-900">{words.stationsTitle}</h3>
        {stations.map((station, index) => (
          <fieldset key={station.name} className="space-y-2 rounded-xl bg-slate-50 p-2">
            <legend className="px-1 font-semibold text-slate-900">{station.name}</legend>
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
      </section>
      <section className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <h3 className="font-bold text-slate-900">{words.presenceTitle}</h3>
        {(
          [
            [words.offlineHours, offlineHours, setOfflineHours, 0, 48],
            [words.usersPerCode, usersPerCode, setUsersPerCode, 1, 20],
          ] as const
        ).map(([label, value, setValue, min, max]) => (
          <div key={label}>
            <label htmlFor={`${idBase}-${label}`} className="field-label">
              {label}
            </label>
            <input
              id={`${idBase}-${label}`}
              className="field-input"
              type="number"
              min={min}
              max={max}
              step={1}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
        ))}
      </section>
      <section className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <h3 className="font-bold text-slate-900">{words.wordsTitle}</h3>
        <label htmlFor={wordsId} className="field-label">
          {words.wordsHelp}
        </label>
        <textarea
          id={wordsId}
          className="field-input font-mono"
          rows={6}
          value={wordList}
          onChange={(event) => setWordList(event.target.value)}
        />
      </section>
      <section className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <h3 className="mb-2 font-bold text-slate-900">{words.reviewBonusTitle}</h3>
        <label className="flex items-start gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0"
            checked={reviewBonus}
            onChange={(event) => setReviewBonus(event.target.checked)}
          />
          <span>
            {words.reviewBonus}
            <span className="block font-normal text-slate-600">{words.reviewBonusRisk}</span>
          </span>
        </label>
      </section>
      <section className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <h3 className="mb-2 font-bold text-slate-900">{words.galleryTitle}</h3>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={gallery}
            onChange={(event) => setGallery(event.target.checked)}
          />
          {words.galleryDefault}
        </label>
      </section>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <button type="submit" className="btn-primary inline-flex" disabled={save.isPending}>
        {words.save}
      </button>
    </form>
  );
}

export function SettingsTab() {
  const { data, isPending, isError, refetch } = useSettings();
  if (isPending) return <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError) return <LoadError message={adminText.loadError} onRetry={() => void refetch()} />;
  return (
    <div className="space-y-4">
      <SettingsForm settings={data} />
      <PointsScaleEditor />
      <RewardsEditor />
      <FeedEditor />
    </div>
  );
}
