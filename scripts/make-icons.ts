/** Renders the PNG app icons from icons/icon.svg. Run after changing the SVG: npx tsx scripts/make-icons.ts */
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve('apps/web/public/icons');
const svg = path.join(dir, 'icon.svg');

// The favicon: a PNG, because an SVG icon is parsed as a document on the page's main thread.
await sharp(svg).resize(48, 48).png().toFile(path.join(dir, 'favicon-48.png'));
await sharp(svg).resize(192, 192).png().toFile(path.join(dir, 'icon-192.png'));
await sharp(svg).resize(512, 512).png().toFile(path.join(dir, 'icon-512.png'));
// Maskable: the artwork inside the 80 % safe zone on a full-bleed background.
const inner = await sharp(svg).resize(400, 400).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b4f8a' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(path.join(dir, 'icon-maskable-512.png'));
console.log('icons written to', dir);
