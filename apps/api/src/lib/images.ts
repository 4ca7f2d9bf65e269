import { messages } from '../i18n/fr';
import { HttpError } from './errors';

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

export interface ProcessedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** 64-bit difference hash as 16 hex digits. */
  hash: string;
  /** The hash's four 16-bit bands, for indexed near-duplicate lookups. */
  bands: [number, number, number, number];
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP image, then re-encodes it as a JPEG with
 * its longest side at most `maxSide`, oriented and without any metadata (EXIF, GPS).
 */
export async function processPhoto(
  input: Buffer,
  options: { maxSide: number; quality: number; thumbnailSide: number },
): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    throw imageError(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(400, messages.images.notAnImage);
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
    const { hash, bands } = await differenceHash(image);
    return { image, thumbnail, width: info.width, height: info.height, hash, bands };
  } catch (error) {
    throw imageError(error);
  }
}

/** dHash: compares neighbouring pixels of a 9×8 grey version; robust to re-encoding and resizing. */
export async function differenceHash(image: Buffer) {
  const sharp = await loadSharp();
  const pixels = await sharp(image).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  const bands: [number, number, number, number] = [0, 0, 0, 0];
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column] as number;
      const right = pixels[row * 9 + column + 1] as number;
      const bit = row * 8 + column;
      if (left > right)
        bands[Math.floor(bit / 16)] = (bands[Math.floor(bit / 16)] as number) | (1 << (15 - (bit % 16)));
    }
  }
  const hash = bands.map((band) => band.toString(16).padStart(4, '0')).join('');
  return { hash, bands };
}

export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let index = 0; index < a.length; index += 4) {
    let diff = parseInt(a.slice(index, index + 4), 16) ^ parseInt(b.slice(index, index + 4), 16);
    while (diff) {
      distance += diff & 1;
      diff >>= 1;
    }
  }
  return distance;
}

function imageError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(413, messages.images.tooManyPixels);
  return new HttpError(400, messages.images.notAnImage);
}
