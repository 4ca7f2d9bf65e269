import type { AdminSettings } from '@app/shared/schemas/admin';
import { useState } from 'react';
import { useUnsavedChanges } from '@/features/admin/lib/unsaved-changes';
import { adminText } from '@/features/admin/messages';
import type { Notice } from '../pager';
import { SectionSaveBar, useSectionSave } from './section-save';

/** Réglages → « Barème des points »: whether a Google review pays the scale's bonus. */
export function ReviewBonusSettings({ settings }: { settings: AdminSettings }) {
  const words = adminText.settings;
  const [enabled, setEnabled] = useState(settings.google_review_bonus);
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSectionSave(setNotice);
  const dirty = enabled !== settings.google_review_bonus;
  useUnsavedChanges(dirty);
  return (
    <form
      className="space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        save.send({ google_review_bonus: enabled }, (saved) => setEnabled(saved.google_review_bonus));
      }}
    >
      <h3 className="font-bold text-slate-900">{words.reviewBonusTitle}</h3>
      <label className="flex items-start gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <span>
          {words.reviewBonus}
          <span className="block font-normal text-slate-600">{words.reviewBonusRisk}</span>
        </span>
      </label>
      <SectionSaveBar label={words.saveReviewBonus} dirty={dirty} pending={save.pending} notice={notice} />
    </form>
  );
}
