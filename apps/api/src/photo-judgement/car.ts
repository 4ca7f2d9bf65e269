/**
 * Is there a car in the photo? A COCO object detector (CenterNet on MobileNetV3, 4 MB of
 * weights shipped inside the npm package @vladmandic/human) run by TensorFlow.js on its
 * WebAssembly backend: no native library, nothing downloaded (docs/decisions/0038).
 *
 * It costs about 0.1 s of CPU a photo, so it never runs on a request: car-check.ts runs it on
 * a thread of its own, after the wash is recorded.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The side of the square the photo is shrunk to. The model was trained at 512; on the photo
 * corpus stored as washes (bench/car-detector.ts, decision 0038), 320 keeps the shares the
 * product needs at 103 ms of CPU a photo (384: 155 ms, 512: about 300 ms), and 256 (74 ms)
 * lists too many car photos.
 */
export const CAR_INPUT_SIDE = 320;

/**
 * The score from which a vehicle counts as seen: cars, vans, lorries, buses and motorbikes
 * all count, a car wash washes them (and the model often names a van a lorry). Below it, the
 * wash is listed « Aucune voiture visible ». At 320 px on the corpus in its six forms: 6.8 %
 * of the vehicle photos listed, 93.5 % of the others (at 0.1: 8.5 % and 95.7 %).
 */
export const CAR_SEEN_SCORE = 0.08;

/** The detector's thread's name on Linux (15 characters at most). */
export const CAR_DETECTOR_THREAD = 'car detector';

/** COCO's classes as the model numbers them (from 0): car, motorcycle, bus, truck. */
const VEHICLE_CLASSES = new Set([2, 3, 5, 7]);

/** Whether a photo scored this shows a vehicle. */
export function carSeen(score: number): boolean {
  return score >= CAR_SEEN_SCORE;
}

const require = createRequire(import.meta.url);

function packageFolder(name: string): string {
  let folder = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
}

interface ModelFile {
  modelTopology: { node: { name: string; attr: Record<string, unknown> }[] };
  weightsManifest: {
    weights: { name: string; shape: number[]; dtype: string; quantization?: { dtype: string } }[];
  }[];
}

/**
 * The model's graph fixes a 512-pixel input: its upsampling sizes and its heat map's side are
 * constants folded into the weights. They are rewritten for `side` (a multiple of 32), in
 * memory: the shipped files are left as they are.
 */
function modelForSide(side: number): { json: ModelFile; weights: ArrayBuffer } {
  const folder = path.join(packageFolder('@vladmandic/human'), 'models');
  const json = JSON.parse(fs.readFileSync(path.join(folder, 'centernet.json'), 'utf8')) as ModelFile;
  const bytes = new Uint8Array(fs.readFileSync(path.join(folder, 'centernet.bin')));
  const view = new DataView(bytes.buffer);
  const grid = side / 4;
  const sized: Record<string, number[]> = {
    'tower_0/CenternetHead/c5_upsample/up_sampling2d/mul': [side / 16, side / 16],
    'tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul': [side / 8, side / 8],
    'tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul': [grid, grid],
    'tower_0/strided_slice_6': [grid],
    'tower_0/BatchGather/concat': [grid * grid, 4],
  };
  const bytesPer: Record<string, number> = { uint8: 1, uint16: 2, float16: 2 };
  let offset = 0;
  let rewritten = 0;
  for (const weight of json.weightsManifest[0]?.weights ?? []) {
    const values = sized[weight.name];
    if (values) {
      values.forEach((value, index) => view.setInt32(offset + 4 * index, value, true));
      rewritten += 1;
    }
    const count = weight.shape.reduce((product, size) => product * size, 1);
    offset += count * (weight.quantization ? (bytesPer[weight.quantization.dtype] ?? 4) : 4);
  }
  const input = json.modelTopology.node.find((node) => node.name === 'tower_0/images');
  if (rewritten !== Object.keys(sized).length || offset !== bytes.byteLength || !input)
    throw new Error('centernet: the model file is not the one this code knows');
  input.attr.shape = { shape: { dim: [1, side, side, 3].map((size) => ({ size: String(size) })) } };
  return { json, weights: bytes.buffer };
}

export interface CarDetector {
  /** The highest vehicle score in a photo (JPEG, PNG, WebP), from 0 to 1. */
  vehicleScore(image: Buffer): Promise<number>;
}

/** Loads the model (about 1 s) for photos shrunk to `side`. */
export async function loadCarDetector(side = CAR_INPUT_SIDE): Promise<CarDetector> {
  const tf = await import('@tensorflow/tfjs-core');
  const { loadGraphModel } = await import('@tensorflow/tfjs-converter');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  if (tf.getBackend() !== 'wasm') {
    wasm.setWasmPaths(`${path.join(packageFolder('@tensorflow/tfjs-backend-wasm'), 'dist')}/`);
    await tf.setBackend('wasm');
    await tf.ready();
  }
  const { json, weights } = modelForSide(side);
  const model = await loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest[0]?.weights as never,
      weightData: weights,
    }),
  );
  return {
    async vehicleScore(image) {
      // Stretched to the square, as the model's authors feed it.
      const pixels = await sharp(image)
        .rotate()
        .removeAlpha()
        .toColourspace('srgb')
        .resize(side, side, { fit: 'fill' })
        .raw()
        .toBuffer();
      const input = tf.tensor4d(new Float32Array(pixels), [1, side, side, 3]);
      const output = model.execute(input, ['tower_0/detections']) as import('@tensorflow/tfjs-core').Tensor;
      // 100 detections: x1, y1, x2, y2, score, class.
      const detections = (await output.array()) as number[][][];
      tf.dispose([input, output]);
      let best = 0;
      for (const [, , , , score = 0, label = -1] of detections[0] ?? [])
        if (VEHICLE_CLASSES.has(label) && score > best) best = score;
      return best;
    },
  };
}
