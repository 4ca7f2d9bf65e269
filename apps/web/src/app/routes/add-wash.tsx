import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parsePresenceToken, stepAt } from '@app/shared/domain/presence';
import { deviceId } from '@/features/washes/lib/device-id';
import type { CreateWashBody } from '@app/shared/schemas/washes';
import type { CreateWashResponse } from '@app/shared/schemas/washes';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import type { QueryClient } from '@tanstack/react-query';
import { stationsQueryOptions, useStations } from '@/features/stations/api/get-stations';
import { affluenceQueryOptions, useAffluence } from '@/features/stations/api/get-affluence';
import { AffluenceCard, AffluenceChip } from '@/features/stations/components/affluence-card';
import { DEFAULT_POINTS_SCALE } from '@app/shared/domain/points-scale';
import { programmeQueryOptions, useProgramme } from '@/lib/programme';
import { useDisplayStation } from '@/features/washes/api/get-display-station';
import { PresencePanel, type PresenceInput } from '@/features/washes/components/presence-panel';
import { currentPosition } from '@/features/washes/lib/position';
import { presenceTokenFrom } from '@/features/washes/lib/presence-token';
import { useCreateWash } from '@/features/washes/api/create-wash';
import { dailyStatusQueryOptions, useDailyStatus } from '@/features/washes/api/get-daily-status';
import { BonusPreview } from '@/features/washes/components/bonus-preview';
import { CameraCapture } from '@/features/washes/components/camera-capture';
import { StationPicker } from '@/features/washes/components/station-picker';
import { WashSuccess } from '@/features/washes/components/wash-success';
import { InstallOffer } from '@/features/install/components/install-offer';
import { ApiError, NetworkError, errorMessage } from '@/lib/api-client';
import { isOnline, subscribeConnectivity } from '@/lib/connectivity';
import { queueWash } from '@/features/washes/lib/pending-washes';
import { PendingSaved } from '@/features/washes/components/pending-saved';
import { useUser } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { paths } from '@/config/paths';

export function prefetchData(client: QueryClient) {
  return Promise.all([
    client.prefetchQuery(stationsQueryOptions),
    client.prefetchQuery(programmeQueryOptions),
    client.prefetchQuery(affluenceQueryOptions),
    client.prefetchQuery(dailyStatusQueryOptions),
  ]);
}

export function AddWashRoute() {
  const { data: user } = useUser();
  const { data: stationList } = useStations();
  const stations = useMemo(() => (stationList ?? []).map((station) => station.name), [stationList]);
  const hours = useMemo(
    () => Object.fromEntries((stationList ?? []).map((station) => [station.name, station.hours])),
    [stationList],
  );
  const { data: programme } = useProgramme();
  const { data: affluence } = useAffluence();
  const levels = useMemo(
    () =>
      Object.fromEntries(
        (affluence?.stations ?? []).flatMap((entry) =>
          entry.now === null ? [] : [[entry.name, <AffluenceChip key={entry.name} level={entry.now} />]],
        ),
      ),
    [affluence],
  );
  const { data: status } = useDailyStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  // The display's QR opened the app here: its proof is kept, the link's query dropped.
  const [presence, setPresence] = useState<PresenceInput | null>(() => {
    const token = presenceTokenFrom(searchParams.get('presence') ?? '');
    return token ? { kind: 'token', token, station: null, error: null } : null;
  });
  useEffect(() => {
    if (searchParams.has('presence')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);
  const scannedDisplay =
    presence?.kind === 'token' ? (parsePresenceToken(presence.token)?.displayId ?? null) : null;
  const displayStation = useDisplayStation(scannedDisplay);
  const now = useNow();
  // Null until the member picks one: their favourite station is offered first, when it
  // can still take a wash today.
  const [picked, setStation] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // The camera tips go with failures of unknown cause only, never under the server's own
  // refusal (a wrong code, a used photo), which says what to do itself.
  const [errorHasHints, setErrorHasHints] = useState(false);
  const [result, setResult] = useState<CreateWashResponse | null>(null);
  const [queued, setQueued] = useState(false);
  const [scanRequest, setScanRequest] = useState(0);
  const online = useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
  const createWash = useCreateWash(setProgress);

  if (!user) return null;
  const favorite = user.favorite_station;
  const tokenStation = displayStation.data?.station ?? null;
  // Without a network the display cannot be looked up: its token is kept with the photo and
  // checked by the server when the wash is sent; only the server's refusal means unknown.
  const lookupUnreachable = displayStation.error instanceof NetworkError;
  const proof: PresenceInput | null =
    presence?.kind === 'token'
      ? {
          ...presence,
          station: tokenStation,
          error: displayStation.isError && !lookupUnreachable ? t.presence.unknownDisplay : presence.error,
        }
      : presence;
  const station =
    tokenStation ??
    picked ??
    (favorite && stations.includes(favorite) && status?.stations[favorite]?.can_wash !== false
      ? favorite
      : '');
  if (queued) {
    return (
      <div className="mx-auto w-full max-w-lg p-4">
        <PendingSaved />
      </div>
    );
  }
  if (result) {
    return (
      <div className="mx-auto w-full max-w-lg p-4">
        <WashSuccess
          result={result}
          // This screen follows a validated wash, which the kept user may not count yet.
          offers={<InstallOffer totalWashes={Math.max(user.total_washes, 1)} />}
        />
      </div>
    );
  }

  const limitReached = status?.remaining_washes === 0;
  const stationAvailable = station !== '' && (status?.stations[station]?.can_wash ?? true);
  const presenceRequired = programme?.presence_stations.includes(station) ?? false;
  const presenceBody = (seenAtStep?: number): CreateWashBody['presence'] =>
    proof?.kind === 'token'
      ? proof.token
      : proof?.kind === 'typed' && proof.code.length === 6
        ? // Kept for later: the step the code was seen at (the code proves it, not the phone).
          {
            station: station,
            code: proof.code,
            ...(seenAtStep !== undefined ? { step: seenAtStep } : {}),
          }
        : undefined;
  const proofReady = !presenceRequired || presenceBody() !== undefined;

  function handleQrText(text: string) {
    const token = presenceTokenFrom(text);
    if (presence?.kind === 'token' && presence.token === token) return;
    if (token) setPresence({ kind: 'token', token, station: null, error: null });
    else if (presence?.kind !== 'token')
      setPresence({ kind: 'token', token: '', station: null, error: t.presence.notAPresenceCode });
  }
  // The wash about to be validated extends the streak unless one was already validated today.
  const streakDays = status && status.washes_today > 0 ? user.wash_streak : user.wash_streak + 1;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrorHasHints(false);
    if (!stationAvailable) return setError(t.washes.stationRequired);
    if (!photo) return setError(t.washes.photoRequired);
    if (!proofReady) return setError(t.presence.required);
    setError(null);
    setProgress(0);
    const seenAtStep = stepAt(Date.now());
    const body: CreateWashBody = {
      wash_type: 'standard',
      station: station,
      photo_data: photo,
      presence: presenceBody(online ? undefined : seenAtStep),
      // Only where the customer already allowed it: never asked here.
      location: online ? await currentPosition() : undefined,
      device_id: deviceId(),
    };
    // At the bay without a network: kept on the phone, sent when the network returns.
    // The station by its id: a rename before the network returns still finds it.
    const stationId = stationList?.find((entry) => entry.name === station)?.id ?? station;
    const keep = async () => {
      await queueWash({ ...body, station: stationId, presence: presenceBody(seenAtStep) }, station);
      setQueued(true);
    };
    if (!online) return keep();
    try {
      setResult(await createWash.mutateAsync(body));
    } catch (caught) {
      if (caught instanceof NetworkError) return keep();
      setError(errorMessage(caught, t.washes.errorFallback));
      setErrorHasHints(!(caught instanceof ApiError));
      // A refused code (expired, replaced): the six digits typed by hand take over.
      if (proof?.kind === 'token') setPresence(null);
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
          <StationPicker
            stations={stations}
            status={status}
            hours={hours}
            now={now}
            levels={levels}
            value={station}
            onChange={(chosen) => {
              setStation(chosen);
              // A display's code belongs to its station (offline, its station is not known yet:
              // the member says where they are, and the server checks the code later).
              if (proof?.kind === 'token' && tokenStation !== null && chosen !== tokenStation)
                setPresence(null);
            }}
          />
          {station !== '' && (
            <AffluenceCard
              affluence={affluence}
              station={station}
              offPeakPoints={(programme?.points_scale ?? DEFAULT_POINTS_SCALE).off_peak}
            />
          )}
          <PresencePanel
            required={presenceRequired}
            offline={!online || lookupUnreachable}
            presence={proof}
            onTyped={(code) => setPresence({ kind: 'typed', code })}
            onForget={() => setPresence(null)}
            onScan={() => setScanRequest((count) => count + 1)}
          />
          <BonusPreview
            now={now}
            streakDays={streakDays}
            level={user.level}
            station={station}
            scale={programme?.points_scale ?? DEFAULT_POINTS_SCALE}
            campaigns={programme?.campaigns ?? []}
          />
          <CameraCapture
            photo={photo}
            onPhoto={setPhoto}
            onQrText={proof?.kind === 'token' && !proof.error ? undefined : handleQrText}
            startRequest={scanRequest}
          />

          {error && (
            <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-800">
              <p className="font-bold">{t.washes.errorTitle}</p>
              <p className="mt-1">{error}</p>
              {errorHasHints && (
                <>
                  <p className="mt-2 text-sm font-semibold">{t.washes.hintsTitle}</p>
                  <ul className="list-inside list-disc text-sm">
                    {t.washes.hints.map((hint) => (
                      <li key={hint}>{hint}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}

          {createWash.isPending && (
            <div role="status" className="space-y-1">
              <p className="text-sm font-semibold text-slate-700">
                {t.washes.uploadProgress({ percent: Math.round(progress * 100) })}
              </p>
              <ProgressBar
                value={progress}
                label={t.washes.uploadProgress({ percent: Math.round(progress * 100) })}
              />
            </div>
          )}

          <button
            type="submit"
            disabled={!photo || !stationAvailable || !proofReady || createWash.isPending}
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
