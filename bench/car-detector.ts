/**
 * `npm run bench:car`: the car detector (apps/api/src/photo-judgement/car.ts) on the photo
 * corpus, as the server meets it: each photograph in every honest form, stored as a wash's
 * photo (800 px, JPEG 80), then scored. Prints, for each input side (CAR_SIDES, default
 * "256,320,384,512"), the share of vehicle photos that would be listed « Aucune voiture
 * visible » and the share of the others that would, at several thresholds; the CPU a photo
 * costs and the memory the detector holds. Decision 0038 reads its figures.
 */
import { processPhoto } from '../apps/api/src/lib/images';
import { CAR_SEEN_SCORE, loadCarDetector } from '../apps/api/src/photo-judgement/car';
import { corpusBytes, corpusPhotos, HONEST_FORMS, honestForm } from '../apps/api/src/testing/photo-forms';

const sides = (process.env.CAR_SIDES ?? '256,320,384,512').split(',').map(Number);
const thresholds = [...new Set([0.05, 0.08, CAR_SEEN_SCORE, 0.15, 0.2, 0.25, 0.3])].sort();

// The stored photos, made once: the detector sees what the wash stored.
const photos: { file: string; form: string; vehicle: boolean; image: Buffer }[] = [];
for (const photo of corpusPhotos()) {
  for (const form of HONEST_FORMS) {
    const sent = await honestForm(corpusBytes(photo), form);
    if (!sent) continue;
    const stored = await processPhoto(sent, { maxSide: 800, quality: 80, thumbnailSide: 240 });
    photos.push({ file: photo.file, form, vehicle: photo.vehicle, image: stored.image });
  }
}
const vehicles = photos.filter((photo) => photo.vehicle).length;
console.log(
  `${photos.length} stored photos (${vehicles} with a vehicle) from ${corpusPhotos().length} photographs in ${HONEST_FORMS.length} forms`,
);

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

for (const side of sides) {
  const rssBefore = process.memoryUsage().rss;
  const detector = await loadCarDetector(side);
  const scores: number[] = [];
  const started = process.cpuUsage();
  for (const photo of photos) scores.push(await detector.vehicleScore(photo.image));
  const cpu = process.cpuUsage(started);
  const cpuPerPhoto = (cpu.user + cpu.system) / 1000 / photos.length;
  const rss = process.memoryUsage().rss;
  console.log(
    `\nside ${side}: ${cpuPerPhoto.toFixed(0)} ms of CPU a photo (decode and resize included), ` +
      `memory ${(rss / 1e6).toFixed(0)} MB resident (+${((rss - rssBefore) / 1e6).toFixed(0)} MB for this model)`,
  );
  for (const threshold of thresholds) {
    const flagged = photos.map((photo, index) => ({ ...photo, flagged: (scores[index] ?? 0) < threshold }));
    const carsFlagged = flagged.filter((photo) => photo.vehicle && photo.flagged);
    const othersFlagged = flagged.filter((photo) => !photo.vehicle && photo.flagged).length;
    const mark = threshold === CAR_SEEN_SCORE ? '  ← CAR_SEEN_SCORE' : '';
    console.log(
      `  below ${threshold.toFixed(2)}: vehicle photos flagged ${percent(carsFlagged.length, vehicles)}` +
        `, others flagged ${percent(othersFlagged, photos.length - vehicles)}${mark}`,
    );
    if (threshold === CAR_SEEN_SCORE && carsFlagged.length > 0)
      console.log(`    missed: ${carsFlagged.map((photo) => `${photo.file} (${photo.form})`).join(', ')}`);
  }
}
