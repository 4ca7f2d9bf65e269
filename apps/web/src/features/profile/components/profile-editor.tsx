import { Pencil, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { NAME_MAX_LENGTH } from '@app/shared/domain/names';
import type { User } from '@app/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Field } from '@/components/ui/form/field';
import { StationSelect } from '@/components/ui/form/station-select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, NetworkError } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format';
import { fileToJpegDataUrl, ImageProcessingError } from '@/lib/images';
import { t } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** View mode, then 'Modifier' → edit name, pseudo, photo and favourite station → 'Sauvegarder' / 'Annuler'. */
export function ProfileEditor({ user, stations }: { user: User; stations: string[] }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [pseudo, setPseudo] = useState(user.pseudo ?? '');
  const [station, setStation] = useState(user.favorite_station ?? '');
  const [photo, setPhoto] = useState<string | null>(user.profile_photo);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();
  const notice = useRef<HTMLDivElement>(null);
  // Saving closes the form the member had scrolled through: the confirmation (or the
  // refusal) is brought into view where it appears, above.
  useEffect(() => {
    if (saved || error) notice.current?.scrollIntoView({ block: 'nearest' });
  }, [saved, error]);

  function reset() {
    setName(user.name);
    setPseudo(user.pseudo ?? '');
    setStation(user.favorite_station ?? '');
    setPhoto(user.profile_photo);
    setError(null);
  }

  async function pickPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t.profile.photoInvalid);
    if (file.size > MAX_PHOTO_BYTES) return setError(t.profile.photoTooLarge);
    setError(null);
    try {
      setPhoto(await fileToJpegDataUrl(file, 400));
    } catch (caught) {
      setError(
        caught instanceof ImageProcessingError ? t.profile.photoProcessError : t.profile.photoReadError,
      );
    }
  }

  async function save() {
    setError(null);
    setSaved(false);
    try {
      await update.mutateAsync({
        name: name.trim() === user.name ? undefined : name,
        pseudo: pseudo.trim() === '' ? null : pseudo.trim(),
        favorite_station: station === '' ? null : station,
        profile_photo: photo === user.profile_photo ? undefined : photo,
      });
      setEditing(false);
      setSaved(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.detail) setError(t.common.error({ detail: caught.detail }));
      else
        setError(
          t.profile.updateError({
            detail: caught instanceof NetworkError ? t.login.errorNetwork : String(caught),
          }),
        );
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-4">
        <Avatar name={user.display_name} photo={editing ? photo : user.display_photo} size={72} />
        <div className="min-w-0 flex-1">
          <h1 id={`${id}-title`} className="truncate text-2xl font-bold text-slate-900">
            {user.display_name}
          </h1>
          <p className="truncate text-slate-600">{user.email}</p>
          <p className="font-semibold text-brand-700">
            {t.home.levelLine({ level: user.level, name: user.level_name })}
          </p>
        </div>
      </div>

      <div ref={notice} className="mt-4 space-y-3 scroll-mt-20">
        {saved && !editing && <Alert tone="success">{t.profile.saved}</Alert>}
        {error && <Alert>{error}</Alert>}
      </div>

      {editing ? (
        <div className="mt-4 space-y-4">
          <Field label={t.profile.fullName}>
            {(fieldId, describedBy) => (
              <input
                id={fieldId}
                value={name}
                required
                maxLength={NAME_MAX_LENGTH}
                autoComplete="name"
                onChange={(event) => setName(event.target.value)}
                aria-describedby={describedBy}
                className="field-input"
              />
            )}
          </Field>
          <Field label={t.profile.pseudo} hint={t.profile.pseudoHint}>
            {(fieldId, describedBy) => (
              <input
                id={fieldId}
                value={pseudo}
                maxLength={20}
                onChange={(event) => setPseudo(event.target.value)}
                aria-describedby={describedBy}
                className="field-input"
              />
            )}
          </Field>
          <div>
            <span className="field-label">{t.profile.photo}</span>
            <div className="flex flex-wrap gap-2">
              <label className="btn-secondary inline-flex cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-400">
                <Upload aria-hidden="true" className="h-5 w-5" />
                {t.profile.changePhoto}
                <input type="file" accept="image/*" onChange={pickPhoto} className="sr-only" />
              </label>
              {photo && (
                <button type="button" onClick={() => setPhoto(null)} className="btn-secondary inline-flex">
                  <Trash2 aria-hidden="true" className="h-5 w-5" />
                  {t.profile.removePhoto}
                </button>
              )}
            </div>
          </div>
          <Field label={t.profile.favoriteStation}>
            {(fieldId) => (
              <StationSelect
                id={fieldId}
                stations={stations}
                emptyLabel={t.profile.noStation}
                value={station}
                onChange={setStation}
              />
            )}
          </Field>
          <ReadOnlyFields user={user} />
          <div className="flex gap-2">
            <button
              type="button"
              onClick={save}
              disabled={update.isPending}
              className="btn-primary flex flex-1"
            >
              {update.isPending && <Spinner />}
              {update.isPending ? t.profile.saving : t.profile.save}
            </button>
            <button
              type="button"
              onClick={() => {
                reset();
                setEditing(false);
              }}
              className="btn-secondary flex flex-1"
            >
              {t.profile.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-semibold text-slate-600">{t.profile.pseudo}</dt>
              <dd className="text-slate-900">{user.pseudo ?? '—'}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">{t.profile.favoriteStation}</dt>
              <dd className="text-slate-900">{user.favorite_station ?? t.profile.noStation}</dd>
            </div>
          </dl>
          <ReadOnlyFields user={user} />
          <button
            type="button"
            onClick={() => {
              reset();
              setSaved(false);
              setEditing(true);
            }}
            className="btn-primary flex w-full"
          >
            <Pencil aria-hidden="true" className="h-5 w-5" />
            {t.profile.edit}
          </button>
        </div>
      )}
    </section>
  );
}

function ReadOnlyFields({ user }: { user: User }) {
  return (
    <dl className="grid gap-2 rounded-xl bg-slate-50 p-3 text-sm">
      <div>
        <dt className="font-semibold text-slate-600">{t.profile.fullName}</dt>
        <dd className="text-slate-900">{user.name}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-600">{t.profile.email}</dt>
        <dd className="break-all text-slate-900">{user.email}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-600">{t.profile.memberSince}</dt>
        <dd className="text-slate-900">{formatShortDate(new Date(user.created_at))}</dd>
      </div>
    </dl>
  );
}
