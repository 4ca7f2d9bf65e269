import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StationName } from '@app/shared/domain/stations';
import type { CreateWashResponse } from '@app/shared/schemas/washes';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { useStationNames } from '@/features/stations/api/get-stations';
import { useCreateWash } from '@/features/washes/api/create-wash';
import { useDailyStatus } from '@/features/washes/api/get-daily-status';
import { BonusPreview } from '@/features/washes/components/bonus-preview';
import { CameraCapture } from '@/features/washes/components/camera-capture';
import { StationPicker } from '@/features/washes/components/station-picker';
import { WashSuccess } from '@/features/washes/components/wash-success';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { paths } from '@/config/paths';

export function AddWashRoute() {
  const { data: user } = useUser();
  const { data: stations = [] } = useStationNames();
  const { data: status } = useDailyStatus();
  const now = useNow();
  // Null until the member picks one: their favourite station is offered first, when it
  // can still take a wash today.
  const [picked, setStation] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CreateWashResponse | null>(null);
  const createWash = useCreateWash(setProgress);

  if (!user) return null;
  const favorite = user.favorite_station;
  const station =
    picked ??
    (favorite && stations.includes(favorite as StationName) && status?.stations[favorite]?.can_wash !== false
      ? favorite
      : '');
  if (result) {
    return (
      <div className="mx-auto w-full max-w-lg p-4">
        <WashSuccess result={result} />
      </div>
    );
  }

  const limitReached = status?.remaining_washes === 0;
  const stationAvailable = station !== '' && (status?.stations[station]?.can_wash ?? true);
  // The wash about to be validated extends the streak unless one was already validated today.
  const streakDays = status && status.washes_today > 0 ? user.wash_streak : user.wash_streak + 1;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stationAvailable) return setError(t.washes.stationRequired);
    if (!photo) return setError(t.washes.photoRequired);
    setError(null);
    setProgress(0);
    try {
      setResult(
        await createWash.mutateAsync({
          wash_type: 'standard',
          station: station as StationName,
          photo_data: photo,
        }),
      );
    } catch (caught) {
      setError(errorMessage(caught, t.washes.errorFallback));
    }
  }

  return (
    <div className="mx-auto w-full max-w-lg space-y-4 p-4">
      <div className="flex items-center gap-2">
        <Link
          to={paths.home}
          aria-label={t.common.back}
          className="flex h-10 w-10 items-center justify-center rounded-xl hover:bg-slate-200"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t.washes.title}</h1>
      </div>

      {limitReached ? (
        <div role="status" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-emerald-600" />
          <p className="mt-2 text-lg font-bold">{t.washes.limitReached}</p>
          <p className="text-slate-600">{t.washes.limitText}</p>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-4" noValidate>
          <StationPicker stations={stations} status={status} value={station} onChange={setStation} />
          <BonusPreview now={now} streakDays={streakDays} level={user.level} />
          <CameraCapture photo={photo} onPhoto={setPhoto} />

          {error && (
            <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-800">
              <p className="font-bold">{t.washes.errorTitle}</p>
              <p className="mt-1">{error}</p>
              <p className="mt-2 text-sm font-semibold">{t.washes.hintsTitle}</p>
              <ul className="list-inside list-disc text-sm">
                {t.washes.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            </div>
          )}

          {createWash.isPending && (
            <div role="status" className="space-y-1">
              <p className="text-sm font-semibold text-slate-700">
                {t.washes.uploadProgress(Math.round(progress * 100))}
              </p>
              <ProgressBar value={progress} label={t.washes.uploadProgress(Math.round(progress * 100))} />
            </div>
          )}

          <button
            type="submit"
            disabled={!photo || !stationAvailable || createWash.isPending}
            className="btn-primary flex w-full text-lg"
          >
            {createWash.isPending && <Spinner />}
            {createWash.isPending ? t.washes.submitting : t.washes.submit}
          </button>
        </form>
      )}
    </div>
  );
}
