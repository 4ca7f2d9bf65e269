import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/shared/domain/locales';
import { t, useLocale } from '@/lib/i18n';

/**
 * The language switch: each language named in itself (a visitor who reads no French finds
 * theirs), marked with its `lang` for screen readers.
 */
export function LanguageSelect({
  onChange,
  tone = 'light',
  disabled = false,
}: {
  onChange: (locale: Locale) => void;
  tone?: 'light' | 'onBrand';
  disabled?: boolean;
}) {
  const id = useId();
  const locale = useLocale();
  const onBrand = tone === 'onBrand';
  return (
    <div className={`flex items-center gap-2 ${onBrand ? 'text-white' : 'text-slate-800'}`}>
      <Languages aria-hidden="true" className="h-5 w-5 shrink-0" />
      <label htmlFor={id} className={onBrand ? 'sr-only' : 'font-semibold'}>
        {t.common.language}
      </label>
      <div className="relative">
        <select
          id={id}
          value={locale}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as Locale)}
          className={
            onBrand
              ? // Drawn by us, not the system: WebKitGTK's native select kept its light face under white text.
                'min-h-11 appearance-none rounded-lg border border-white/40 bg-brand-900/40 py-1 pr-8 pl-2 font-semibold text-white'
              : 'min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-1 text-slate-900'
          }
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option} className="text-slate-900">
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
        {onBrand && (
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2 h-4 w-4 -translate-y-1/2"
          />
        )}
      </div>
    </div>
  );
}
