/**
 * The real photographs of photo-corpus/ (issue 50), and the forms an honest phone makes of
 * a photo: at night, shaken, in soft focus, from a low-end phone, cropped to portrait. Each
 * form is what the phone sends: a JPEG of at most 1600 pixels a side.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface CorpusPhoto {
  file: string;
  package: string;
  path: string;
  licence: string;
  /** A car, a van, a lorry, a bus or a motorbike is in the picture. */
  vehicle: boolean;
  kind: 'outdoor' | 'indoor' | 'cut-out' | 'close-up' | 'night' | 'grey';
}

const CORPUS = path.join(import.meta.dirname, 'photo-corpus');

/** The corpus's photographs, as its manifest lists them. */
export function corpusPhotos(): CorpusPhoto[] {
  return JSON.parse(fs.readFileSync(path.join(CORPUS, 'corpus.json'), 'utf8')) as CorpusPhoto[];
}

export function corpusBytes(photo: CorpusPhoto): Buffer {
  return fs.readFileSync(path.join(CORPUS, photo.file));
}

export const HONEST_FORMS = [
  'as taken',
  'night',
  'shaken',
  'soft focus',
  'low-end phone',
  'portrait',
] as const;
export type HonestForm = (typeof HONEST_FORMS)[number];

/** What a phone sends: a JPEG of at most 1600 pixels a side. */
const SENT_SIDE = 1600;
/** The shake: a straight motion blur this many pixels long. */
const SHAKE_PIXELS = 9;
/** The soft focus: a Gaussian blur of this sigma. */
const SOFT_FOCUS_SIGMA = 2;
/** At night: this share of the light, and the sensor's noise (its sigma, in grey levels). */
const NIGHT_LIGHT = 1 / 3;
const NIGHT_NOISE = 6;

/** A repeatable noise (the same picture each run): a small linear congruential generator. */
function gaussianNoise(seed: number) {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return (state + 0.5) / 4_294_967_296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

async function night(image: Buffer, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noise = gaussianNoise(seed);
  // A third of the light in linear terms, then the sRGB curve back, then the grain.
  const table = new Float64Array(256);
  for (let value = 0; value < 256; value += 1) {
    const linear = (value / 255) ** 2.2 * NIGHT_LIGHT;
    table[value] = 255 * linear ** (1 / 2.2);
  }
  const out = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index += 1)
    out[index] = Math.max(0, Math.min(255, Math.round(table[data[index]!]! + NIGHT_NOISE * noise())));
  return sharp(out, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function shaken(image: Buffer): Promise<Buffer> {
  const kernel = new Array<number>(SHAKE_PIXELS * 3).fill(0);
  for (let x = 0; x < SHAKE_PIXELS; x += 1) kernel[SHAKE_PIXELS + x] = 1;
  return sharp(image)
    .convolve({ width: SHAKE_PIXELS, height: 3, kernel, scale: SHAKE_PIXELS })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The middle of the picture, three wide for four tall; null when that is below 240×320. */
async function portrait(image: Buffer): Promise<Buffer | null> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const cropWidth = Math.min(width, Math.floor((height * 3) / 4));
  const cropHeight = Math.min(height, Math.floor((cropWidth * 4) / 3));
  if (cropWidth < 240 || cropHeight < 320) return null;
  return sharp(image)
    .extract({
      left: (width - cropWidth) >> 1,
      top: (height - cropHeight) >> 1,
      width: cropWidth,
      height: cropHeight,
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The photograph in one of the honest forms, as the phone sends it; null where the form
 * cannot be made (a portrait crop of a picture too small for one).
 */
export async function honestForm(image: Buffer, form: HonestForm, seed = 1): Promise<Buffer | null> {
  const sent = (picture: Buffer) =>
    sharp(picture)
      .resize(SENT_SIDE, SENT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  switch (form) {
    case 'as taken':
      return sent(image);
    case 'night':
      return night(await sent(image), seed);
    case 'shaken':
      return shaken(await sent(image));
    case 'soft focus':
      return sharp(await sent(image))
        .blur(SOFT_FOCUS_SIGMA)
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'low-end phone': {
      // Its sensor's frame: 640×480 (or 480×640 held upright), the scene cropped to it.
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const [frameWidth, frameHeight] = width >= height ? [640, 480] : [480, 640];
      return sharp(image)
        .resize(frameWidth, frameHeight, { fit: 'cover', withoutEnlargement: true })
        .jpeg({ quality: 70 })
        .toBuffer();
    }
    case 'portrait':
      return portrait(await sent(image));
  }
}
