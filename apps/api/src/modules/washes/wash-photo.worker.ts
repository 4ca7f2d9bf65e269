/**
 * What a worker thread does with a wash's photo (wash-photos.ts): decode the upload, check
 * and re-encode it, then judge it (scene, fingerprints, the picture's grid) from one decode
 * of the stored JPEG, off the event loop that answers every other request meanwhile
 * (docs/decisions/0034). Refusals come back as a status and a sentence in
 * the request's language, since errors do not cross threads with their class.
 */
import type { Locale } from '@app/shared/domain/locales';
import { localeContext, messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { decodeDataUrl, type ProcessedPhoto } from '../../lib/images';
import { judgePhoto, type PhotoAnalysis } from '../../photo-judgement';

export const MAX_WASH_PHOTO_BYTES = 5 * 1024 * 1024;
/** Wash photos smaller than this are refused (too small to show a car, or to fingerprint). */
const MIN_PHOTO_SIZE = { long: 320, short: 240 };

export interface WashPhotoTask {
  /** The `data:…;base64,` URL the member sent. */
  photoData: string;
  /** The request's language, for a refusal's sentence. */
  locale: Locale;
}

export type WashPhotoResult =
  | { ok: true; photo: ProcessedPhoto; analysis: PhotoAnalysis }
  | { ok: false; statusCode: number; detail: string };

/** The stored photo (800 px JPEG 80 and its 240 px thumbnail) and what it is judged by. */
async function preparePhoto(photoData: string): Promise<{ photo: ProcessedPhoto; analysis: PhotoAnalysis }> {
  const bytes = decodeDataUrl(photoData, MAX_WASH_PHOTO_BYTES, messages.images.washPhotoTooLarge);
  return judgePhoto(bytes, {
    maxSide: 800,
    quality: 80,
    thumbnailSide: 240,
    minSize: MIN_PHOTO_SIZE,
  });
}

export default async function washPhotoTask(task: WashPhotoTask): Promise<WashPhotoResult> {
  const language = { member: () => ({ id: '', locale: task.locale }), acceptLanguage: undefined };
  try {
    return { ok: true, ...(await localeContext.run(language, () => preparePhoto(task.photoData))) };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, statusCode: error.statusCode, detail: error.detail };
    throw error;
  }
}
