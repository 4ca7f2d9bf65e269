import { BRAND_MIN_CONTRAST, contrastRatio, isHexColor } from '@app/shared/domain/brand';
import type { BrandBody, BrandSettings as Brand } from '@app/shared/schemas/brand';
import { useId, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { failureText } from '@/features/admin/api/admin-mutation';
import { useBrandSettings, useSaveBrand, useUploadBrandLogo } from '@/features/admin/api/brand';
import { useUnsavedChanges } from '@/features/admin/lib/unsaved-changes';
import { adminText } from '@/features/admin/messages';
import type { Notice } from '../pager';

const words = () => adminText.settings.brand;
type Field = Exclude<keyof BrandBody, 'primary_color'>;

const formOf = (brand: Brand): BrandBody => ({
  name: brand.name,
  short_name: brand.short_name,
  primary_color: brand.primary_color,
  mail_sender_name: brand.mail_sender_name,
  legal_name: brand.legal_name,
  postal_address: brand.postal_address,
  contact_email: brand.contact_email,
});

/** The contrast of white text on the colour, shown while choosing it (the server checks it too). */
function ContrastLine({ color }: { color: string }) {
  if (!isHexColor(color)) return null;
  const ratio = contrastRatio(color, '#ffffff');
  const ok = ratio >= BRAND_MIN_CONTRAST;
  return (
    <div className="flex flex-wrap items-center gap-3" aria-live="polite">
      <span
        className="rounded-xl px-4 py-2 font-semibold text-white"
        // The operator's colour under review: it cannot be a class of the build.
        style={{ backgroundColor: color }}
      >
        {words().sample}
      </span>
      <span className={`text-sm font-semibold ${ok ? 'text-emerald-800' : 'text-red-700'}`}>
        {words().contrast({ ratio: ratio.toFixed(1).replace('.', ',') })} —{' '}
        {ok ? words().contrastOk : words().contrastLow}
      </span>
    </div>
  );
}

function BrandForm({ brand }: { brand: Brand }) {
  const [form, setForm] = useState<BrandBody>(() => formOf(brand));
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSaveBrand();
  const upload = useUploadBrandLogo();
  const base = useId();
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(brand));
  useUnsavedChanges(dirty);
  const failed = (error: unknown) => setNotice({ tone: 'error', text: failureText(error, words().save) });
  const field = (name: Field, label: string, type = 'text') => (
    <div key={name}>
      <label htmlFor={`${base}-${name}`} className="field-label">
        {label}
      </label>
      {name === 'postal_address' ? (
        <textarea
          id={`${base}-${name}`}
          className="field-input min-h-20"
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        />
      ) : (
        <input
          id={`${base}-${name}`}
          className="field-input"
          type={type}
          required
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        />
      )}
    </div>
  );
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(form, {
          onSuccess: (saved) => {
            // The name at once in this tab (the colour with the next page load).
            document.title = saved.name;
            document.querySelector('meta[name="application-name"]')?.setAttribute('content', saved.name);
            setNotice({ tone: 'success', text: words().saved });
          },
          onError: failed,
        });
      }}
    >
      {field('name', words().name)}
      {field('short_name', words().shortName)}
      <div className="grid grid-cols-[auto_1fr] items-end gap-2">
        <div>
          <label htmlFor={`${base}-picker`} className="field-label">
            {words().color}
          </label>
          <input
            id={`${base}-picker`}
            type="color"
            className="h-12 w-16 rounded-lg border border-slate-300"
            value={isHexColor(form.primary_color) ? form.primary_color : '#000000'}
            onChange={(event) => setForm({ ...form, primary_color: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${base}-hex`} className="field-label">
            {words().colorHex}
          </label>
          <input
            id={`${base}-hex`}
            className="field-input"
            value={form.primary_color}
            onChange={(event) => setForm({ ...form, primary_color: event.target.value.trim() })}
          />
        </div>
      </div>
      <ContrastLine color={form.primary_color} />
      {field('mail_sender_name', words().mailSender)}
      {field('legal_name', words().legalName)}
      {field('postal_address', words().postalAddress)}
      {field('contact_email', words().contactEmail, 'email')}
      <div className="flex flex-wrap items-center gap-3">
        {brand.logo_url && (
          <img src={brand.logo_url} alt={words().logoAlt} className="h-16 w-16 rounded-xl" />
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor={`${base}-logo`} className="field-label">
            {words().logo}
          </label>
          <input
            id={`${base}-logo`}
            type="file"
            accept="image/png,image/jpeg"
            className="block w-full text-sm"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file)
                upload.mutate(file, {
                  onSuccess: () => setNotice({ tone: 'success', text: words().logoSaved }),
                  onError: failed,
                });
            }}
          />
        </div>
      </div>
      {notice && (
        <p
          role="status"
          className={`text-sm font-semibold ${notice.tone === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {notice.text}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={save.isPending || !dirty}>
        {words().save}
      </button>
    </form>
  );
}

/** Réglages → Marque (issue 34): the brand and the operator's details, from /admin alone. */
export function BrandSettings() {
  const { data, isError, refetch } = useBrandSettings();
  return (
    <section
      aria-labelledby="brand-settings-title"
      className="space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="brand-settings-title" className="font-bold text-slate-900">
        {words().title}
      </h2>
      <p className="text-sm text-slate-600">{words().intro}</p>
      {data ? (
        <BrandForm brand={data} />
      ) : isError ? (
        <LoadError message={adminText.loadError} onRetry={() => void refetch()} />
      ) : (
        <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
      )}
    </section>
  );
}
