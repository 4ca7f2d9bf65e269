import { messages } from '../i18n';
import { HttpError } from './errors';
import {
  GRID,
  orientationHashes,
  pHash,
  STORED_CROPS,
  STORED_ROTATIONS,
  uniformBorderBox,
} from './fingerprints';
import { judgeScene, measureScene, type SceneMeasures } from './scene';

/** sharp (a native module) is loaded on the first image, not at start. */
const loadSharp = async () => (await import('sharp')).default;

/** Guards against decompression bombs: 40 megapixels is more than any phone camera. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** `data:` + an optional media type and parameters + `;base64,`, within its first 200 characters. */
const DATA_URL_HEADER = /^data:(?:[a-z]+\/[a-z0-9.+-]+)?(?:;[a-z0-9-]+=[a-z0-9-]+){0,8};base64$/i;
const MAX_HEADER_LENGTH = 200;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes a `data:…;base64,` URL. The declared type is ignored: the content decides. */
export function decodeDataUrl(dataUrl: string, maxBytes: number, tooLarge: string): Buffer {
  // The header is looked for in the first characters only: a megabytes-long one is refused
  // without running a pattern over it.
  const comma = dataUrl.slice(0, MAX_HEADER_LENGTH + 1).indexOf(',');
  if (comma < 0 || comma > MAX_HEADER_LENGTH || !DATA_URL_HEADER.test(dataUrl.slice(0, comma)))
    throw new HttpError(400, messages.images.notDataUrl);
  const payload = dataUrl.slice(comma + 1).replace(/\s/g, '');
  if (!BASE64.test(payload)) throw new HttpError(400, messages.images.notDataUrl);
  // Decoded size without decoding: 3 bytes per 4 characters, less the padding.
  const decodedBytes =
    Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  if (decodedBytes > maxBytes) throw new HttpError(413, tooLarge);
  if (decodedBytes === 0) throw new HttpError(400, messages.images.notAnImage);
  return Buffer.from(payload, 'base64');
}

/** The header of an upload (format, size), or a French 400 when it is no image at all. */
async function readMetadata(sharp: Awaited<ReturnType<typeof loadSharp>>, input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw imageError(error);
  }
}

export interface ProcessedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP image, then re-encodes it as a JPEG with
 * its longest side at most `maxSide`, oriented and without any metadata (EXIF, GPS).
 */
export async function processPhoto(
  input: Buffer,
  options: {
    maxSide: number;
    quality: number;
    thumbnailSide: number;
    /** Smallest accepted size (either orientation), e.g. 320×240 for wash photos. */
    minSize?: { long: number; short: number };
  },
): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  const metadata = await readMetadata(sharp, input);
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw new HttpError(400, messages.images.notAnImage);
  if (options.minSize) {
    const { width = 0, height = 0 } = metadata;
    const long = Math.max(width, height);
    const short = Math.min(width, height);
    if (long < options.minSize.long || short < options.minSize.short)
      throw new HttpError(
        400,
        messages.images.tooSmall({ long: options.minSize.long, short: options.minSize.short }),
      );
  }
  try {
    // sharp drops all metadata unless asked to keep it; rotate() applies the EXIF orientation first.
    const oriented = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { data: image, info } = await oriented
      .clone()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: options.quality })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(image)
      .resize({ width: options.thumbnailSide, height: options.thumbnailSide, fit: 'inside' })
      .jpeg({ quality: 70 })
      .toBuffer();
    return { image, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    throw imageError(error);
  }
}

/**
 * A partner's logo: a JPEG, PNG or WebP re-encoded as WebP (transparency kept), at most
 * `maxSide` pixels on its longest side, without metadata.
 */
export async function processLogo(input: Buffer, maxSide = 320): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
      throw new HttpError(400, messages.images.notAnImage);
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw imageError(error);
  }
}

/** The icons made from the brand's logo, by file name (the manifest, the page's head). */
export type BrandIcons = Record<
  'icon-192.png' | 'icon-512.png' | 'icon-maskable-512.png' | 'apple-touch-icon.png' | 'favicon-48.png',
  Buffer
>;

/**
 * The brand's icons from the operator's logo: a PNG or JPEG, square, at least `minSide`
 * pixels. The maskable icon keeps the logo inside the safe zone (the middle 80 %), padded
 * with the colour of the logo's corner; the apple-touch icon is opaque.
 */
export async function brandIconsFromLogo(input: Buffer, minSide: number): Promise<BrandIcons> {
  const sharp = await loadSharp();
  const metadata = await readMetadata(sharp, input);
  if (metadata.format !== 'png' && metadata.format !== 'jpeg')
    throw new HttpError(400, messages.images.logoFormat);
  const { width = 0, height = 0 } = metadata;
  if (width !== height) throw new HttpError(400, messages.images.logoNotSquare);
  if (width < minSide) throw new HttpError(400, messages.images.logoTooSmall({ side: minSide }));
  try {
    const logo = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(512, 512)
      .png()
      .toBuffer();
    const opaque = await sharp(logo).flatten({ background: '#ffffff' }).png().toBuffer();
    const corner = await sharp(opaque).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    const background = { r: corner[0] ?? 255, g: corner[1] ?? 255, b: corner[2] ?? 255 };
    const safe = await sharp(opaque).resize(410, 410).toBuffer();
    const size = (side: number, source = logo) => sharp(source).resize(side, side).png().toBuffer();
    return {
      'icon-192.png': await size(192),
      'icon-512.png': logo,
      'icon-maskable-512.png': await sharp(safe)
        .extend({ top: 51, bottom: 51, left: 51, right: 51, background })
        .png()
        .toBuffer(),
      'apple-touch-icon.png': await size(180, opaque),
      'favicon-48.png': await size(48),
    };
  } catch (error) {
    throw imageError(error);
  }
}

type Sharp = Awaited<ReturnType<typeof loadSharp>>;
interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

const raw = (image: GreyImage) => ({
  raw: { width: image.width, height: image.height, channels: 1 as const },
});

/** Runs a sharp pipeline on a grey image and answers the grey result, without encoding. */
async function grey(
  sharp: Sharp,
  image: GreyImage,
  build: (pipeline: ReturnType<Sharp>) => ReturnType<Sharp>,
) {
  const { data, info } = await build(sharp(image.data, raw(image)))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The GRID×GRID grey grid a fingerprint is computed from, after trimming a uniform
 * border (a frame added around a photo).
 */
async function fingerprintGrid(sharp: Sharp, image: GreyImage): Promise<Buffer> {
  const inside = uniformBorderBox(image.data, image.width, image.height);
  const whole = inside.width === image.width && inside.height === image.height;
  return (
    await grey(sharp, image, (pipeline) =>
      (whole ? pipeline : pipeline.extract(inside)).resize(GRID, GRID, { fit: 'fill' }),
    )
  ).data;
}

/** The whole picture as a GRID×GRID grey grid (no trim, no crop): for isSamePicture. */
export async function pictureGrid(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(image).greyscale().resize(GRID, GRID, { fit: 'fill' }).raw().toBuffer();
  } catch (error) {
    throw imageError(error);
  }
}

/** What is wrong with a picture that shows no scene, or null when it shows one (scene.ts). */
export async function sceneProblem(image: Buffer): Promise<'blank' | 'enlarged' | null> {
  const { measures, width, height } = await sceneMeasures(image);
  return judgeScene(measures, { width, height });
}

/** The scene measures of a picture (scene.ts), on its grey pixels at most 800 pixels a side. */
export async function sceneMeasures(
  image: Buffer,
): Promise<{ measures: SceneMeasures; width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(image)
      .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const picture = { data, width: info.width, height: info.height };
    return { measures: measureScene(picture), width: info.width, height: info.height };
  } catch (error) {
    throw imageError(error);
  }
}

export interface PhotoFingerprints {
  /** The photo and its centre in their 8 orientations: compared with stored fingerprints. */
  candidates: bigint[];
  /** Kept for later comparisons: the photo, its crops and its slight rotations. */
  stored: bigint[];
}

/** Fingerprints of a (re-encoded) photo: see fingerprints.ts. */
export async function photoFingerprints(image: Buffer): Promise<PhotoFingerprints> {
  try {
    return await computeFingerprints(image);
  } catch (error) {
    throw imageError(error);
  }
}

/** A region inside the picture whatever the rounding. */
function box(shares: readonly [number, number, number, number], width: number, height: number) {
  const left = Math.min(width - 1, Math.round(width * shares[0]));
  const top = Math.min(height - 1, Math.round(height * shares[1]));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(width * shares[2]))),
    height: Math.max(1, Math.min(height - top, Math.round(height * shares[3]))),
  };
}

/**
 * A region of a grey image, copied row by row: the same pixels sharp's extract gives, without
 * a trip through libvips (a wash cuts a dozen of them).
 */
function extractGrey(from: GreyImage, region: ReturnType<typeof box>): GreyImage {
  const data = Buffer.allocUnsafe(region.width * region.height);
  for (let row = 0; row < region.height; row += 1) {
    const start = (region.top + row) * from.width + region.left;
    from.data.copy(data, row * region.width, start, start + region.width);
  }
  return { data, width: region.width, height: region.height };
}

async function computeFingerprints(image: Buffer): Promise<PhotoFingerprints> {
  const sharp = await loadSharp();
  // Decoded once, small and grey; every variant below is cut from these pixels.
  const { data, info } = await sharp(image)
    .resize(320, 320, { fit: 'inside' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const photo: GreyImage = { data, width: info.width, height: info.height };
  const cut = (from: GreyImage, shares: readonly [number, number, number, number]) =>
    extractGrey(from, box(shares, from.width, from.height));
  const hashOf = async (variant: GreyImage) => pHash(await fingerprintGrid(sharp, variant));

  const crops = await Promise.all(STORED_CROPS.map((shares) => hashOf(cut(photo, shares))));
  const rotations = await Promise.all(
    STORED_ROTATIONS.map(async (angle) => {
      const turned = await grey(sharp, photo, (pipeline) => pipeline.rotate(angle, { background: '#000' }));
      return hashOf(cut(turned, [0.05, 0.05, 0.9, 0.9]));
    }),
  );
  // The candidate is also looked at without its edges, where a rotation leaves corners.
  const [whole, centre] = await Promise.all([
    fingerprintGrid(sharp, photo),
    fingerprintGrid(sharp, cut(photo, STORED_CROPS[0])),
  ]);
  const candidates = [...orientationHashes(whole), ...orientationHashes(centre)];
  return { candidates, stored: [candidates[0] as bigint, ...crops, ...rotations] };
}

function imageError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(413, messages.images.tooManyPixels);
  return new HttpError(400, messages.images.notAnImage);
}
