import type { AdminSettings, SettingsBody } from '@app/shared/schemas/admin';
import { Alert } from '@/components/ui/alert';
import { failureText } from '@/features/admin/api/admin-mutation';
import { useSaveSettings } from '@/features/admin/api/save-settings';
import { adminText } from '@/features/admin/messages';
import type { Notice } from '../pager';

/** Saves one section's fields only: the other sections' edits and values stay as they are. */
export function useSectionSave(setNotice: (notice: Notice) => void) {
  const save = useSaveSettings();
  return {
    pending: save.isPending,
    /** Sends the section's fields; once saved, the form takes the values as the server keeps them. */
    send: (body: SettingsBody, onSaved: (settings: AdminSettings) => void) =>
      save.mutate(body, {
        onSuccess: (settings) => {
          onSaved(settings);
          setNotice({ tone: 'success', text: adminText.settings.saved });
        },
        onError: (error) => setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) }),
      }),
  };
}

/** A section's save button, its answer, and a word while edits are not saved yet. */
export function SectionSaveBar(props: { label: string; dirty: boolean; pending: boolean; notice: Notice }) {
  return (
    <div className="space-y-2">
      {props.notice && <Alert tone={props.notice.tone}>{props.notice.text}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary inline-flex" disabled={props.pending}>
          {props.label}
        </button>
        {props.dirty && (
          <span className="text-sm font-semibold text-amber-800" role="status">
            {adminText.settings.unsaved}
          </span>
        )}
      </div>
    </div>
  );
}
