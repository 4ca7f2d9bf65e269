import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../testing/photos';
import { sceneMeasures } from './images';
import { measureScene } from './scene';
import { greyFromRgb } from './srgb-grey';

describe('greyFromRgb', () => {
  it('gives the grey level libvips gives for every one of the 16,777,216 colours', async () => {
    const side = 4096;
    const rgb = new Uint8Array(side * side * 3);
    for (let colour = 0; colour < side * side; colour += 1) {
      rgb[3 * colour] = colour >> 16;
      rgb[3 * colour + 1] = (colour >> 8) & 255;
      rgb[3 * colour + 2] = colour & 255;
    }
    const expected = await sharp(rgb, { raw: { width: side, height: side, channels: 3 } })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer();
    const actual = greyFromRgb(rgb, side * side);
    let differing = 0;
    for (let colour = 0; colour < side * side; colour += 1)
      if (actual[colour] !== expected[colour]) differing += 1;
    expect(differing).toBe(0);
  }, 60_000);

  it('gives sharp’s grey of a decoded JPEG photo', async () => {
    const photo = await sharp(await makePhoto({ seed: 31, width: 800, height: 600 }))
      .jpeg({ quality: 80 })
      .toBuffer();
    const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
    const expected = await sharp(photo).greyscale().extractChannel(0).raw().toBuffer();
    expect(info.channels).toBe(3);
    expect(Buffer.compare(Buffer.from(greyFromRgb(data, info.width * info.height)), expected)).toBe(0);
  });

  it('is what the scene is measured on, for colour and grey photos alike', async () => {
    const colour = await sharp(await makePhoto({ seed: 32, width: 800, height: 600 }))
      .jpeg({ quality: 80 })
      .toBuffer();
    const grey = await sharp(colour).greyscale().jpeg({ quality: 80 }).toBuffer();
    for (const photo of [colour, grey]) {
      const { data, info } = await sharp(photo)
        .greyscale()
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect((await sceneMeasures(photo)).measures).toEqual(
        measureScene({ data, width: info.width, height: info.height }),
      );
    }
  });
});
