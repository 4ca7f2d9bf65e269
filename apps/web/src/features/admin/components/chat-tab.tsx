import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useDeleteMessage } from '../api/delete-message';
import { useDeleteUserMessages } from '../api/delete-user-messages';
import { useAdminMessages } from '../api/get-admin-messages';
import { useMuteUser } from '../api/mute-user';
import { useRestoreMessage } from '../api/restore-message';
import { adminText } from '../messages';
import { Pager, type Notice } from './pager';

function MuteDialog({
  target,
  onClose,
  onDone,
}: {
  target: { id: string; name: string } | null;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}) {
  const words = adminText.chat;
  const mute = useMuteUser();
  const [hours, setHours] = useState('24');
  const [reason, setReason] = useState('');
  const hoursId = useId();
  const reasonId = useId();
  return (
    <Modal open={target !== null} title={target ? words.muteTitle(target.name) : ''} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          mute.mutate(
            { user_id: target.id, hours: Number(hours), reason },
            {
              onSuccess: (answer) => {
                const until = new Date(answer.muted_until);
                onDone({
                  tone: 'success',
                  text: words.muted(`${formatShortDate(until)} ${formatZurichTime(until)}`),
                });
                onClose();
              },
              onError: (error) => onDone({ tone: 'error', text: failureText(error, adminText.unknownError) }),
            },
          );
        }}
      >
        <label htmlFor={hoursId} className="field-label">
          {words.hours}
        </label>
        <input
          id={hoursId}
          className="field-input"
          type="number"
          min={1}
          max={720}
          required
          value={hours}
          onChange={(event) => setHours(event.target.value)}
        />
        <label htmlFor={reasonId} className="field-label">
          {words.reason}
        </label>
        <input
          id={reasonId}
          className="field-input"
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" className="btn-primary inline-flex" disabled={mute.isPending || !reason.trim()}>
          {words.muteSubmit}
        </button>
      </form>
    </Modal>
  );
}

export function AdminChatTab() {
  const words = adminText.chat;
  const [skip, setSkip] = useState(0);
  const { data, isPending, isError, refetch } = useAdminMessages(skip);
  const removeOne = useDeleteMessage();
  const removeAll = useDeleteUserMessages();
  const restore = useRestoreMessage();
  const [notice, setNotice] = useState<Notice>(null);
  const [muting, setMuting] = useState<{ id: string; name: string } | null>(null);
  if (isPending) return <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  if (isError) return <LoadError message={words.loadError} onRetry={() => void refetch()} />;
  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) });
  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {data.messages.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {words.empty}
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
                <span className="font-bold text-slate-900">{message.user_name}</span>{' '}
                <span className="text-slate-600">
                  {message.user_email} · {formatShortDate(new Date(message.timestamp))}{' '}
                  {formatZurichTime(new Date(message.timestamp))}
                </span>
              </p>
              <p className="my-1 break-words whitespace-pre-wrap text-slate-900">{message.message}</p>
              <p className="flex flex-wrap gap-2 text-xs">
                {message.report_count > 0 && (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
                    {words.reports(message.report_count)}
                  </span>
                )}
                {message.hidden && (
                  <span className="rounded bg-slate-200 px-1.5 py-0.5 font-semibold text-slate-800">
                    {words.hidden}
                  </span>
                )}
              </p>
              <div className="mt-2 flex flex-wrap gap-2 text-sm">
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
                <button
                  type="button"
                  className="btn-secondary inline-flex px-3 py-1.5"
                  onClick={() => {
                    if (!window.confirm(words.confirmDeleteAll(message.user_name))) return;
                    removeAll.mutate(message.user_id, {
                      onSuccess: (answer) =>
                        setNotice({ tone: 'success', text: answer.message ?? words.deleted }),
                      onError: fail,
                    });
                  }}
                >
                  {words.deleteAll}
                </button>
                {message.hidden && (
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
      <Pager skip={skip} size={50} total={data.total} onSkip={setSkip} />
      <MuteDialog target={muting} onClose={() => setMuting(null)} onDone={setNotice} />
    </div>
  );
}
