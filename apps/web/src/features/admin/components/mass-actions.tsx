import { useId, useState } from 'react';
import { failureText } from '../api/admin-mutation';
import { useCleanupTestUsers } from '../api/cleanup-test-users';
import { useClearAll } from '../api/clear-all';
import { adminText } from '../messages';
import type { Notice } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.users;

/**
 * Test-account clean-up, and every member deleted behind the confirmation word: folded away
 * in a « Zone sensible » below the list, so neither sits one slip from the members.
 */
export function MassActions({ onDone }: { onDone: (notice: Notice) => void }) {
  const clearAll = useClearAll();
  const cleanup = useCleanupTestUsers();
  const [typed, setTyped] = useState('');
  const confirmId = useId();
  return (
    <details className="group mt-6 rounded-2xl bg-red-50 p-3 ring-1 ring-red-200">
      <summary className="cursor-pointer font-bold text-red-900">{words().dangerTitle}</summary>
      <div className="mt-2 space-y-2">
        <p className="text-sm text-red-900">{words().dangerHelp}</p>
        <p className="text-sm text-slate-800">{words().cleanupHelp}</p>
        <button
          type="button"
          className="btn-secondary inline-flex"
          disabled={cleanup.isPending}
          onClick={() => {
            if (!window.confirm(words().cleanupConfirm)) return;
            cleanup.mutate(undefined, {
              onSuccess: (answer) =>
                onDone({
                  tone: 'success',
                  text: words().cleanupDone({
                    users: answer.deleted_users,
                    washes: answer.deleted_washes,
                    sessions: answer.deleted_sessions,
                    notifications: answer.deleted_notifications,
                  }),
                }),
              onError: (error) => onDone({ tone: 'error', text: failureText(error, words().cleanupFailed) }),
            });
          }}
        >
          {words().cleanup}
        </button>
        <p className="text-sm text-red-900">{words().clearAllHelp}</p>
        <label htmlFor={confirmId} className="field-label">
          {words().clearAllLabel}
        </label>
        <input
          id={confirmId}
          className="field-input"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-xl bg-red-700 px-4 py-3 font-semibold text-white disabled:opacity-60"
          disabled={typed !== words().confirmWord || clearAll.isPending}
          onClick={() => {
            if (!window.confirm(words().clearAllConfirm)) return;
            clearAll.mutate(typed, {
              onSuccess: (answer) => {
                setTyped('');
                onDone({ tone: 'success', text: answer.message ?? words().deleted });
              },
              onError: (error) => onDone({ tone: 'error', text: failureText(error, words().deleteFailed) }),
            });
          }}
        >
          {words().clearAll}
        </button>
      </div>
    </details>
  );
}
