import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { formatShortDate, formatZurichTime } from '@/lib/format';
import { failureText } from '../api/admin-mutation';
import { useMuteUser } from '../api/mute-user';
import { adminText } from '../messages';
import type { Notice } from './pager';

/** Silences a member in the chat for some hours, with a reason (from the chat tab or their page). */
export function MuteDialog({
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
    <Modal
      open={target !== null}
      title={target ? words.muteTitle({ name: target.name }) : ''}
      onClose={onClose}
    >
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
                  text: words.muted({ until: `${formatShortDate(until)} ${formatZurichTime(until)}` }),
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
