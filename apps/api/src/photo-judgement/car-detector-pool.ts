/**
 * One thread per process runs the car detector (car.worker.ts), away from the event loop and
 * from the wash photos' threads: a wash's answer never waits for it, and a burst of washes
 * only makes the checks queue (decision 0038). The thread leaves after five minutes without
 * work, and with it the model's memory.
 */
import { Piscina } from 'piscina';
import { workerFile } from '../lib/worker-file';
import type { CarTask } from './car.worker';

let pool: Piscina<CarTask, number> | undefined;

/** The highest vehicle score in a stored photo (car.ts), computed on the detector's thread. */
export async function vehicleScoreOffThread(image: Buffer): Promise<number> {
  pool ??= new Piscina<CarTask, number>({
    ...workerFile(import.meta.url, 'car.worker.ts', 'car-worker.mjs'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 5 * 60_000,
  });
  return pool.run({ image });
}

/** Ends the detector's thread (at shutdown; a new check would start it again). */
export async function closeCarDetectorPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
