import { Download } from 'lucide-react';
import { useState } from 'react';
import type { GalleryPhoto } from '@app/shared/schemas/gallery';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { formatShortDate } from '@/lib/format';
import { t } from '@/lib/i18n';

/** The detail of a gallery photo, with its download. */
export function PhotoViewer({ photo, onClose }: { photo: GalleryPhoto; onClose: () => void }) {
  const words = t.gallery;
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      const response = await fetch(photo.photo_data, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `eclat-lavage-${photo.id}.jpg`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setError(words.downloadError);
    }
  }

  return (
    <Modal open title={words.open({ name: photo.user_name, station: photo.station })} onClose={onClose}>
      <img
        src={photo.photo_data}
        alt={words.open({ name: photo.user_name, station: photo.station })}
        className="w-full rounded-xl"
      />
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-800">
        <dt className="font-semibold">{photo.station}</dt>
        <dd className="text-right">{formatShortDate(new Date(photo.timestamp))}</dd>
        <dt className="font-semibold">{words.by({ name: photo.user_name })}</dt>
        <dd className="text-right">
          {words.level({ level: photo.user_level, name: photo.user_level_name })}
        </dd>
        <dt className="sr-only">Points</dt>
        <dd className="col-span-2 font-bold text-emerald-700">
          {words.points({ points: photo.points_earned })}
        </dd>
      </dl>
      {error && (
        <div className="mt-2">
          <Alert>{error}</Alert>
        </div>
      )}
      <button type="button" onClick={() => void download()} className="btn-primary mt-3 flex w-full">
        <Download aria-hidden="true" className="h-5 w-5" />
        {words.download}
      </button>
    </Modal>
  );
}
