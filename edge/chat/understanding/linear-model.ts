/**
 * A multinomial logistic regression over hashed sparse features (./features.ts): the chat's
 * trained models. The build writes each as a binary file (dist/chat-*.bin): a short header, the
 * feature ids, one scale per feature, then the weights as 8-bit integers (a quarter of float32).
 * The server maps the file straight into typed arrays: nothing to parse, so a cold start stays
 * quick, and a message is scored by streaming its features through an open-addressed table.
 */
import { type FeatureOptions, visitFeatures } from "./features.ts";

/** A model while it is trained (scripts/chat/train-linear.ts). */
export interface LinearModel {
  classes: string[];
  /** feature id → one weight per class */
  weights: Map<number, Float32Array>;
}

const MAGIC = 0x4c494e31; // "LIN1"

/** The binary form: header (magic, classes, features), ids, scales, int8 weights. */
export function encodeModel(model: LinearModel): Uint8Array {
  const ids = [...model.weights.keys()].sort((a, b) => a - b);
  const width = model.classes.length;
  const head = 12;
  const bytes = new Uint8Array(head + ids.length * 8 + ids.length * width);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, width, true);
  view.setUint32(8, ids.length, true);
  const weights = new Int8Array(bytes.buffer, head + ids.length * 8);
  ids.forEach((id, i) => {
    const row = model.weights.get(id)!;
    let max = 0;
    for (const w of row) max = Math.max(max, Math.abs(w));
    const scale = max / 127 || 1;
    view.setUint32(head + i * 4, id, true);
    view.setFloat32(head + ids.length * 4 + i * 4, scale, true);
    for (let c = 0; c < width; c++) weights[i * width + c] = Math.round(row[c] / scale);
  });
  return bytes;
}

export class CompiledModel {
  readonly width: number;
  private weights: Int8Array;
  private scales: Float32Array;
  /** open addressing: slot → row + 1 (0 is empty); ids kept beside it */
  private slots: Int32Array;
  private slotIds: Uint32Array;
  private mask: number;

  constructor(readonly classes: string[], bytes: Uint8Array) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(0, true) !== MAGIC) throw new Error("not a chat model file");
    this.width = view.getUint32(4, true);
    if (this.width !== classes.length) throw new Error("chat model: classes do not match");
    const count = view.getUint32(8, true);
    const head = 12;
    if (bytes.byteLength !== head + count * 8 + count * this.width) {
      throw new Error("chat model: the file is truncated");
    }
    const copy = bytes.slice(); // aligned, and ours
    const ids = new Uint32Array(copy.buffer, head, count);
    this.scales = new Float32Array(copy.buffer, head + count * 4, count);
    this.weights = new Int8Array(copy.buffer, head + count * 8, count * this.width);
    let size = 1;
    while (size < count * 2) size <<= 1;
    this.mask = size - 1;
    this.slots = new Int32Array(size);
    this.slotIds = new Uint32Array(size);
    for (let row = 0; row < count; row++) {
      let slot = ids[row] & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = row + 1;
      this.slotIds[slot] = ids[row];
    }
  }

  private row(id: number): number {
    let slot = id & this.mask;
    while (this.slots[slot] !== 0) {
      if (this.slotIds[slot] === id) return this.slots[slot] - 1;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  /** Class probabilities for `message` (softmax of the summed weights). */
  predict(message: string, options?: FeatureOptions): Float64Array {
    const { width, weights, scales } = this;
    const scores = new Float64Array(width);
    visitFeatures(message, (id, value) => {
      const row = this.row(id);
      if (row < 0) return;
      const factor = scales[row] * value;
      const base = row * width;
      for (let c = 0; c < width; c++) scores[c] += weights[base + c] * factor;
    }, options);
    let max = -Infinity;
    for (const s of scores) max = Math.max(max, s);
    let sum = 0;
    for (let c = 0; c < width; c++) sum += scores[c] = Math.exp(scores[c] - max);
    for (let c = 0; c < width; c++) scores[c] /= sum;
    return scores;
  }
}
