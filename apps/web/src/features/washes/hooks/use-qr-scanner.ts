import { useEffect, useRef, type RefObject } from 'react';

/** Frames are read this often while scanning: enough to feel instant, little battery. */
const SCAN_EVERY_MS = 200;
/** Frames are scaled down to this width before decoding (a QR at arm's length stays readable). */
const FRAME_WIDTH = 640;

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (
    window as {
      BarcodeDetector?: {
        new (options: { formats: string[] }): Detector;
        getSupportedFormats?: () => Promise<string[]>;
      };
    }
  ).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** The fallback decoder runs in a worker, loaded only when scanning starts. */
function workerDetector(): { decode(frame: ImageData): Promise<string | null>; close(): void } {
  const worker = new Worker(new URL('../workers/qr-decoder.worker.ts', import.meta.url), { type: 'module' });
  let next = 0;
  const waiting = new Map<number, (text: string | null) => void>();
  worker.onmessage = (event: MessageEvent<{ id: number; text: string | null }>) => {
    waiting.get(event.data.id)?.(event.data.text);
    waiting.delete(event.data.id);
  };
  return {
    decode(frame) {
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, width: frame.width, height: frame.height, data: frame.data }, [
          frame.data.buffer,
        ]);
      });
    },
    close: () => worker.terminate(),
  };
}

/**
 * Reads QR codes from the live camera while `active`: the browser's own BarcodeDetector
 * where it has one, else a decoder in a worker. Calls `onText` with each code read.
 */
export function useQrScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onText: (text: string) => void,
) {
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fallback: ReturnType<typeof workerDetector> | null = null;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const run = async () => {
      const native = await nativeDetector();
      if (!native) fallback = workerDetector();
      const tick = async () => {
        if (stopped) return;
        const video = videoRef.current;
        if (video && video.videoWidth && video.readyState >= 2) {
          try {
            let text: string | null = null;
            if (native) text = (await native.detect(video))[0]?.rawValue ?? null;
            else if (fallback && context) {
              const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
              canvas.width = Math.round(video.videoWidth * scale);
              canvas.height = Math.round(video.videoHeight * scale);
              context.drawImage(video, 0, 0, canvas.width, canvas.height);
              text = await fallback.decode(context.getImageData(0, 0, canvas.width, canvas.height));
            }
            if (text && !stopped) onTextRef.current(text);
          } catch {
            // A frame that cannot be read: try the next one.
          }
        }
        if (!stopped) timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      await tick();
    };
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      fallback?.close();
    };
  }, [active, videoRef]);
}
