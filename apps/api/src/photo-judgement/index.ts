/**
 * The photo judgement (issue 50): a wash's picture in, a refusal or an accepted photo with
 * its notes out. judgePhoto is its entry point; each part has its file:
 * - scene.ts: a scene a camera filmed, or a picture no phone makes (decision 0037);
 * - duplicates.ts: the fingerprints that find a photo used before (decision 0023);
 * - grid.ts: grey pictures cut and scaled as libvips does, which both read;
 * - car.ts: a car in the photo, judged after the wash by car-check.job.ts (decision 0038);
 * - pixels.ts: the stored photo decoded once for all of them (decision 0034).
 */
import { messages } from '../i18n';
import { HttpError } from '../lib/errors';
import { loadSharp, reencodePhoto, thumbnailOf, type PhotoOptions, type ProcessedPhoto } from '../lib/images';
import { pictureGridOf, type PhotoFingerprints } from './duplicates';
import { decodeColours, decodeGrey, fingerprintsOf, greyOf } from './pixels';
import { judgeScene, measureScene, type SceneMeasures, type SceneNote, type SceneVerdict } from './scene';

export {
  hammingDistance,
  hashBands,
  isSamePicture,
  SAME_PICTURE_DISTANCE,
  type PhotoFingerprints,
} from './duplicates';
export { CAR_SEEN_SCORE, carSeen } from './car';
export { closeCarDetectorPool, vehicleScoreOffThread } from './car-detector-pool';
export type { SceneNote, SceneRefusal } from './scene';

/** What an accepted photo is judged by after the answer, and noted on. */
export interface PhotoAnalysis {
  /** How poor an honest photo is ('blurry'): the member is told, the operator may look. */
  notes: SceneNote[];
  fingerprints: PhotoFingerprints;
  /** The whole picture as a GRID×GRID grey grid: for isSamePicture. */
  grid: Float64Array;
}

/** The refusal of a picture no phone's camera makes, in the request's language. */
function refusal(scene: SceneVerdict): HttpError | null {
  if (scene.refusal === 'blank') return new HttpError(400, messages.images.blankPhoto);
  if (scene.refusal === 'blocks') return new HttpError(400, messages.images.notAPhoto);
  if (scene.refusal === 'enlarged') return new HttpError(400, messages.images.enlargedPhoto);
  return null;
}

/**
 * Judges a wash's photo: refuses (an HttpError: not an image, too small, too many pixels, a
 * picture no camera makes) or answers the photo to store (JPEG and thumbnail) with its notes
 * and what the duplicate rules compare. The stored JPEG is decoded once: its grey picture, its
 * fingerprints' picture and its thumbnail are made from those pixels (docs/decisions/0034).
 */
export async function judgePhoto(
  input: Buffer,
  options: PhotoOptions,
): Promise<{ photo: ProcessedPhoto; analysis: PhotoAnalysis }> {
  const stored = await reencodePhoto(input, options);
  const colours = await decodeColours(stored.image);
  const { data, width, height, channels } = colours;
  const sharp = await loadSharp();
  const [thumbnail, fingerprints, picture] = await Promise.all([
    thumbnailOf(
      sharp(data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } }),
      options.thumbnailSide,
    ),
    fingerprintsOf(stored.image, colours),
    greyOf(colours, stored.image),
  ]);
  const scene = judgeScene(measureScene(picture), picture);
  const refused = refusal(scene);
  if (refused) throw refused;
  return {
    photo: { ...stored, thumbnail },
    analysis: { notes: scene.notes, fingerprints, grid: pictureGridOf(picture) },
  };
}

/** The whole picture as a GRID×GRID grey grid (no trim, no crop): for isSamePicture. */
export async function pictureGrid(image: Buffer): Promise<Float64Array> {
  return pictureGridOf(await decodeGrey(image));
}

/** The scene's verdict on a stored photo (scene.ts): a refusal, or notes on a poor photo. */
export async function sceneVerdict(image: Buffer): Promise<SceneVerdict> {
  const { measures, width, height } = await sceneMeasures(image);
  return judgeScene(measures, { width, height });
}

/** The scene measures of a picture (scene.ts), on its grey pixels at most 800 pixels a side. */
export async function sceneMeasures(
  image: Buffer,
): Promise<{ measures: SceneMeasures; width: number; height: number }> {
  const picture = await decodeGrey(image);
  return { measures: measureScene(picture), width: picture.width, height: picture.height };
}

/** Fingerprints of a (re-encoded) photo: see duplicates.ts. */
export async function photoFingerprints(image: Buffer): Promise<PhotoFingerprints> {
  return fingerprintsOf(image);
}
