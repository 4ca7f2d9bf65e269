import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { processPhoto } from '../lib/images';
import { corpusBytes, corpusPhotos, HONEST_FORMS, honestForm } from '../testing/photo-forms';
import { CAR_DETECTOR_THREAD, carSeen } from './car';
import { closeCarDetectorPool, vehicleScoreOffThread } from './car-detector-pool';

afterAll(closeCarDetectorPool);

/** A photo as the wash stores it (what the detector is given). */
async function stored(photo: Buffer): Promise<Buffer> {
  return (await processPhoto(photo, { maxSide: 800, quality: 80, thumbnailSide: 240 })).image;
}

/**
 * The detector on the real photographs of the corpus, on its own thread as the server runs it
 * (the thresholds of issue 50; bench/car-detector.ts prints the figures of every form).
 */
describe('the car detector on the photo corpus', () => {
  it('sees a vehicle in at least 90 % of the vehicle photos, in every honest form', async () => {
    const missed: string[] = [];
    let count = 0;
    for (const photo of corpusPhotos().filter((entry) => entry.vehicle)) {
      for (const form of HONEST_FORMS) {
        const sent = await honestForm(corpusBytes(photo), form);
        if (!sent) continue;
        count += 1;
        if (!carSeen(await vehicleScoreOffThread(await stored(sent)))) missed.push(`${photo.file} (${form})`);
      }
    }
    expect(count).toBeGreaterThanOrEqual(50);
    expect(missed.length / count, missed.join(', ')).toBeLessThanOrEqual(0.1);
  }, 120_000);

  it('sees none in at least 80 % of the photos without one, as taken', async () => {
    const others = corpusPhotos().filter((entry) => !entry.vehicle);
    let seen = 0;
    for (const photo of others) {
      const sent = await honestForm(corpusBytes(photo), 'as taken');
      if (sent && carSeen(await vehicleScoreOffThread(await stored(sent)))) seen += 1;
    }
    expect(others.length).toBeGreaterThanOrEqual(150);
    expect(1 - seen / others.length).toBeGreaterThanOrEqual(0.8);
  }, 120_000);
});

describe('the car detector’s thread', () => {
  it('runs at the lowest priority, so that the washes keep the CPU (Linux)', async () => {
    const photo = corpusPhotos().find((entry) => entry.vehicle)!;
    await vehicleScoreOffThread(await stored(corpusBytes(photo)));
    const threads = readdirSync('/proc/self/task').map((task) => ({
      name: readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim(),
      // The stat line's 19th field (the 17th after the command's name) is the nice value.
      nice: Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]),
    }));
    expect(threads.filter((thread) => thread.name === CAR_DETECTOR_THREAD)).toEqual([
      { name: CAR_DETECTOR_THREAD, nice: 19 },
    ]);
  });
});
