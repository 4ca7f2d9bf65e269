import type { AdminSettings } from '@app/shared/schemas/admin';
import { useId, useState } from 'react';
import { useUnsavedChanges } from '@/features/admin/lib/unsaved-changes';
import { adminText } from '@/features/admin/messages';
import { FeedEditor } from '../catalog-editors';
import type { Notice } from '../pager';
import { SectionSaveBar, useSectionSave } from './section-save';

const asForm = (settings: AdminSettings) => ({
  words: settings.chat_words.join('\n'),
  gallery: settings.gallery_default,
});

/** Réglages → « Chat & communauté »: the masked words, the gallery's default, the feed's posts. */
export function ChatSettings({ settings }: { settings: AdminSettings }) {
  const words = adminText.settings;
  const [form, setForm] = useState(() => asForm(settings));
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSectionSave(setNotice);
  const wordsId = useId();
  const initial = asForm(settings);
  const dirty = form.words !== initial.words || form.gallery !== initial.gallery;
  useUnsavedChanges(dirty);
  return (
    <div className="space-y-4">
      <form
        className="space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
        onSubmit={(event) => {
          event.preventDefault();
          save.send({ chat_words: form.words.split('\n'), gallery_default: form.gallery }, (saved) =>
            setForm(asForm(saved)),
          );
        }}
      >
        <h3 className="font-bold text-slate-900">{words.wordsTitle}</h3>
        <label htmlFor={wordsId} className="field-label">
          {words.wordsHelp}
        </label>
        <textarea
          id={wordsId}
          className="field-input font-mono"
          rows={6}
          value={form.words}
          onChange={(event) => setForm({ ...form, words: event.target.value })}
        />
        <h3 className="font-bold text-slate-900">{words.galleryTitle}</h3>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={form.gallery}
            onChange={(event) => setForm({ ...form, gallery: event.target.checked })}
          />
          {words.galleryDefault}
        </label>
        <SectionSaveBar label={words.saveChat} dirty={dirty} pending={save.pending} notice={notice} />
      </form>
      <FeedEditor />
    </div>
  );
}
