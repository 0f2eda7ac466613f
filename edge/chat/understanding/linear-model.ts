/**
 * A multinomial logistic regression over hashed sparse features (./features.ts): the chat's
 * trained models, as the build writes them into dist/chat-model.json and the server reads them.
 * Weights are stored as 8-bit integers with one scale per feature, about a quarter of float32.
 */

export interface LinearModel {
  classes: string[];
  /** feature id → one weight per class */
  weights: Map<number, Float32Array>;
}

/** Class probabilities for the features `x` (softmax of the summed weights). */
export function predict(model: LinearModel, x: Map<number, number>): Float64Array {
  const scores = new Float64Array(model.classes.length);
  for (const [id, value] of x) {
    const row = model.weights.get(id);
    if (!row) continue;
    for (let c = 0; c < scores.length; c++) scores[c] += row[c] * value;
  }
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    scores[c] = Math.exp(scores[c] - max);
    sum += scores[c];
  }
  for (let c = 0; c < scores.length; c++) scores[c] /= sum;
  return scores;
}

export interface StoredModel {
  classes: string[];
  /** feature ids, ascending */
  ids: number[];
  /** one scale per feature */
  scales: number[];
  /** base64 of the int8 weights, feature by feature, class by class */
  weights: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function storeModel(model: LinearModel): StoredModel {
  const ids = [...model.weights.keys()].sort((a, b) => a - b);
  const width = model.classes.length;
  const bytes = new Int8Array(ids.length * width);
  const scales = ids.map((id, i) => {
    const row = model.weights.get(id)!;
    let max = 0;
    for (const w of row) max = Math.max(max, Math.abs(w));
    const scale = max / 127 || 1;
    for (let c = 0; c < width; c++) bytes[i * width + c] = Math.round(row[c] / scale);
    return Number(scale.toPrecision(6));
  });
  return {
    classes: model.classes,
    ids,
    scales,
    weights: toBase64(new Uint8Array(bytes.buffer)),
  };
}

export function loadModel(stored: StoredModel): LinearModel {
  const width = stored.classes.length;
  const bytes = new Int8Array(fromBase64(stored.weights).buffer);
  if (bytes.length !== stored.ids.length * width) throw new Error("chat model: weights do not fit");
  const weights = new Map<number, Float32Array>();
  stored.ids.forEach((id, i) => {
    const row = new Float32Array(width);
    for (let c = 0; c < width; c++) row[c] = bytes[i * width + c] * stored.scales[i];
    weights.set(id, row);
  });
  return { classes: stored.classes, weights };
}
