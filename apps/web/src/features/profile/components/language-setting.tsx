import { Languages } from 'lucide-react';
import { useState } from 'react';
import type { Locale } from '@app/shared/domain/locales';
import { Card } from '@/components/ui/card';
import { LanguageSelect } from '@/components/ui/language-select';
import { errorMessage } from '@/lib/api-client';
import { currentLocale, setLocale, t } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';

/** The member's language, kept on the account: every device and every message follows it. */
export function LanguageSetting() {
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);

  async function choose(locale: Locale) {
    setError(null);
    const previous = currentLocale();
    try {
      // Saved first: the app then renders again in the new language from the saved profile.
      await update.mutateAsync({ locale });
      await setLocale(locale);
    } catch (caught) {
      await setLocale(previous);
      setError(errorMessage(caught, t.profile.languageError, t.offline));
    }
  }

  return (
    <Card title={t.common.language} icon={Languages}>
      <div className="mt-2">
        <LanguageSelect onChange={(locale) => void choose(locale)} disabled={update.isPending} />
        <p className="mt-2 text-sm text-slate-600">{t.profile.languageHelp}</p>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </Card>
  );
}
