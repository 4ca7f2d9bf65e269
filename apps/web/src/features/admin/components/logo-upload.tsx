import type { AdminReward } from '@app/shared/schemas/rewards';
import { ImageUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { failureText } from '../api/admin-mutation';
import { useRewardLogo } from '../api/reward-logo';
import { adminText } from '../messages';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.settings.logo;
const MAX_BYTES = 1_000_000;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A partner's logo on its row: the current one, a file to replace it (≤ 1 MB), remove. */
export function LogoUpload({ reward }: { reward: AdminReward }) {
  const logo = useRewardLogo();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const onFile = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setError(words().tooLarge);
    logo.mutate(
      { id: reward.id, dataUrl: await readAsDataUrl(file) },
      { onError: (failure) => setError(failureText(failure, adminText.unknownError)) },
    );
  };
  return (
    <span className="flex flex-wrap items-center gap-1">
      {reward.logo_url && (
        <img
          src={reward.logo_url}
          alt={words().current({ partner: reward.partner_name })}
          className="h-8 w-8 rounded object-contain"
        />
      )}
      <label
        htmlFor={inputId}
        className="btn-secondary inline-flex cursor-pointer px-2 py-1 focus-within:ring-2 focus-within:ring-brand-600"
      >
        <ImageUp aria-hidden="true" className="h-4 w-4" />
        {reward.logo_url ? words().replace : words().add}
        <span className="sr-only"> · {reward.partner_name}</span>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          disabled={logo.isPending}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {reward.logo_url && (
        <button
          type="button"
          className="inline-flex rounded-xl px-2 py-1 text-sm font-semibold text-slate-700 ring-1 ring-slate-300"
          onClick={() => logo.mutate({ id: reward.id, dataUrl: null })}
          aria-label={words().remove({ partner: reward.partner_name })}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
      {error && (
        <span role="alert" className="w-full text-xs font-semibold text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
