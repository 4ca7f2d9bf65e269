import { useState, type FormEvent } from 'react';
import { SCREENSHOT_MAX_BYTES } from '@app/shared/domain/reviews';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/form/field';
import { StationSelect } from '@/components/ui/form/station-select';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useSubmitScreenshot } from '../api/submit-screenshot';

interface ScreenshotModalProps {
  open: boolean;
  stations: string[];
  initialStation: string;
  onClose: () => void;
  onSubmitted: (message: string) => void;
}

/** Station and image, checked here as the server checks them (docs/product.md, screens). */
export function ScreenshotModal({
  open,
  stations,
  initialStation,
  onClose,
  onSubmitted,
}: ScreenshotModalProps) {
  const words = t.reviews;
  const [station, setStation] = useState(initialStation);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitScreenshot();

  function choose(chosen: File | null) {
    setError(null);
    setFile(null);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) return setError(words.notImage);
    if (chosen.size > SCREENSHOT_MAX_BYTES) return setError(words.tooLarge);
    setFile(chosen);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!station || !file) return setError(words.missing);
    try {
      const answer = await submit.mutateAsync({ station, file });
      onSubmitted(answer.message);
    } catch (caught) {
      setError(errorMessage(caught, words.submitError, t.offline));
    }
  }

  return (
    <Modal open={open} title={words.modalTitle} onClose={onClose}>
      <form onSubmit={(event) => void send(event)} className="space-y-3" noValidate>
        <Field label={words.station}>
          {(fieldId) => (
            <StationSelect
              id={fieldId}
              stations={stations}
              emptyLabel={words.chooseStation}
              value={station}
              onChange={setStation}
            />
          )}
        </Field>
        <Field label={words.image}>
          {(fieldId) => (
            <input
              id={fieldId}
              type="file"
              accept="image/*"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              className="field-input"
            />
          )}
        </Field>
        {error && <Alert>{error}</Alert>}
        <div className="grid grid-cols-2 gap-2">
          <button type="button" onClick={onClose} className="btn-secondary flex">
            {words.cancel}
          </button>
          <button type="submit" disabled={!file || submit.isPending} className="btn-primary flex">
            {submit.isPending ? words.sending : words.send}
          </button>
        </div>
      </form>
    </Modal>
  );
}
