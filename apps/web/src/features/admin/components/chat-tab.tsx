import { memberPage } from '../lib/member-link';
import { Link } from 'react-router';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { TabList, tabId } from '@/components/ui/tab-list';
import { CHAT_QUEUES } from '@app/shared/domain/chat';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useDeleteMessage } from '../api/delete-message';
import { useDeleteUserMessages } from '../api/delete-user-messages';
import { useChatMutes, useUnmuteUser } from '../api/chat-mutes';
import { useAdminMessages, type ChatQueue } from '../api/get-admin-messages';
import { useRestoreMessage } from '../api/restore-message';
import { adminText } from '../messages';
import { MuteDialog } from './mute-dialog';
import { Pager, type Notice } from './pager';

function MutedMembers({ onDone }: { onDone: (notice: Notice) => void }) {
  const words = adminText.chat;
  const { data } = useChatMutes();
  const unmute = useUnmuteUser();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="mb-1 font-bold text-slate-900">
        {words.mutesTitle}
      </h3>
      {data && data.mutes.length === 0 && <p className="text-sm text-slate-600">{words.noMutes}</p>}
      <ul className="space-y-1">
        {data?.mutes.map((mute) => {
          const until = new Date(mute.muted_until);
          return (
            <li
              key={mute.user_id}
              className="flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-2 text-sm"
              data-testid="chat-mute"
            >
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{mute.user_name}</span>{' '}
                <span className="text-slate-700">
                  {words.mutedUntil({
                    until: `${formatShortDate(until)} ${formatZurichTime(until)}`,
                    reason: mute.reason,
                  })}
                </span>
              </span>
              <button
                type="button"
                className="btn-secondary inline-flex px-3 py-1.5"
                disabled={unmute.isPending}
                onClick={() => {
                  if (!window.confirm(words.confirmUnmute({ name: mute.user_name }))) return;
                  unmute.mutate(mute.user_id, {
                    onSuccess: (answer) => onDone({ tone: 'success', text: answer.message ?? words.unmute }),
                    onError: (error) =>
                      onDone({ tone: 'error', text: failureText(error, adminText.unknownError) }),
                  });
                }}
              >
                {words.unmute}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const when = (iso: string) => {
  const at = new Date(iso);
  return `${formatShortDate(at)} ${formatZurichTime(at)}`;
};

/** The chat's moderation: the views (all, reported, hidden, deleted), actions, muted members. */
export function AdminChatTab() {
  const words = adminText.chat;
  const [queue, setQueue] = useState<ChatQueue>('all');
  const [skip, setSkip] = useState(0);
  const { data, isPending, isError, refetch } = useAdminMessages(skip, queue);
  const removeOne = useDeleteMessage();
  const removeAll = useDeleteUserMessages();
  const restore = useRestoreMessage();
  const [notice, setNotice] = useState<Notice>(null);
  const [muting, setMuting] = useState<{ id: string; name: string } | null>(null);
  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) });
  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <MutedMembers onDone={setNotice} />
      <TabList
        label={words.queuesLabel}
        values={CHAT_QUEUES}
        names={words.queues}
        selected={queue}
        onSelect={(value) => {
          setQueue(value);
          setSkip(0);
        }}
        layout="columns"
        panelId="admin-chat-queue"
      />
      <div role="tabpanel" id="admin-chat-queue" aria-labelledby={tabId('admin-chat-queue', queue)}>
        {isPending ? (
          <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
        ) : isError ? (
          <LoadError message={words.loadError} onRetry={() => void refetch()} />
        ) : data.messages.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
            {words.emptyQueue[queue]}
          </p>
        ) : (
          <ul className="space-y-2">
            {data.messages.map((message) => (
              <li
                key={message.message_id}
                className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
                data-testid="admin-message"
              >
                <p className="text-sm">
                  <Link to={memberPage(message.user_id)} className="font-bold text-slate-900 underline">
                    {message.user_name}
                  </Link>{' '}
                  <span className="text-slate-600">
                    {message.user_email} · {when(message.timestamp)}
                  </span>
                </p>
                <p className="my-1 break-words whitespace-pre-wrap text-slate-900">{message.message}</p>
                <p className="flex flex-wrap gap-2 text-xs">
                  {message.report_count > 0 && (
                    <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
                      {words.reports({ count: message.report_count })}
                    </span>
                  )}
                  {message.hidden && (
                    <span className="rounded bg-slate-200 px-1.5 py-0.5 font-semibold text-slate-800">
                      {words.hidden}
                    </span>
                  )}
                </p>
                {message.reports.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
                    {message.reports.map((report) => (
                      <li key={report.reporter_id}>
                        {words.reportedBy({
                          name: report.reporter_name,
                          reason: report.reason ?? 'none',
                          when: when(report.created_at),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
                {message.deleted_at && (
                  <p className="mt-1 text-xs font-semibold text-red-800">
                    {words.deletedBy({ name: message.deleted_by ?? 'none', when: when(message.deleted_at) })}
                  </p>
                )}
                <div className="mt-2 flex flex-wrap gap-2 text-sm">
                  {!message.deleted_at && (
                    <button
                      type="button"
                      className="btn-secondary inline-flex px-3 py-1.5"
                      onClick={() => {
                        if (!window.confirm(words.confirmDelete)) return;
                        removeOne.mutate(message.message_id, {
                          onSuccess: () => setNotice({ tone: 'success', text: words.deleted }),
                          onError: fail,
                        });
                      }}
                    >
                      {words.delete}
                    </button>
                  )}
                  {!message.deleted_at && (
                    <button
                      type="button"
                      className="btn-secondary inline-flex px-3 py-1.5"
                      onClick={() => {
                        if (!window.confirm(words.confirmDeleteAll({ name: message.user_name }))) return;
                        removeAll.mutate(message.user_id, {
                          onSuccess: (answer) =>
                            setNotice({ tone: 'success', text: answer.message ?? words.deleted }),
                          onError: fail,
                        });
                      }}
                    >
                      {words.deleteAll}
                    </button>
                  )}
                  {(message.hidden || message.deleted_at) && (
                    <button
                      type="button"
                      className="btn-secondary inline-flex px-3 py-1.5"
                      onClick={() =>
                        restore.mutate(message.message_id, {
                          onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message ?? '' }),
                          onError: fail,
                        })
                      }
                    >
                      {words.restore}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn-secondary inline-flex px-3 py-1.5"
                    onClick={() => setMuting({ id: message.user_id, name: message.user_name })}
                  >
                    {words.mute}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {data && <Pager skip={skip} size={50} total={data.total} onSkip={setSkip} />}
      </div>
      <MuteDialog target={muting} onClose={() => setMuting(null)} onDone={setNotice} />
    </div>
  );
}
