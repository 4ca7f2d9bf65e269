/**
 * Pictures for the scene check (photo-judgement/scene.ts), shared by its tests and bench/photos.ts:
 * honest photos of one bay (walls, floor, a sign, a car under the camera's framing, light
 * and grain) and the hostile pictures of issue 31 (noise, coarse blocks, small pictures
 * enlarged with or without grain).
 */
import sharp from 'sharp';

const WIDTH = 1280;
const HEIGHT = 960;

function random(seed: number) {
  let state = seed * 2654435761 + 7;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** The bay: the same walls, floor and sign in every shot. */
export async function bayBackground(): Promise<Buffer> {
  const next = random(1);
  const cells = Buffer.alloc(40 * 30 * 3);
  for (let index = 0; index < cells.length; index += 3) {
    const grey = 90 + next() * 80;
    cells[index] = grey;
    cells[index + 1] = grey;
    cells[index + 2] = grey + 10;
  }
  const walls = await sharp(cells, { raw: { width: 40, height: 30, channels: 3 } })
    .resize(WIDTH, HEIGHT)
    .blur(3)
    .png()
    .toBuffer();
  const sign = await sharp({ create: { width: 260, height: 90, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const floor = await sharp({ create: { width: WIDTH, height: 300, channels: 3, background: '#4b5563' } })
    .png()
    .toBuffer();
  return sharp(walls)
    .composite([
      { input: floor, left: 0, top: HEIGHT - 300 },
      { input: sign, left: 80, top: 60 },
    ])
    .png()
    .toBuffer();
}

/** A car: a body, a cabin and two wheels, of its own colour and size. */
async function car(seed: number): Promise<{ image: Buffer; width: number; height: number }> {
  const next = random(seed);
  const width = Math.round(520 + next() * 240);
  const height = Math.round(width * 0.42);
  const colour = { r: Math.round(next() * 255), g: Math.round(next() * 255), b: Math.round(next() * 255) };
  const body = `<rect x="0" y="${height * 0.35}" width="${width}" height="${height * 0.45}" rx="30" fill="rgb(${colour.r},${colour.g},${colour.b})"/>`;
  const cabin = `<rect x="${width * 0.2}" y="0" width="${width * 0.55}" height="${height * 0.45}" rx="40" fill="rgb(${colour.r},${colour.g},${colour.b})" stroke="#111" stroke-width="6"/>`;
  const glass = `<rect x="${width * 0.26}" y="${height * 0.06}" width="${width * 0.43}" height="${height * 0.3}" rx="20" fill="#9cc3d5"/>`;
  const wheels = [0.2, 0.78]
    .map((x) => `<circle cx="${width * x}" cy="${height * 0.8}" r="${height * 0.19}" fill="#111"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${cabin}${glass}${body}${wheels}</svg>`;
  return { image: await sharp(Buffer.from(svg)).png().toBuffer(), width, height };
}

/** One shot: the car in the bay, the camera's framing and light, and its sensor grain. */
export async function bayShot(background: Buffer, carSeed: number, shotSeed: number): Promise<Buffer> {
  const next = random(shotSeed + 1000);
  const vehicle = await car(carSeed);
  const left = Math.round((WIDTH - vehicle.width) / 2 + (next() - 0.5) * 200);
  const top = Math.round(HEIGHT - 300 - vehicle.height * 0.7 + (next() - 0.5) * 60);
  const grain = Buffer.alloc(WIDTH * HEIGHT);
  for (let index = 0; index < grain.length; index += 1) grain[index] = 128 + (next() - 0.5) * 24;
  const noise = await sharp(grain, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .png()
    .toBuffer();
  const composed = await sharp(background)
    .composite([
      { input: vehicle.image, left, top },
      { input: noise, blend: 'overlay' },
    ])
    .png()
    .toBuffer();
  // Framing: a zoom of up to 10 %; light: ±25 %.
  const zoom = 1 - next() * 0.1;
  const cropWidth = Math.round(WIDTH * zoom);
  const cropHeight = Math.round(HEIGHT * zoom);
  return sharp(composed)
    .extract({
      left: Math.round((WIDTH - cropWidth) * next()),
      top: Math.round((HEIGHT - cropHeight) * next()),
      width: cropWidth,
      height: cropHeight,
    })
    .modulate({ brightness: 0.75 + next() * 0.5 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Random RGB noise, or grey noise around 128 (± spread). */
export async function noisePicture(kind: 'rgb' | 'grey', seed: number, width = 800, height = 600) {
  const next = random(seed);
  const channels = kind === 'rgb' ? 3 : 1;
  const raw = Buffer.alloc(width * height * channels);
  for (let index = 0; index < raw.length; index += 1)
    raw[index] = kind === 'rgb' ? Math.floor(next() * 256) : 120 + Math.floor(next() * 17);
  return sharp(raw, { raw: { width, height, channels } }).jpeg().toBuffer();
}

/** Coarse random colour blocks (a tiny random picture enlarged without smoothing). */
export async function coarseBlocks(seed: number, blocksX = 16, blocksY = 12, width = 800, height = 600) {
  const next = random(seed);
  const raw = Buffer.alloc(blocksX * blocksY * 3);
  for (let index = 0; index < raw.length; index += 1) raw[index] = Math.floor(next() * 256);
  return sharp(raw, { raw: { width: blocksX, height: blocksY, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg()
    .toBuffer();
}

/** A picture shrunk to `small`, blown up to `large`, then given ± `grain` levels of grain. */
export async function enlargedPicture(
  source: Buffer,
  small: [number, number],
  large: [number, number],
  grain = 0,
  seed = 1,
): Promise<Buffer> {
  const shrunk = await sharp(source).resize(small[0], small[1], { fit: 'fill' }).png().toBuffer();
  const { data, info } = await sharp(shrunk)
    .resize(large[0], large[1], { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const next = random(seed);
  for (let index = 0; index < data.length; index += 1)
    data[index] = Math.max(
      0,
      Math.min(255, (data[index] as number) + Math.round((next() - 0.5) * 2 * grain)),
    );
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
