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
import { processPhoto } from '../apps/api/src/lib/images';
import {
  hammingDistance,
  isSamePicture,
  judgePhoto,
  photoFingerprints,
  pictureGrid,
  SAME_PICTURE_DISTANCE,
  sceneMeasures,
  sceneVerdict,
} from '../apps/api/src/photo-judgement';
import { corpusBytes, corpusPhotos, HONEST_FORMS, honestForm } from '../apps/api/src/testing/photo-forms';
import {
  bayBackground,
  bayShot,
  coarseBlocks,
  enlargedPicture,
  noisePicture,
} from '../apps/api/src/testing/scene-pictures';

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
    photos.push({ label: `car ${index + 1}`, image: await bayShot(background, 100 + index, index) });
  for (let day = 0; day < 10; day += 1)
    photos.push({ label: 'same car', image: await bayShot(background, 7, 500 + day) });

  const kept: Kept[] = [];
  let blank = 0;
  let enlarged = 0;
  let nearRefused = 0;
  let ownNearListed = 0;
  let sameRefused = 0;
  let flagged = 0;
  let lowestShare = Infinity;
  for (const photo of photos) {
    // As the server stores it (800 px, JPEG 80).
    const processed = await processPhoto(photo.image, { maxSide: 800, quality: 80, thumbnailSide: 240 });
    const { refusal } = await sceneVerdict(processed.image);
    if (refusal === 'blank') blank += 1;
    if (refusal === 'enlarged' || refusal === 'blocks') enlarged += 1;
    lowestShare = Math.min(lowestShare, (await sceneMeasures(processed.image)).measures.fineDetailShare);
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
    `scene check: ${blank} refused as blank, ${enlarged} as enlarged (lowest fine-detail share ${lowestShare.toFixed(2)})`,
  );
  console.log(
    `without a code (another member's near photo refused, one's own listed): ${nearRefused} of ${total} refused, ${ownNearListed} listed`,
  );
  console.log(
    `with a code (only the same picture refused): ${sameRefused} of ${total} refused, ${flagged} listed for the operator`,
  );
  console.log(`copies sent again with a code (resized, mirrored): ${copiesRefused} of ${total * 2} refused`);
  await sceneCheckOnHardCases(photos.map((photo) => photo.image));
  await realPhotographs();
}

/** The scene check on honest but hard photos, and on the hostile pictures of issue 31. */
async function sceneCheckOnHardCases(shots: Buffer[]) {
  const judge = async (picture: Buffer) => {
    const processed = await processPhoto(picture, { maxSide: 800, quality: 80, thumbnailSide: 240 });
    return (await sceneVerdict(processed.image)).refusal;
  };
  const honest = [
    ...shots.slice(0, 5).map((shot) => sharp(shot).blur(1.2).jpeg().toBuffer()),
    ...shots.slice(5, 10).map((shot) => sharp(shot).median(5).jpeg().toBuffer()),
    ...shots.slice(10, 15).map((shot) => sharp(shot).resize(320, 240).jpeg().toBuffer()),
    ...shots.slice(15, 20).map((shot) => sharp(shot).resize(640, 480).jpeg().toBuffer()),
  ];
  let honestRefused = 0;
  for (const picture of honest) if ((await judge(await picture)) !== null) honestRefused += 1;
  console.log(
    `honest but hard (soft focus, smoothed, 320×240, 640×480): ${honestRefused} of ${honest.length} refused`,
  );
  const hostile: Promise<Buffer>[] = [noisePicture('rgb', 1), noisePicture('grey', 2)];
  for (let seed = 1; seed <= 6; seed += 1) {
    hostile.push(coarseBlocks(seed, 8 * seed, 6 * seed));
    hostile.push(
      coarseBlocks(seed, 8 * seed, 6 * seed).then((blocks) =>
        enlargedPicture(blocks, [800, 600], [800, 600], 10, seed),
      ),
    );
  }
  for (const [index, shot] of shots.slice(0, 4).entries())
    for (const small of [
      [80, 60],
      [160, 120],
      [240, 180],
    ] as [number, number][])
      for (const grain of [0, 6, 12, 24])
        hostile.push(enlargedPicture(shot, small, index % 2 ? [1280, 960] : [800, 600], grain, index));
  let [hostileRefused, hostileBlurry] = [0, 0];
  for (const picture of hostile) {
    const processed = await processPhoto(await picture, { maxSide: 800, quality: 80, thumbnailSide: 240 });
    const verdict = await sceneVerdict(processed.image);
    if (verdict.refusal) hostileRefused += 1;
    else if (verdict.notes.includes('blurry')) hostileBlurry += 1;
  }
  console.log(
    `hostile (noise, coarse blocks with or without grain, 80×60 to 240×180 enlarged with grain 0 to 24): ${hostileRefused} of ${hostile.length} refused, ${hostileBlurry} accepted as blurry (listed without a station code), ${hostile.length - hostileRefused - hostileBlurry} accepted`,
  );
}

/** The real photographs of the corpus in every honest form (decision 0037): refused, noted blurry. */
async function realPhotographs() {
  const photos = corpusPhotos();
  const rows: string[] = [];
  let [judged, milliseconds] = [0, 0];
  for (const form of HONEST_FORMS) {
    let [count, refused, blurry] = [0, 0, 0];
    for (const [index, photo] of photos.entries()) {
      const image = await honestForm(corpusBytes(photo), form, index + 1);
      if (!image) continue;
      const started = performance.now();
      // A refusal (an HttpError) counts as refused; an accepted photo may be noted blurry.
      const notes = await judgePhoto(image, {
        maxSide: 800,
        quality: 80,
        thumbnailSide: 240,
        minSize: { long: 320, short: 240 },
      }).then(
        ({ analysis }) => analysis.notes,
        () => null,
      );
      milliseconds += performance.now() - started;
      judged += 1;
      count += 1;
      if (notes === null) refused += 1;
      else if (notes.includes('blurry')) blurry += 1;
    }
    rows.push(`  ${form.padEnd(14)} ${refused} of ${count} refused, ${blurry} noted blurry`);
  }
  console.log(`real photographs (${photos.length}, testing/photo-corpus) in the forms honest phones make:`);
  console.log(rows.join('\n'));
  console.log(
    `  judged in ${(milliseconds / judged).toFixed(1)} ms a photo on average (decode, scene, fingerprints, grid)`,
  );
}

await main();
