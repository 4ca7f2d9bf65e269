import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../testing/photos';
import { processPhoto } from '../lib/images';
import { pictureGridOf } from './duplicates';
import { judgeScene, measureScene } from './scene';
import { judgePhoto, photoFingerprints } from '.';

const WASH_PHOTO = { maxSide: 800, quality: 80, thumbnailSide: 240 };

/** The stored JPEG's grey pixels as libvips makes them: what the scene and grid were calibrated on. */
async function libvipsGrey(image: Buffer) {
  const { data, info } = await sharp(image)
    .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('judgePhoto', () => {
  it('judges a photo decoded once exactly as each check does on the stored JPEG', async () => {
    const sizes = [
      [800, 600],
      [600, 800],
      [1600, 1200],
      [320, 240],
      [1000, 250],
      [959, 700],
    ] as const;
    const inputs = await Promise.all(
      sizes.map(([width, height], index) => makePhoto({ seed: 700 + index, width, height })),
    );
    inputs.push(await sharp(inputs[0]).greyscale().jpeg({ quality: 80 }).toBuffer());
    inputs.push(await makePhoto({ seed: 709, width: 800, height: 600, format: 'png' }));
    for (const input of inputs) {
      const { photo, analysis } = await judgePhoto(input, WASH_PHOTO);
      const reference = await processPhoto(input, WASH_PHOTO);
      expect(photo.image.equals(reference.image)).toBe(true);
      expect([photo.width, photo.height]).toEqual([reference.width, reference.height]);
      const grey = await libvipsGrey(photo.image);
      expect(analysis.fingerprints).toEqual(await photoFingerprints(photo.image));
      expect(analysis.grid).toEqual(pictureGridOf(grey));
      expect(analysis.notes).toEqual(judgeScene(measureScene(grey), grey).notes);
      const thumbnail = await sharp(photo.thumbnail).metadata();
      expect([thumbnail.format, Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)]).toEqual([
        'jpeg',
        240,
      ]);
    }
  }, 60_000);
});
