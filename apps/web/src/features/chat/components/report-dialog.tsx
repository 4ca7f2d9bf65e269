import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useReportMessage } from '../api/report-message';

/** Asks for an optional reason, then reports the message; a repeated report counts as done. */
export function ReportDialog({
  messageId,
  onClose,
  onReported,
}: {
  messageId: number | null;
  onClose: () => void;
  onReported: (id: number, notice: string) => void;
}) {
  const words = t.viral.chat;
  const [reason, setReason] = useState('');
  const report = useReportMessage();
  const reasonId = useId();
  const close = () => {
    setReason('');
    report.reset();
    onClose();
  };
  const refusal = report.error instanceof ApiError ? report.error.detail : undefined;
  return (
    <Modal open={messageId !== null} title={words.reportTitle} onClose={close}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (messageId === null) return;
          report.mutate(
            { id: messageId, reason },
            {
              onSuccess: (answer) => {
                onReported(messageId, answer.message ?? words.reported);
                close();
              },
              onError: (error) => {
                // Already reported by this member: nothing more to do.
                if (error instanceof ApiError && error.status === 409) {
                  onReported(messageId, error.detail ?? words.reported);
                  close();
                }
              },
            },
          );
        }}
      >
        <label htmlFor={reasonId} className="field-label">
          {words.reportReason}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          rows={3}
          className="field-input"
        />
        {report.isError && <Alert>{refusal ?? words.reportError}</Alert>}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary inline-flex" onClick={close}>
            {t.common.cancel}
          </button>
          <button type="submit" className="btn-primary inline-flex" disabled={report.isPending}>
            {words.reportSubmit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
