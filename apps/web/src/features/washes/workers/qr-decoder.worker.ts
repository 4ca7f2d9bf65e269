/// <reference lib="webworker" />
/**
 * Decodes QR codes from camera frames off the main thread, for browsers without a native
 * BarcodeDetector: paulmillr's `qr` decoder (no dependency, no download from elsewhere).
 */
import decodeQR from 'qr/decode.js';

self.onmessage = (
  event: MessageEvent<{ id: number; width: number; height: number; data: Uint8ClampedArray }>,
) => {
  const { id, width, height, data } = event.data;
  const started = performance.now();
  let text: string | null = null;
  try {
    text = decodeQR({ width, height, data });
  } catch {
    // No code in this frame: the usual case.
  }
  self.postMessage({ id, text, ms: performance.now() - started });
};
