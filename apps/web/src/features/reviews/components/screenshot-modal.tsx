import { useId, useState, type FormEvent } from 'react';
import { SCREENSHOT_MAX_BYTES } from '@app/shared/domain/reviews';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useSubmitScreenshot } from '../api/reviews';

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
  const id = useId();
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
        <div>
          <label htmlFor={`${id}-station`} className="field-label">
            {words.station}
          </label>
          <select
            id={`${id}-station`}
            value={station}
            onChange={(event) => setStation(event.target.value)}
            className="field-input"
          >
            <option value="">{words.chooseStation}</option>
            {stations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="field-label">
            {words.image}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="field-input"
          />
        </div>
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
