import { campaignValueLabel, type CampaignKind } from '@app/shared/domain/campaigns';
import type { adminCampaign, CampaignBody } from '@app/shared/schemas/campaigns';
import type { z } from 'zod';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { failureText } from '../api/admin-mutation';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaigns } from '../api/get-campaigns';
import { useSaveCampaign } from '../api/save-campaign';
import { useStopCampaign } from '../api/stop-campaign';
import { adminText } from '../messages';
import { fromZurichInput, minuteToTime, timeToMinute, toZurichInput } from '../lib/zurich-input';
import type { Notice } from './pager';
import { useAdminStations } from '../api/get-admin-stations';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.campaigns;
type AdminCampaign = z.infer<typeof adminCampaign>;

interface Draft {
  name: string;
  kind: CampaignKind;
  /** "2" or "1,5" for a multiplier, points for a bonus. */
  value: string;
  startsAt: string;
  endsAt: string;
  stations: string[];
  weekdays: number[];
  from: string;
  to: string;
}

const emptyDraft: Draft = {
  name: '',
  kind: 'multiplier',
  value: '2',
  startsAt: '',
  endsAt: '',
  stations: [],
  weekdays: [],
  from: '',
  to: '',
};

function draftOf(campaign: AdminCampaign): Draft {
  return {
    name: campaign.name,
    kind: campaign.kind,
    value:
      campaign.kind === 'multiplier'
        ? String(campaign.value / 100).replace('.', ',')
        : String(campaign.value),
    startsAt: toZurichInput(campaign.starts_at),
    endsAt: toZurichInput(campaign.ends_at),
    stations: campaign.stations,
    weekdays: campaign.weekdays,
    from: minuteToTime(campaign.from_minute),
    to: minuteToTime(campaign.to_minute),
  };
}

/** The body the API takes, or the French reason the draft cannot be sent. */
function bodyOf(draft: Draft): CampaignBody | string {
  const number = Number(draft.value.replace(',', '.'));
  if (!Number.isFinite(number)) return words().invalidFactor;
  const endsAt = fromZurichInput(draft.endsAt);
  if (!endsAt) return words().invalidDate;
  const startsAt = draft.startsAt ? fromZurichInput(draft.startsAt) : undefined;
  if (startsAt === null) return words().invalidDate;
  return {
    name: draft.name,
    kind: draft.kind,
    value: draft.kind === 'multiplier' ? Math.round(number * 100) : Math.round(number),
    ...(startsAt ? { starts_at: startsAt } : {}),
    ends_at: endsAt,
    stations: draft.stations,
    weekdays: draft.weekdays,
    from_minute: timeToMinute(draft.from),
    to_minute: timeToMinute(draft.to),
  };
}

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

function CampaignForm(props: {
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

function describe(campaign: AdminCampaign): string[] {
  const starts = new Date(campaign.starts_at);
  const ends = new Date(campaign.ends_at);
  return [
    words().period({
      from: `${formatShortDate(starts)} ${formatZurichTime(starts)}`,
      to: `${formatShortDate(ends)} ${formatZurichTime(ends)}`,
    }),
    campaign.stations.length > 0 ? campaign.stations.join(', ') : words().allStations,
    campaign.weekdays.length > 0
      ? campaign.weekdays.map((day) => t.calendar.weekdays[day - 1]).join(', ')
      : words().everyDay,
    campaign.from_minute !== null && campaign.to_minute !== null
      ? words().hoursRange({ from: minuteToTime(campaign.from_minute), to: minuteToTime(campaign.to_minute) })
      : words().allDay,
  ];
}

function CampaignItem({
  campaign,
  now,
  onNotice,
}: {
  campaign: AdminCampaign;
  now: Date;
  onNotice: (notice: Notice) => void;
}) {
  const stop = useStopCampaign();
  const remove = useDeleteCampaign();
  const [editing, setEditing] = useState(false);
  const status =
    Date.parse(campaign.ends_at) <= now.getTime()
      ? 'ended'
      : Date.parse(campaign.starts_at) > now.getTime()
        ? 'upcoming'
        : 'running';
  const fail = (error: unknown) =>
    onNotice({ tone: 'error', text: failureText(error, adminText.unknownError) });
  if (editing)
    return (
      <li className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <h4 className="mb-2 font-semibold text-slate-900">{words().editTitle({ name: campaign.name })}</h4>
        <CampaignForm
          id={campaign.id}
          initial={draftOf(campaign)}
          onDone={(text) => {
            setEditing(false);
            onNotice({ tone: 'success', text });
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{campaign.name}</span>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-900">
          {campaignValueLabel(campaign)}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            status === 'running'
              ? 'bg-emerald-100 text-emerald-900'
              : status === 'upcoming'
                ? 'bg-sky-100 text-sky-900'
                : 'bg-slate-100 text-slate-700'
          }`}
        >
          {words().status[status]}
        </span>
      </div>
      <ul className="mt-1 text-sm text-slate-700">
        {describe(campaign).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-600">
        {words().tally({ washes: campaign.washes, points: campaign.extra_points })} ·{' '}
        {words().by({ name: campaign.created_by })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {status !== 'ended' && (
          <>
            <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
              {words().edit}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={stop.isPending}
              onClick={() => {
                if (!window.confirm(words().confirmStop({ name: campaign.name }))) return;
                stop.mutate(campaign.id, {
                  onSuccess: () => onNotice({ tone: 'success', text: words().stopped }),
                  onError: fail,
                });
              }}
            >
              {words().stop}
            </button>
          </>
        )}
        <button
          type="button"
          className="btn-secondary text-red-700"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(words().confirmDelete({ name: campaign.name }))) return;
            remove.mutate(campaign.id, {
              onSuccess: () => onNotice({ tone: 'success', text: words().deleted }),
              onError: fail,
            });
          }}
        >
          {words().delete}
        </button>
      </div>
    </li>
  );
}

/** /admin?tab=campaigns: the operator's campaigns on wash points. */
export function CampaignsTab() {
  const { data, isPending, isError, refetch } = useCampaigns();
  const now = useNow();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{words().intro}</p>
      <section
        aria-labelledby="new-campaign-title"
        className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
      >
        <h3 id="new-campaign-title" className="font-bold text-slate-900">
          {words().newTitle}
        </h3>
        <CampaignForm initial={emptyDraft} onDone={(text) => setNotice({ tone: 'success', text })} />
      </section>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <section aria-labelledby="campaigns-title" className="space-y-2">
        <h3 id="campaigns-title" className="font-bold text-slate-900">
          {words().title}
        </h3>
        {isPending ? (
          <div className="h-24 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
        ) : isError ? (
          <LoadError message={adminText.loadError} onRetry={() => void refetch()} />
        ) : data.campaigns.length === 0 ? (
          <p className="text-slate-600">{words().empty}</p>
        ) : (
          <ul className="space-y-2">
            {data.campaigns.map((campaign) => (
              <CampaignItem key={campaign.id} campaign={campaign} now={now} onNotice={setNotice} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
