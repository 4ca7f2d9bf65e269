import type { AdminUser } from '@app/shared/schemas/admin';
import { useState } from 'react';
import { Field } from '@/components/ui/form/field';
import { Modal } from '@/components/ui/modal';
import { useAdjustPoints } from '../api/adjust-points';
import { failureText } from '../api/admin-mutation';
import { adminText } from '../messages';
import type { Notice } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.users;

/** A correction of a member's points through the ledger, with its reason. */
export function AdjustPointsDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}) {
  const adjust = useAdjustPoints();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={user !== null}
      title={user ? words().adjustTitle({ name: user.name }) : ''}
      onClose={onClose}
    >
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!user) return;
          adjust.mutate(
            { id: user.id, delta: Number(delta), reason },
            {
              onSuccess: (answer) => {
                onDone({ tone: 'success', text: words().adjusted({ total: answer.total_points }) });
                setDelta('');
                setReason('');
                onClose();
              },
              onError: (error) => onDone({ tone: 'error', text: failureText(error, adminText.unknownError) }),
            },
          );
        }}
      >
        <Field label={words().delta}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={-10000}
              max={10000}
              step={1}
              required
              className="field-input"
              value={delta}
              onChange={(e) => setDelta(e.target.value)}
            />
          )}
        </Field>
        <Field label={words().reason}>
          {(id) => (
            <input
              id={id}
              required
              maxLength={200}
              className="field-input"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <button
          type="submit"
          className="btn-primary inline-flex"
          disabled={adjust.isPending || !delta || Number(delta) === 0 || !reason.trim()}
        >
          {words().adjust}
        </button>
      </form>
    </Modal>
  );
}
