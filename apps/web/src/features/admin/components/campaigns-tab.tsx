import { campaignValueLabel } from '@app/shared/domain/campaigns';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { failureText } from '../api/admin-mutation';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaigns } from '../api/get-campaigns';
import { useStopCampaign } from '../api/stop-campaign';
import { adminText } from '../messages';
import { minuteToTime } from '../lib/zurich-input';
import { draftOf, emptyDraft, type AdminCampaign } from './campaign-draft';
import { CampaignForm } from './campaign-form';
import type { Notice } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.campaigns;

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
