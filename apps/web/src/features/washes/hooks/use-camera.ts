import { useCallback, useEffect, useRef, useState } from 'react';
import { drawToJpeg, washPhotoBox } from '@/lib/images';
import { t } from '@/lib/i18n';

export type CameraState =
  { status: 'idle' } | { status: 'starting' } | { status: 'live' } | { status: 'error'; message: string };

function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return t.washes.camera.denied;
  if (name === 'NotReadableError' || name === 'AbortError') return t.washes.camera.busy;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return t.washes.camera.missing;
  return t.washes.camera.failed;
}

/** The live camera (rear camera preferred) and a capture into a downscaled JPEG. */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'idle' });

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'error', message: t.washes.camera.insecure });
      return;
    }
    setState({ status: 'starting' });
    try {
      stop();
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play();
      }
      setState({ status: 'live' });
    } catch (error) {
      stop();
      setState({ status: 'error', message: cameraErrorMessage(error) });
    }
  }, [stop]);

  /** The current frame as a JPEG data URL (800 wide landscape, 600 tall portrait, quality 0.8). */
  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return null;
    const photo = drawToJpeg(
      video,
      video.videoWidth,
      video.videoHeight,
      washPhotoBox(video.videoWidth, video.videoHeight),
    );
    stop();
    setState({ status: 'idle' });
    return photo;
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, start, capture, stop };
}
