import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../../paths';

/** The images a store card carries, at Apple's sizes (points ×1, ×2, ×3). */
export type PassImages = Record<
  'icon.png' | 'icon@2x.png' | 'icon@3x.png' | 'logo.png' | 'logo@2x.png' | 'logo@3x.png',
  Buffer
>;

const SIZES: Record<keyof PassImages, number> = {
  'icon.png': 29,
  'icon@2x.png': 58,
  'icon@3x.png': 87,
  // A square logo in the 160×50 area: 50 points high.
  'logo.png': 50,
  'logo@2x.png': 100,
  'logo@3x.png': 150,
};

/** The built-in icon when the operator has uploaded no logo. */
export function defaultIconPath(webDistDir: string): Promise<string> {
  const built = path.join(webDistDir, 'icons', 'icon-512.png');
  return fs
    .access(built)
    .then(() => built)
    .catch(() => path.join(repoRoot, 'apps', 'web', 'public', 'icons', 'icon-512.png'));
}

/** Every size from one 512 px square (the brand's logo icon, or the built-in one). */
export async function passImagesFrom(source: Buffer): Promise<PassImages> {
  const entries = await Promise.all(
    Object.entries(SIZES).map(async ([file, side]) => [
      file,
      await sharp(source)
        .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    ]),
  );
  return Object.fromEntries(entries) as PassImages;
}
