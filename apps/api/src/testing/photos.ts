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

/** The sensor's grain, in grey levels either side. */
const GRAIN = 6;

/**
 * A photo-like image, different for every seed: a "dead leaves" scene (discs of every size,
 * the small ones many, hiding one another), the classic model of a natural image's edges at
 * every scale, under a sensor's grain. The server's scene check refuses noise, flat blocks
 * and enlarged pictures, so a fixture has to look like a camera's photo.
 */
export async function makePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 1600, height = 1200, format = 'jpeg' } = options;
  const seed = options.seed ?? nextSeed++;
  const random = generator(seed);
  // Radii spread as r⁻³ between a few pixels and a sixth of the picture: as many edges at
  // each scale, as in a photo.
  const [smallest, largest] = [Math.max(1, width / 600), width / 6];
  const radius = () => (smallest ** -2 - random() * (smallest ** -2 - largest ** -2)) ** -0.5;
  const channel = () => Math.floor(random() * 256);
  const discs = [
    `<rect width="${width}" height="${height}" fill="rgb(${channel()},${channel()},${channel()})"/>`,
  ];
  // A few large shapes first, as a scene's big parts (its coarse fingerprint), then the rest.
  for (let index = 0; index < 16; index += 1)
    discs.push(
      `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${((0.12 + random() * 0.2) * width).toFixed(1)}" fill="rgb(${channel()},${channel()},${channel()})"/>`,
    );
  for (let index = 0; index < 2500; index += 1)
    discs.push(
      `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${radius().toFixed(1)}" fill="rgb(${channel()},${channel()},${channel()})"/>`,
    );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${discs.join('')}</svg>`;
  const raw = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  for (let index = 0; index < raw.length; index += 1)
    raw[index] = Math.max(
      0,
      Math.min(255, (raw[index] as number) + Math.round((random() - 0.5) * 2 * GRAIN)),
    );
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
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
