import { CAPS_PER_DAY, CAPS_PER_WEEK } from '@app/shared/domain/journeys';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { failureText } from '../api/admin-mutation';
import { useJourneys, type Journeys } from '../api/get-journeys';
import { useSaveJourneyCaps } from '../api/save-journey';
import { adminText } from '../messages';
import { JourneyEditor } from './journey-editor';
import { NumberField } from './number-field';
import type { Notice } from './pager';

function CapsForm({ caps }: { caps: Journeys['caps'] }) {
  const words = adminText.journeys;
  const base = useId();
  const save = useSaveJourneyCaps();
  const [perDay, setPerDay] = useState(String(caps.per_day));
  const [perWeek, setPerWeek] = useState(String(caps.per_week));
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <form
      aria-labelledby={`${base}-title`}
      className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { per_day: Number(perDay), per_week: Number(perWeek) },
          {
            onSuccess: () => setNotice({ tone: 'success', text: words.capsSaved }),
            onError: (error) =>
              setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
          },
        );
      }}
    >
      <h3 id={`${base}-title`} className="text-lg font-bold text-slate-900">
        {words.capsTitle}
      </h3>
      <p className="text-sm text-slate-600">{words.capsIntro}</p>
      <div className="grid grid-cols-2 gap-2 sm:w-96">
        <NumberField
          id={`${base}-day`}
          label={words.perDay}
          value={perDay}
          min={CAPS_PER_DAY.min}
          max={CAPS_PER_DAY.max}
          onChange={setPerDay}
        />
        <NumberField
          id={`${base}-week`}
          label={words.perWeek}
          value={perWeek}
          min={CAPS_PER_WEEK.min}
          max={CAPS_PER_WEEK.max}
          onChange={setPerWeek}
        />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <button type="submit" className="btn-secondary inline-flex" disabled={save.isPending}>
        {words.capsSave}
      </button>
    </form>
  );
}

/** « Relances » (issue 33): the automatic messages, their caps, and whether they bring members back. */
export function JourneysTab() {
  const { data, isPending, isError, refetch } = useJourneys();
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{adminText.journeys.intro}</p>
      {isPending && <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />}
      {isError && <LoadError message={adminText.loadError} onRetry={() => void refetch()} />}
      {data && (
        <>
          <CapsForm caps={data.caps} />
          {data.journeys.map((journey) => (
            <JourneyEditor key={journey.key} journey={journey} />
          ))}
        </>
      )}
    </div>
  );
}
