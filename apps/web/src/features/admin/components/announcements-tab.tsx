import { AUDIENCES, type Audience } from '@app/shared/domain/announcements';
import type { AnnouncementView } from '@app/shared/schemas/announcements';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useAnnouncements } from '../api/get-announcements';
import { useCancelAnnouncement } from '../api/cancel-announcement';
import { adminText } from '../messages';
import type { Notice } from './pager';

import { ComposeForm } from './announcement-compose';
/** Read at each use: the texts follow the active language. */
const words = () => adminText.announcements;
const when = (iso: string) => `${formatShortDate(new Date(iso))} ${formatZurichTime(new Date(iso))}`;

function AnnouncementItem({
  item,
  onNotice,
}: {
  item: AnnouncementView;
  onNotice: (notice: Notice) => void;
}) {
  const cancel = useCancelAnnouncement();
  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-slate-200" data-testid="announcement">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-900">{item.title}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {words().status[item.status]}
        </span>
      </div>
      <p className="text-sm break-words text-slate-700">{item.body}</p>
      <p className="mt-1 text-sm text-slate-600">
        {words().audiences[item.audience]}
        {item.station ? ` (${item.station})` : ''} ·{' '}
        {item.sent_at
          ? words().sentAt({ when: when(item.sent_at) })
          : words().planned({ when: when(item.send_at) })}{' '}
        · {words().by({ name: item.created_by })}
      </p>
      {item.status !== 'scheduled' && item.status !== 'cancelled' && (
        <p className="text-sm font-semibold text-slate-900">
          {words().sentLine({ reached: item.reached, sent: item.push_sent, failed: item.push_failed })}
          {item.skipped > 0 && (
            <span className="font-normal text-slate-600"> · {words().skipped({ count: item.skipped })}</span>
          )}
        </p>
      )}
      {item.status === 'scheduled' && (
        <button
          type="button"
          className="btn-secondary mt-2"
          disabled={cancel.isPending}
          onClick={() => {
            if (!window.confirm(words().confirmCancel({ title: item.title }))) return;
            cancel.mutate(item.id, {
              onSuccess: (answer) =>
                onNotice({ tone: 'success', text: answer.message ?? words().status.cancelled }),
              onError: (error) =>
                onNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
            });
          }}
        >
          {words().cancel}
        </button>
      )}
    </li>
  );
}

/** /admin?tab=announcements: messages to members, now or at a time (`audience` preselects one). */
export function AnnouncementsTab({ initialAudience = null }: { initialAudience?: string | null }) {
  const { data, isPending, isError, refetch } = useAnnouncements();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{words().intro}</p>
      <section
        aria-labelledby="new-announcement-title"
        className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
      >
        <h3 id="new-announcement-title" className="font-bold text-slate-900">
          {words().newTitle}
        </h3>
        <ComposeForm
          onNotice={setNotice}
          initialAudience={
            (AUDIENCES as readonly string[]).includes(initialAudience ?? '')
              ? (initialAudience as Audience)
              : 'all'
          }
        />
      </section>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <section aria-labelledby="announcements-list-title" className="space-y-2">
        <h3 id="announcements-list-title" className="font-bold text-slate-900">
          {words().listTitle}
        </h3>
        {isPending ? (
          <div className="h-24 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
        ) : isError ? (
          <LoadError message={adminText.loadError} onRetry={() => void refetch()} />
        ) : data.announcements.length === 0 ? (
          <p className="text-slate-600">{words().empty}</p>
        ) : (
          <ul className="space-y-2">
            {data.announcements.map((item) => (
              <AnnouncementItem key={item.id} item={item} onNotice={setNotice} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
