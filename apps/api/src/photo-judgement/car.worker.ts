/**
 * The car detector's thread (car-detector-pool.ts): the model is loaded once, at the first
 * photo, and kept while the thread lives.
 */
import { loadCarDetector, type CarDetector } from './car';

export interface CarTask {
  /** The stored photo (JPEG). */
  image: Uint8Array;
}

let detector: Promise<CarDetector> | undefined;

export default async function carTask(task: CarTask): Promise<number> {
  detector ??= loadCarDetector();
  const image = Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength);
  return (await detector).vehicleScore(image);
}
