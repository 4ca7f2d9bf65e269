/**
 * A stored photo's pixels, decoded once for everything that judges it (docs/decisions/0034):
 * its colours, its grey picture (the scene's and the grid's) and its fingerprints' pictures.
 */
import { imageError, loadSharp } from '../lib/images';
import { FINGERPRINT_SIDE, photoHashes, STORED_ROTATIONS, type PhotoFingerprints } from './duplicates';
import type { GreyPicture } from './grid';
import { greyFromRgb } from './srgb-grey';

/** Decoded pixels, `channels` bytes each. */
export interface ColourPicture extends GreyPicture {
  data: Buffer;
  channels: number;
}

/** The grey pictures (the scene's, the grid's) are at most this many pixels a side. */
const GREY_SIDE = 800;
/**
 * sharp decodes a JPEG whole for a FINGERPRINT_SIDE picture under this side (it shrinks on
 * load only for a reduction of 3 or more), so the fingerprints' picture can be made from the
 * decoded colours, to the bit.
 */
const WHOLE_DECODE_BELOW = 3 * FINGERPRINT_SIDE;

/** A JPEG's pixels, decoded once: the grey picture, the fingerprints and the thumbnail read them. */
export async function decodeColours(image: Buffer): Promise<ColourPicture> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    throw imageError(error);
  }
}

/**
 * The picture's grey pixels, at most 800 a side (the stored photo's own size), which the
 * scene and the whole picture's grid read, made by libvips from the JPEG (a larger picture
 * is made grey before it is scaled down), on its threads: the request path compares stored
 * photos with this, off the event loop.
 */
export async function decodeGrey(image: Buffer): Promise<GreyPicture> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(image)
      .resize(GREY_SIDE, GREY_SIDE, { fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw imageError(error);
  }
}

/**
 * The same grey pixels from the JPEG's decoded colours, made grey here as libvips would
 * (srgb-grey.ts) when nothing is scaled: a wash photo's worker decodes its JPEG once.
 */
export async function greyOf(colours: ColourPicture, image: Buffer): Promise<GreyPicture> {
  const { width, height } = colours;
  if (colours.channels === 3 && Math.max(width, height) <= GREY_SIDE)
    return { data: greyFromRgb(colours.data, width * height), width, height };
  return decodeGrey(image);
}

/**
 * The fingerprints' pictures: grey, FINGERPRINT_SIDE a side, as sharp makes them from the
 * JPEG (the pixels the fingerprints were calibrated on), and turned slightly; libvips works
 * on its threads meanwhile.
 */
export async function fingerprintsOf(image: Buffer, colours?: ColourPicture): Promise<PhotoFingerprints> {
  const base = await decodeFingerprintBase(image, colours);
  const sharp = await loadSharp();
  const raw = { raw: { width: base.width, height: base.height, channels: 1 as const } };
  const turned = await Promise.all(
    STORED_ROTATIONS.map(async (angle) => {
      const { data, info } = await sharp(base.data as Buffer, raw)
        .rotate(angle, { background: '#000' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  ).catch((error: unknown) => {
    throw imageError(error);
  });
  return photoHashes(base, turned);
}

/** From the decoded colours when sharp would decode the JPEG whole anyway, else from the JPEG. */
async function decodeFingerprintBase(image: Buffer, colours?: ColourPicture): Promise<GreyPicture> {
  const sharp = await loadSharp();
  const source =
    colours && colours.channels === 3 && Math.max(colours.width, colours.height) < WHOLE_DECODE_BELOW
      ? sharp(colours.data, { raw: { width: colours.width, height: colours.height, channels: 3 } })
      : sharp(image);
  try {
    const { data, info } = await source
      .resize(FINGERPRINT_SIDE, FINGERPRINT_SIDE, { fit: 'inside' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw imageError(error);
  }
}
