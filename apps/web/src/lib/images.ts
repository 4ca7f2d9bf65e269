/** Image helpers that run in the browser before anything is uploaded. */

export class ImageProcessingError extends Error {}

/** Draws an image into a canvas no larger than the box, and encodes it as JPEG. */
export function drawToJpeg(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  box: { maxWidth: number; maxHeight: number },
  quality = 0.8,
): string {
  const scale = Math.min(1, box.maxWidth / sourceWidth, box.maxHeight / sourceHeight);
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageProcessingError('no 2d context');
  context.drawImage(source, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', quality);
}

/** Wash photos: at most 800 wide in landscape, 600 tall in portrait (docs/product.md, screens). */
export function washPhotoBox(width: number, height: number) {
  return width >= height ? { maxWidth: 800, maxHeight: 800 } : { maxWidth: 600, maxHeight: 600 };
}

/** Reads a picked file and returns it as a JPEG data URL whose longest side is at most `maxSide`. */
export async function fileToJpegDataUrl(file: File, maxSide: number): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode().catch(() => {
      throw new ImageProcessingError('decode failed');
    });
    return drawToJpeg(image, image.naturalWidth, image.naturalHeight, {
      maxWidth: maxSide,
      maxHeight: maxSide,
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
