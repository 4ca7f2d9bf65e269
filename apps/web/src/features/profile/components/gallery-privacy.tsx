import { Images } from 'lucide-react';
import { useId, useState } from 'react';
import type { User } from '@app/shared/schemas/users';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';

/** Whether the member's wash photos appear in the community gallery (docs/product.md, privacy). */
export function GalleryPrivacy({ user }: { user: User }) {
  const id = useId();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  // Shown at once; put back if the server refuses.
  const [show, setShow] = useState(user.show_in_gallery);
  const words = t.profile.gallery;

  async function toggle(next: boolean) {
    setError(null);
    setShow(next);
    try {
      await update.mutateAsync({ show_in_gallery: next });
    } catch (caught) {
      setShow(!next);
      setError(errorMessage(caught, words.error, t.offline));
    }
  }

  return (
    <Card title={words.title} icon={Images}>
      <div className="mt-2 flex items-start gap-3">
        <input
          id={`${id}-show`}
          type="checkbox"
          checked={show}
          aria-describedby={`${id}-help`}
          onChange={(event) => void toggle(event.target.checked)}
          className="mt-1 h-5 w-5 accent-brand-700"
        />
        <div>
          <label htmlFor={`${id}-show`} className="block font-semibold text-slate-800">
            {words.label}
          </label>
          <p id={`${id}-help`} className="text-sm text-slate-600">
            {words.help}
          </p>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </Card>
  );
}
