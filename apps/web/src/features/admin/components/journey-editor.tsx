import {
  fillPlaceholders,
  HOLDOUT_BOUNDS,
  JOURNEY_BODY_MAX,
  JOURNEY_TITLE_MAX,
  type JourneyKey,
} from '@app/shared/domain/journeys';
import { LOCALES, type Locale } from '@app/shared/domain/locales';
import type { JourneyBody } from '@app/shared/schemas/journeys';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { failureText } from '../api/admin-mutation';
import type { Journeys } from '../api/get-journeys';
import { useSettings } from '../api/get-settings';
import { useSaveJourney } from '../api/save-journey';
import { adminText } from '../messages';
import { useUnsavedChanges } from '../lib/unsaved-changes';
import { NumberField } from './number-field';
import type { Notice } from './pager';

type Journey = Journeys['journeys'][number];

const LANGUAGE_NAMES: Record<Locale, string> = {
  'fr-CH': 'Français',
  'de-CH': 'Deutsch',
  'pt-PT': 'Português',
  en: 'English',
};

/** Example values for the preview: what a member would read. */
function sampleValues(
  key: JourneyKey,
  offerPoints: number,
  station: string,
): Record<string, string | number> {
  const sample = adminText.journeys.sample;
  return {
    name: sample.name,
    weeks: 3,
    points: key === 'birthday' ? offerPoints : key === 'almost_there' ? 8 : 20,
    station,
    days: 35,
    offer: offerPoints > 0 ? sample.offer.replace('30', String(offerPoints)) : '',
    level: 6,
    goal: sample.goal,
  };
}

/** One journey's settings: on or off, control group, threshold, offer, texts per language. */
export function JourneyEditor({ journey }: { journey: Journey }) {
  const words = adminText.journeys;
  const base = useId();
  const save = useSaveJourney();
  const [enabled, setEnabled] = useState(journey.enabled);
  const [holdout, setHoldout] = useState(String(journey.holdout_percent));
  const [threshold, setThreshold] = useState(String(journey.threshold_days ?? journey.threshold_weeks ?? ''));
  const [offer, setOffer] = useState(String(journey.offer_points ?? ''));
  const [texts, setTexts] = useState(journey.texts);
  const [language, setLanguage] = useState<Locale>('fr-CH');
  const [notice, setNotice] = useState<Notice>(null);
  const dirty =
    enabled !== journey.enabled ||
    holdout !== String(journey.holdout_percent) ||
    threshold !== String(journey.threshold_days ?? journey.threshold_weeks ?? '') ||
    offer !== String(journey.offer_points ?? '') ||
    JSON.stringify(texts) !== JSON.stringify(journey.texts);
  useUnsavedChanges(dirty);
  const text = texts[language];
  const { data: settings } = useSettings();
  const values = sampleValues(journey.key, Number(offer) || 0, settings?.stations[0]?.display_name ?? '');

  function submit() {
    const body: JourneyBody = { enabled, holdout_percent: Number(holdout) };
    if (journey.threshold_days !== null) body.threshold_days = Number(threshold);
    if (journey.threshold_weeks !== null) body.threshold_weeks = Number(threshold);
    if (journey.offer_points !== null) body.offer_points = Number(offer);
    const changedTexts = LOCALES.filter(
      (locale) => JSON.stringify(texts[locale]) !== JSON.stringify(journey.texts[locale]),
    );
    if (changedTexts.length > 0)
      body.texts = Object.fromEntries(changedTexts.map((locale) => [locale, texts[locale]]));
    save.mutate(
      { key: journey.key, body },
      {
        onSuccess: () => setNotice({ tone: 'success', text: words.saved }),
        onError: (error) => setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
      },
    );
  }

  return (
    <section
      aria-labelledby={`${base}-title`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${base}-title`} className="text-lg font-bold text-slate-900">
            {words.names[journey.key]}
          </h3>
          <p className="text-sm text-slate-600">{words.descriptions[journey.key]}</p>
        </div>
        <label className="flex items-center gap-2 font-semibold text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          {words.enabled}
        </label>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <NumberField
          id={`${base}-holdout`}
          label={words.holdout}
          hint={words.holdoutHint}
          value={holdout}
          min={HOLDOUT_BOUNDS.min}
          max={HOLDOUT_BOUNDS.max}
          onChange={setHoldout}
        />
        {(journey.threshold_days !== null || journey.threshold_weeks !== null) && (
          <NumberField
            id={`${base}-threshold`}
            label={journey.threshold_weeks !== null ? words.thresholdWeeks : words.thresholdDays}
            value={threshold}
            min={1}
            max={120}
            onChange={setThreshold}
          />
        )}
        {journey.offer_points !== null && (
          <NumberField
            id={`${base}-offer`}
            label={journey.key === 'win_back' ? words.offerWinBack : words.offerBirthday}
            value={offer}
            min={0}
            max={500}
            onChange={setOffer}
          />
        )}
      </div>
      <div className="space-y-2 rounded-xl bg-slate-50 p-2">
        <div>
          <label htmlFor={`${base}-language`} className="field-label">
            {words.language}
          </label>
          <select
            id={`${base}-language`}
            className="field-input sm:w-60"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${base}-text-title`} className="field-label">
            {words.title} ({LANGUAGE_NAMES[language]})
          </label>
          <input
            id={`${base}-text-title`}
            className="field-input"
            maxLength={JOURNEY_TITLE_MAX}
            value={text.title}
            onChange={(event) => setTexts({ ...texts, [language]: { ...text, title: event.target.value } })}
          />
        </div>
        <div>
          <label htmlFor={`${base}-text-body`} className="field-label">
            {words.body} ({LANGUAGE_NAMES[language]})
          </label>
          <textarea
            id={`${base}-text-body`}
            className="field-input min-h-20"
            maxLength={JOURNEY_BODY_MAX}
            value={text.body}
            aria-describedby={`${base}-placeholders`}
            onChange={(event) => setTexts({ ...texts, [language]: { ...text, body: event.target.value } })}
          />
          <p id={`${base}-placeholders`} className="mt-0.5 text-xs text-slate-600">
            {words.placeholders({ list: journey.placeholders.map((name) => `{${name}}`).join(', ') })}
          </p>
        </div>
        <div
          role="region"
          aria-label={`${words.preview} (${LANGUAGE_NAMES[language]})`}
          lang={language}
          className="rounded-xl bg-white p-3 ring-1 ring-slate-200"
        >
          <p className="text-xs font-semibold uppercase text-slate-600">{words.preview}</p>
          <p className="font-semibold text-slate-900">{fillPlaceholders(text.title, values)}</p>
          <p className="text-sm text-slate-700">{fillPlaceholders(text.body, values).trim()}</p>
        </div>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <button type="button" className="btn-primary inline-flex" disabled={save.isPending} onClick={submit}>
        {words.save}
      </button>
    </section>
  );
}
