import fs from 'node:fs';
import encodeQR from 'qr';

/**
 * One QR code, dark on white, centred, as a phone would see a station display held at arm's
 * length, under a camera's grain (the frame is also the wash's photo, and the server refuses
 * pictures without texture): the frame's grey levels, row by row.
 */
export function qrFrame(text: string, width = 640, height = 480): Buffer {
  const matrix = encodeQR(text, 'raw', { border: 4 });
  const modules = matrix.length;
  // Held at a slant, as a hand holds a phone (a QR code square to the frame is a picture
  // of coarse blocks, which the server refuses as a wash photo).
  const angle = (15 * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const scale = Math.floor((Math.min(width, height) * 0.85) / (cos + sin) / modules);
  const half = (modules * scale) / 2;
  const luma = Buffer.alloc(width * height, 235);
  const dark = (x: number, y: number) => {
    const [dx, dy] = [x - width / 2, y - height / 2];
    const column = Math.floor((cos * dx + sin * dy + half) / scale);
    const row = Math.floor((-sin * dx + cos * dy + half) / scale);
    return matrix[row]?.[column] === true;
  };
  // Each pixel the mean of 3×3 samples: the slanted edges are smooth, as a lens sees them.
  const samples = [-1 / 3, 0, 1 / 3];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let darkSamples = 0;
      for (const sy of samples) for (const sx of samples) if (dark(x + sx, y + sy)) darkSamples += 1;
      luma[y * width + x] = Math.round(235 - (darkSamples / 9) * (235 - 16));
    }
  let state = [...text].reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) >>> 0, 7) || 1;
  for (let index = 0; index < luma.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    luma[index] = (luma[index] as number) + (((state >>> 0) % 15) - 7);
  }
  return luma;
}

/**
 * Writes a Y4M video of that frame (Chromium's fake camera reads it with
 * --use-file-for-fake-video-capture).
 */
export function writeQrVideo(file: string, text: string, width = 640, height = 480): void {
  const luma = qrFrame(text, width, height);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, frame, frame]));
}
