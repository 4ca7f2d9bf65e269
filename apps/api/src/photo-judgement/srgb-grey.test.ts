import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../testing/photos';
import { greyFromRgb } from './srgb-grey';

/** libvips' grey of raw RGB pixels: what the scene and grid were calibrated on. */
const libvipsGrey = (rgb: Uint8Array, width: number, height: number) =>
  sharp(rgb, { raw: { width, height, channels: 3 } })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();

describe('greyFromRgb', () => {
  it('gives the grey level libvips gives for every one of the 16,777,216 colours', async () => {
    const side = 4096;
    const rgb = new Uint8Array(side * side * 3);
    for (let colour = 0; colour < side * side; colour += 1) {
      rgb[3 * colour] = colour >> 16;
      rgb[3 * colour + 1] = (colour >> 8) & 255;
      rgb[3 * colour + 2] = colour & 255;
    }
    const expected = await libvipsGrey(rgb, side, side);
    const actual = greyFromRgb(rgb, side * side);
    let differing = 0;
    for (let colour = 0; colour < side * side; colour += 1)
      if (actual[colour] !== expected[colour]) differing += 1;
    expect(differing).toBe(0);
  }, 60_000);

  it('gives the grey sharp decodes from a JPEG photo', async () => {
    const photo = await sharp(await makePhoto({ seed: 31, width: 800, height: 600 }))
      .jpeg({ quality: 80 })
      .toBuffer();
    const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
    const expected = await sharp(photo).greyscale().extractChannel(0).raw().toBuffer();
    expect(info.channels).toBe(3);
    expect(Buffer.from(greyFromRgb(data, info.width * info.height)).equals(expected)).toBe(true);
  });
});
