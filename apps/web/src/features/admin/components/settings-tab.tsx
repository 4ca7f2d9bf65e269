import type { AdminSettings } from '@app/shared/schemas/admin';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { failureText } from '../api/admin-mutation';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { adminText } from '../messages';
import { FeedEditor, RewardsEditor } from './catalog-editors';
import type { Notice } from './pager';

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const words = adminText.settings;
  const save = useSaveSettings();
  const [stations, setStations] = useState(settings.stations);
  const [wordList, setWordList] = useState(settings.chat_words.join('\n'));
  const [gallery, setGallery] = useState(settings.gallery_default);
  const [notice, setNotice] = useState<Notice>(null);
  const wordsId = useId();
  const idBase = useId();
  const change = (index: number, field: 'display_name' | 'address' | 'google_review_url', value: string) =>
    setStations(stations.map((station, at) => (at === index ? { ...station, [field]: value } : station)));
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            stations: stations.map((station) => ({
              name: station.name as 'Cernier I',
              display_name: station.display_name,
              address: station.address,
              google_review_url: station.google_review_url,
            })),
            chat_words: wordList.split('\n'),
            gallery_default: gallery,
          },
          {
            onSuccess: () => setNotice({ tone: 'success', text: words.saved }),
            onError: (error) =>
              setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
          },
        );
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
                  onChange={(event) => change(index, field, event.target.value)}
                />
              </div>
            ))}
          </fieldset>
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
      <RewardsEditor />
      <FeedEditor />
    </div>
  );
}
