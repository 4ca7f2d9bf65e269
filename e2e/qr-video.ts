import fs from 'node:fs';
import encodeQR from 'qr';

/**
 * Writes a Y4M video (Chromium's fake camera reads it with
 * --use-file-for-fake-video-capture) showing one QR code, dark on white, centred, as a
 * phone would see a station display held at arm's length.
 */
export function writeQrVideo(file: string, text: string, width = 640, height = 480): void {
  const matrix = encodeQR(text, 'raw', { border: 4 });
  const modules = matrix.length;
  const scale = Math.floor((Math.min(width, height) * 0.85) / modules);
  const left = Math.floor((width - modules * scale) / 2);
  const top = Math.floor((height - modules * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules * scale; y++)
    for (let x = 0; x < modules * scale; x++)
      if (matrix[Math.floor(y / scale)]![Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, frame, frame]));
}
