/**
 * `npm run bench:photos`: false refusals of the photo checks on honest photos taken in one
 * bay (docs/product.md, presence). A synthetic bay (walls, floor, a sign) is shot again and
 * again: 40 different cars under different light and framing (40 members), then one car on
 * 10 different days (one member). Each photo is checked against all the earlier ones as the
 * server does: the scene check (blank, noise, enlarged), the duplicate rule of a wash
 * without a code (a near match with another member's photo refused, with one's own listed)
 * and that of a wash proven at the station (only the same picture). Prints the counts.
 */
import sharp from 'sharp';
import { hammingDistance, isSamePicture, SAME_PICTURE_DISTANCE } from '../apps/api/src/lib/fingerprints';
import {
  photoFingerprints,
  pictureGrid,
  processPhoto,
  sceneMeasures,
  sceneProblem,
} from '../apps/api/src/lib/images';

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
async function bayBackground(): Promise<Buffer> {
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
async function shot(background: Buffer, carSeed: number, shotSeed: number): Promise<Buffer> {
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

interface Kept {
  member: string;
  whole: bigint;
  stored: bigint[];
  grid: Buffer;
}

/** The server's rule at a wash proven at the station: a close hash, then the same picture. */
function samePictureAsEarlier(kept: Kept[], candidates: bigint[], grid: Buffer): boolean {
  return kept.some(
    (earlier) =>
      candidates
        .slice(0, 8)
        .some((candidate) => hammingDistance(earlier.whole, candidate) <= SAME_PICTURE_DISTANCE) &&
      isSamePicture(earlier.grid, grid),
  );
}

async function main() {
  const background = await bayBackground();
  const photos: { label: string; image: Buffer }[] = [];
  for (let index = 0; index < 40; index += 1)
    photos.push({ label: `car ${index + 1}`, image: await shot(background, 100 + index, index) });
  for (let day = 0; day < 10; day += 1)
    photos.push({ label: 'same car', image: await shot(background, 7, 500 + day) });

  const kept: Kept[] = [];
  let blank = 0;
  let enlarged = 0;
  let nearRefused = 0;
  let ownNearListed = 0;
  let sameRefused = 0;
  let flagged = 0;
  let minDetail = Infinity;
  for (const photo of photos) {
    // As the server stores it (800 px, JPEG 80).
    const processed = await processPhoto(photo.image, { maxSide: 800, quality: 80, thumbnailSide: 240 });
    const problem = await sceneProblem(processed.image);
    if (problem === 'blank') blank += 1;
    if (problem === 'enlarged') enlarged += 1;
    minDetail = Math.min(minDetail, (await sceneMeasures(processed.image)).detail);
    const fingerprints = await photoFingerprints(processed.image);
    const closeTo = (earlier: Kept) =>
      earlier.stored.some((hash) =>
        fingerprints.candidates.some(
          (candidate) => hammingDistance(hash, candidate) <= SAME_PICTURE_DISTANCE,
        ),
      );
    const near = kept.some(closeTo);
    const nearOthers = kept.some((earlier) => earlier.member !== photo.label && closeTo(earlier));
    const grid = await pictureGrid(processed.image);
    const same = samePictureAsEarlier(kept, fingerprints.candidates, grid);
    if (nearOthers) nearRefused += 1;
    else if (near) ownNearListed += 1;
    if (same) sameRefused += 1;
    else if (near) flagged += 1;
    kept.push({ member: photo.label, whole: fingerprints.stored[0]!, stored: fingerprints.stored, grid });
  }
  // And the cheat's side: each photo sent again, re-encoded smaller, or mirrored.
  let copiesRefused = 0;
  for (const photo of photos) {
    for (const copy of [
      await sharp(photo.image).resize(900).jpeg({ quality: 60 }).toBuffer(),
      await sharp(photo.image).flop().jpeg({ quality: 75 }).toBuffer(),
    ]) {
      const processed = await processPhoto(copy, { maxSide: 800, quality: 80, thumbnailSide: 240 });
      const fingerprints = await photoFingerprints(processed.image);
      if (samePictureAsEarlier(kept, fingerprints.candidates, await pictureGrid(processed.image)))
        copiesRefused += 1;
    }
  }
  const total = photos.length;
  console.log(`honest photos of one bay: ${total} (40 cars, then one car on 10 days)`);
  console.log(
    `scene check: ${blank} refused as blank, ${enlarged} as enlarged (lowest detail ${minDetail.toFixed(1)})`,
  );
  console.log(
    `without a code (another member's near photo refused, one's own listed): ${nearRefused} of ${total} refused, ${ownNearListed} listed`,
  );
  console.log(
    `with a code (only the same picture refused): ${sameRefused} of ${total} refused, ${flagged} listed for the operator`,
  );
  console.log(`copies sent again with a code (resized, mirrored): ${copiesRefused} of ${total * 2} refused`);
}

await main();
