/**
 * One thread per process runs the car detector (car.worker.ts), away from the event loop and
 * from the wash photos' threads: a wash's answer never waits for it, and a burst of washes
 * only makes the checks queue (decision 0038). The thread leaves after five minutes without
 * work, and with it the model's memory.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { CarTask } from './car.worker';

/** The worker's code: beside this file in the sources (loaded through tsx), else in the bundle. */
function workerCode(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts'))
    return {
      filename: pathToFileURL(path.join(path.dirname(here), 'car.worker.ts')).href,
      execArgv: ['--import', 'tsx'],
    };
  // Bundled (scripts/build.mjs): this code is in dist/ or dist/chunks/, the worker in dist/.
  const folder = path.dirname(here);
  const dist = path.basename(folder) === 'chunks' ? path.dirname(folder) : folder;
  return { filename: pathToFileURL(path.join(dist, 'car-worker.mjs')).href, execArgv: [] };
}

let pool: Piscina<CarTask, number> | undefined;

/** The highest vehicle score in a stored photo (car.ts), computed on the detector's thread. */
export async function vehicleScoreOffThread(image: Buffer): Promise<number> {
  pool ??= new Piscina<CarTask, number>({
    ...workerCode(),
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
