/**
 * The car detector's thread (car-detector-pool.ts): the model is loaded once, at the first
 * photo, and kept while the thread lives.
 */
import { readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { CAR_DETECTOR_THREAD, loadCarDetector, type CarDetector } from './car';

/**
 * The lowest priority for this thread alone (Linux: a thread is a task with its own nice
 * value): the detector takes only the CPU the washes leave, so their answers keep their time
 * (decision 0038). Named, so that `top -H` and the bench tell its CPU apart. Elsewhere, or if
 * refused, it runs at the normal priority.
 */
function yieldToWashes(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread) && thread > 0) os.setPriority(thread, os.constants.priority.PRIORITY_LOW);
    writeFileSync('/proc/thread-self/comm', CAR_DETECTOR_THREAD);
  } catch {
    // not Linux, or not allowed: the normal priority
  }
}
yieldToWashes();

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
