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
import { processPhoto } from '../lib/images';
import { sceneVerdict } from '.';
import { judgeScene, type SceneMeasures } from './scene';

/** As the server judges a wash photo: at the stored size. */
async function judge(picture: Buffer | Promise<Buffer>) {
  const stored = await processPhoto(await picture, { maxSide: 800, quality: 80, thumbnailSide: 240 });
  return sceneVerdict(stored.image);
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
      expect((await judge(picture)).refusal).toBeNull();
  });

  it('refuses noise as blank: random RGB noise, grey 128 ± 8 noise', async () => {
    expect((await judge(noisePicture('rgb', 1))).refusal).toBe('blank');
    expect((await judge(noisePicture('grey', 2))).refusal).toBe('blank');
  });

  it('refuses coarse random blocks, with or without grain, as blocks (not as an enlarged picture)', async () => {
    for (const [across, down] of [
      [16, 12],
      [32, 24],
      [48, 36],
    ] as const) {
      const blocks = await coarseBlocks(across, across, down);
      expect((await judge(blocks)).refusal).toBe('blocks');
      expect((await judge(enlargedPicture(blocks, [800, 600], [800, 600], 10))).refusal).toBe('blocks');
    }
  });

  it('refuses a picture enlarged from below 320×240 where nothing else explains it: no fine detail left under its grain', async () => {
    expect((await judge(enlargedPicture(shots[0]!, [80, 60], [800, 600], 24))).refusal).toBe('enlarged');
    expect((await judge(enlargedPicture(shots[2]!, [160, 120], [800, 600], 24))).refusal).toBe('enlarged');
  });

  it('accepts as blurry an enlarged picture that a blurred photo could be, as it does a blurred photo', async () => {
    for (const picture of [
      enlargedPicture(shots[1]!, [160, 120], [800, 600], 6),
      enlargedPicture(shots[2]!, [240, 180], [1280, 960]),
      sharp(shots[0]).blur(3).jpeg().toBuffer(),
    ])
      expect(await judge(picture)).toEqual({ refusal: null, notes: ['blurry'] });
    expect(await judge(shots[0]!)).toEqual({ refusal: null, notes: [] });
  });

  const measures: SceneMeasures = {
    spread: 40,
    detail: 10,
    neighbours: 0.95,
    texture: 3,
    fineDetailShare: 0.5,
    squareEdges: 0.5,
    squareEdgeBalance: 0.5,
  };
  const large = { width: 800, height: 600 };

  it('judges the fine-detail share only on pictures large enough to halve three times', () => {
    const faint = { ...measures, fineDetailShare: 0.02 };
    expect(judgeScene(faint, large).refusal).toBe('enlarged');
    expect(judgeScene(faint, { width: 400, height: 300 })).toEqual({ refusal: null, notes: [] });
    expect(judgeScene({ ...measures, fineDetailShare: 0.2 }, large)).toEqual({
      refusal: null,
      notes: ['blurry'],
    });
    expect(judgeScene(measures, large)).toEqual({ refusal: null, notes: [] });
  });

  it('tells blocks from a photo shaken sideways by the direction of their square edges', () => {
    expect(judgeScene({ ...measures, squareEdges: 0.9, squareEdgeBalance: 0.8 }, large).refusal).toBe(
      'blocks',
    );
    expect(judgeScene({ ...measures, squareEdges: 1, squareEdgeBalance: 0 }, large).refusal).toBeNull();
    expect(judgeScene({ ...measures, squareEdges: 0.8, squareEdgeBalance: 0.9 }, large).refusal).toBeNull();
  });

  it('refuses a flat picture and noise, whatever else', () => {
    expect(judgeScene({ ...measures, spread: 2 }, large).refusal).toBe('blank');
    expect(judgeScene({ ...measures, neighbours: 0.3 }, large).refusal).toBe('blank');
  });
});
