import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePhoto } from '../testing/photos';
import {
  bayBackground,
  bayShot,
  coarseBlocks,
  enlargedPicture,
  noisePicture,
} from '../testing/scene-pictures';
import { processPhoto, sceneProblem } from './images';
import { judgeScene } from './scene';

/** As the server judges a wash photo: at the stored size. */
async function judge(picture: Buffer | Promise<Buffer>) {
  const stored = await processPhoto(await picture, { maxSide: 800, quality: 80, thumbnailSide: 240 });
  return sceneProblem(stored.image);
}

describe('the scene check', () => {
  let shots: Buffer[] = [];
  beforeAll(async () => {
    const background = await bayBackground();
    shots = await Promise.all([0, 1, 2].map((index) => bayShot(background, 100 + index, index)));
  });

  it('accepts honest photos: in the bay, soft focus, smoothed by the phone, sent small', async () => {
    for (const picture of [
      ...shots,
      sharp(shots[0]).blur(1.2).jpeg().toBuffer(),
      sharp(shots[1]).median(5).jpeg().toBuffer(),
      sharp(shots[2]).resize(320, 240).jpeg().toBuffer(),
      sharp(shots[2]).resize(640, 480).jpeg().toBuffer(),
      makePhoto({ seed: 77 }),
    ])
      expect(await judge(picture)).toBeNull();
  });

  it('refuses noise as blank: random RGB noise, grey 128 ± 8 noise', async () => {
    expect(await judge(noisePicture('rgb', 1))).toBe('blank');
    expect(await judge(noisePicture('grey', 2))).toBe('blank');
  });

  it('refuses coarse random blocks, with or without grain', async () => {
    for (const [across, down] of [
      [16, 12],
      [32, 24],
    ] as const) {
      const blocks = await coarseBlocks(across, across, down);
      expect(await judge(blocks)).toBe('enlarged');
      expect(await judge(enlargedPicture(blocks, [800, 600], [800, 600], 10))).toBe('enlarged');
    }
  });

  it('refuses pictures enlarged from below 320×240, with or without grain', async () => {
    expect(await judge(enlargedPicture(shots[0]!, [80, 60], [800, 600], 12))).toBe('enlarged');
    expect(await judge(enlargedPicture(shots[1]!, [160, 120], [800, 600], 6))).toBe('enlarged');
    expect(await judge(enlargedPicture(shots[2]!, [240, 180], [1280, 960]))).toBe('enlarged');
    expect(await judge(enlargedPicture(shots[2]!, [240, 180], [1280, 960], 12))).toBe('enlarged');
  });

  it('judges the fine-detail share only on pictures large enough to halve three times', () => {
    const measures = {
      spread: 40,
      detail: 10,
      neighbours: 0.95,
      texture: 3,
      fineDetailShare: 0.1,
      squareEdges: 0.5,
    };
    expect(judgeScene(measures, { width: 800, height: 600 })).toBe('enlarged');
    expect(judgeScene(measures, { width: 400, height: 300 })).toBeNull();
    expect(judgeScene({ ...measures, fineDetailShare: 0.6 }, { width: 800, height: 600 })).toBeNull();
  });
});
