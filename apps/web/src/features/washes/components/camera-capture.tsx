import { Camera, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import { useCamera } from '../hooks/use-camera';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { Card } from '@/components/ui/card';

interface CameraCaptureProps {
  photo: string | null;
  onPhoto: (photo: string | null) => void;
  /** While live, read the station display's QR code from the same camera (no extra tap). */
  onQrText?: (text: string) => void;
  /** Grows each time another part of the screen asks for the camera (the code panel's scan). */
  startRequest?: number;
}

/** Live camera only: no file picker, the photo must be taken at the station. */
export function CameraCapture({ photo, onPhoto, onQrText, startRequest = 0 }: CameraCaptureProps) {
  const { videoRef, state, start, capture } = useCamera();
  const live = state.status === 'live';
  const card = useRef<HTMLElement>(null);
  const handledRequest = useRef(0);
  // Asked from the code panel: bring the camera into view and start it (it reads QR codes).
  useEffect(() => {
    if (startRequest === handledRequest.current) return;
    handledRequest.current = startRequest;
    card.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    void start();
  }, [startRequest, start]);
  useQrScanner(videoRef, live && onQrText !== undefined, (text) => onQrText?.(text));

  function takePhoto() {
    const captured = capture();
    if (captured) onPhoto(captured);
  }

  async function retake() {
    onPhoto(null);
    await start();
  }

  return (
    <Card title={t.washes.photoTitle} ref={card}>
      <p className="mb-3 text-sm text-slate-600">{t.washes.photoHint}</p>

      <div
        className="relative overflow-hidden rounded-xl bg-slate-900"
        hidden={!live && state.status !== 'starting'}
      >
        <video
          ref={videoRef}
          aria-label={t.washes.cameraPreview}
          playsInline
          muted
          className="aspect-[4/3] w-full object-cover"
        />
        {state.status === 'starting' && (
          <div role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-white">
            <Spinner /> {t.washes.cameraStarting}
          </div>
        )}
      </div>

      {photo && !live && (
        <img src={photo} alt={t.washes.capturedAlt} className="aspect-[4/3] w-full rounded-xl object-cover" />
      )}

      {state.status === 'error' && (
        <div
          role="alert"
          className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">{state.message}</p>
          <p className="mt-2 font-semibold">{t.washes.hintsTitle}</p>
          <ul className="list-inside list-disc">
            {t.washes.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-3 flex gap-2">
        {live ? (
          <button type="button" onClick={takePhoto} className="btn-primary flex flex-1">
            <Camera aria-hidden="true" className="h-5 w-5" />
            {t.washes.capture}
          </button>
        ) : photo ? (
          <button type="button" onClick={retake} className="btn-secondary flex flex-1">
            <RotateCcw aria-hidden="true" className="h-5 w-5" />
            {t.washes.retake}
          </button>
        ) : (
          <button
            type="button"
            onClick={start}
            disabled={state.status === 'starting'}
            className="btn-primary flex flex-1"
          >
            <Camera aria-hidden="true" className="h-5 w-5" />
            {t.washes.startCamera}
          </button>
        )}
      </div>
    </Card>
  );
}
