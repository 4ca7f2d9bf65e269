/**
 * A wash's photo is prepared on worker threads (wash-photo.worker.ts): decoding, checking,
 * re-encoding and judging it take 45–50 ms of work, which would otherwise hold the event
 * loop that answers every other request (docs/decisions/0034). One pool per process, made
 * when the server is ready (or at the first photo, in tests); one thread stays (starting one
 * costs a burst of CPU), the others leave after a minute without work.
 */
import os from 'node:os';
import { Piscina } from 'piscina';
import { requestLocale } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { workerFile } from '../../lib/worker-file';
import type { ProcessedPhoto } from '../../lib/images';
import type { PhotoAnalysis } from '../../photo-judgement';
import type { WashPhotoResult, WashPhotoTask } from './wash-photo.worker';

let pool: Piscina<WashPhotoTask, WashPhotoResult> | undefined;
let photosInFlight = 0;
let lastPhotoAt = -Infinity;

/**
 * No wash photo is being prepared in this process, nor was for `ms`: the car check starts its
 * work then (decision 0038), so a burst of washes keeps the CPU and the checks wait for it.
 */
export function washPhotosQuietFor(ms: number): boolean {
  return photosInFlight === 0 && performance.now() - lastPhotoAt >= ms;
}

/**
 * One thread per core, the event loop's included: the event loop is busy about half the time
 * under a queue of washes, and leaving it a core of its own left that half idle (two cores:
 * 9.4 washes a second with one photo thread, 13.1 with two; `/api/auth/me` p99 4.4 → 5.6 ms).
 * Two tasks per thread (libvips beside the JavaScript) gave less than one.
 */
function washPhotoPool() {
  pool ??= new Piscina<WashPhotoTask, WashPhotoResult>({
    ...workerFile(import.meta.url, 'wash-photo.worker.ts', 'wash-photo-worker.mjs'),
    minThreads: 1,
    maxThreads: os.availableParallelism(),
    idleTimeout: 60_000,
  });
  return pool;
}

/** The stored photo and what it is judged by; a refusal is the worker's 4xx, in the request's language. */
export async function prepareWashPhoto(
  photoData: string,
): Promise<{ photo: ProcessedPhoto; analysis: PhotoAnalysis }> {
  photosInFlight += 1;
  let result: WashPhotoResult;
  try {
    result = await washPhotoPool().run({ photoData, locale: requestLocale() });
  } finally {
    photosInFlight -= 1;
    lastPhotoAt = performance.now();
  }
  if (!result.ok) throw new HttpError(result.statusCode, result.detail);
  // Buffers cross threads as plain byte arrays.
  const bytes = (array: Uint8Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  return {
    photo: { ...result.photo, image: bytes(result.photo.image), thumbnail: bytes(result.photo.thumbnail) },
    analysis: result.analysis,
  };
}

/**
 * Starts the pool's first thread now (the server calls it once ready): loading sharp and the
 * catalogs in a new thread took 0.9 s on a quiet machine, and the first wash waited for it.
 */
export function startWashPhotoPool(): void {
  washPhotoPool();
}

/** Ends the pool's threads (at shutdown; a new photo would start them again). */
export async function closeWashPhotoPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
