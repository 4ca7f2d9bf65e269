import { describe, expect, it } from 'vitest';
import { corpusBytes, corpusPhotos, HONEST_FORMS, honestForm } from '../testing/photo-forms';
import {
  bayBackground,
  bayShot,
  coarseBlocks,
  enlargedPicture,
  noisePicture,
} from '../testing/scene-pictures';
import { judgePhoto } from '.';

/** As a wash's photo is judged on its worker thread (wash-photo.worker.ts). */
const WASH_PHOTO = { maxSide: 800, quality: 80, thumbnailSide: 240, minSize: { long: 320, short: 240 } };

/** Runs `task` over `items`, `width` at a time (libvips works on its own threads meanwhile). */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(task));
}

describe('real photographs (issue 50, decision 0037)', () => {
  it('refuses none of the corpus, in any form an honest phone makes: as taken, at night, shaken, in soft focus, from a low-end phone, in portrait', async () => {
    const photos = corpusPhotos();
    expect(photos.length).toBeGreaterThanOrEqual(150);
    const refused: string[] = [];
    const judged = new Map<string, number>();
    await inBatches(photos, 4, async (photo) => {
      const original = corpusBytes(photo);
      for (const form of HONEST_FORMS) {
        const image = await honestForm(original, form, photos.indexOf(photo) + 1);
        if (!image) continue;
        judged.set(form, (judged.get(form) ?? 0) + 1);
        try {
          await judgePhoto(image, WASH_PHOTO);
        } catch (error) {
          refused.push(`${photo.file} (${form}): ${(error as Error).message}`);
        }
      }
    });
    expect(refused).toEqual([]);
    // Every form was made of every photograph (a portrait only where the crop keeps 240×320).
    for (const form of HONEST_FORMS)
      expect(judged.get(form), form).toBeGreaterThanOrEqual(form === 'portrait' ? 100 : photos.length);
  }, 240_000);

  it('still refuses noise, coarse blocks with or without grain, and enlargements nothing else explains', async () => {
    const hostile: { label: string; picture: Promise<Buffer> }[] = [
      { label: 'RGB noise', picture: noisePicture('rgb', 1) },
      { label: 'grey noise', picture: noisePicture('grey', 2) },
    ];
    for (let seed = 1; seed <= 6; seed += 1) {
      const blocks = coarseBlocks(seed, 8 * seed, 6 * seed);
      hostile.push({ label: `blocks ${8 * seed}×${6 * seed}`, picture: blocks });
      hostile.push({
        label: `blocks ${8 * seed}×${6 * seed} with grain`,
        picture: blocks.then((picture) => enlargedPicture(picture, [800, 600], [800, 600], 10, seed)),
      });
    }
    const shot = await bayShot(await bayBackground(), 100, 0);
    for (const small of [
      [80, 60],
      [160, 120],
    ] as [number, number][])
      hostile.push({
        label: `${small.join('×')} enlarged under heavy grain`,
        picture: enlargedPicture(shot, small, [800, 600], 24),
      });
    for (const { label, picture } of hostile) {
      await expect(judgePhoto(await picture, WASH_PHOTO), label).rejects.toMatchObject({ statusCode: 400 });
    }
  }, 60_000);
});
