import sharp from 'sharp';

/** A deterministic pseudo-random generator, so each seed gives its own picture. */
function generator(seed: number) {
  let state = seed * 2654435761 + 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export interface PhotoOptions {
  seed?: number;
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Adds EXIF data with a GPS position, which the server must strip. */
  withGps?: boolean;
}

let nextSeed = 1;

/** A photo-like image: random colour blocks, different for every seed. */
export async function makePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 1600, height = 1200, format = 'jpeg' } = options;
  const seed = options.seed ?? nextSeed++;
  const random = generator(seed);
  const blocksX = 16;
  const blocksY = 12;
  const raw = Buffer.alloc(blocksX * blocksY * 3);
  for (let index = 0; index < raw.length; index += 1) raw[index] = Math.floor(random() * 256);
  let image = sharp(raw, { raw: { width: blocksX, height: blocksY, channels: 3 } }).resize(width, height, {
    kernel: 'nearest',
  });
  if (options.withGps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Gps 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 3/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '6/1 55/1 0/1',
      },
    });
  }
  return image.toFormat(format).toBuffer();
}

export function toDataUrl(bytes: Buffer, type = 'image/jpeg'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export async function photoDataUrl(options: PhotoOptions = {}): Promise<string> {
  return toDataUrl(await makePhoto(options), `image/${options.format ?? 'jpeg'}`);
}
