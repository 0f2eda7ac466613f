/**
 * Trains a linear model (edge/chat/understanding/linear-model.ts) by stochastic gradient descent
 * with AdaGrad steps and L2 regularisation, in a fixed order (a seeded shuffle), so the same data
 * always gives the same model.
 */
import type { LinearModel } from "../../edge/chat/understanding/linear-model.ts";

export interface Example {
  x: Map<number, number>;
  /** index into the classes */
  y: number;
  /** how much this example counts (default 1) */
  weight?: number;
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: number;
  /** features seen in fewer examples than this are left out */
  minCount?: number;
}

/** A small, seeded pseudo-random generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function train(
  examples: Example[],
  classes: string[],
  { epochs = 10, rate = 0.4, l2 = 1e-6, seed = 7, minCount = 1 }: TrainOptions = {},
): LinearModel {
  const width = classes.length;
  const counts = new Map<number, number>();
  for (const { x } of examples) {
    for (const id of x.keys()) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  // dense indices for the features kept, so the inner loops run over typed arrays
  const index = new Map<number, number>();
  for (const [id, count] of counts) if (count >= minCount) index.set(id, index.size);
  const rows = examples.map(({ x }) => {
    const ids: number[] = [];
    const values: number[] = [];
    for (const [id, value] of x) {
      const i = index.get(id);
      if (i !== undefined) {
        ids.push(i * width);
        values.push(value);
      }
    }
    return { ids: Int32Array.from(ids), values: Float64Array.from(values) };
  });
  const weights = new Float64Array(index.size * width);
  const squares = new Float64Array(index.size * width).fill(1e-2);
  const order = examples.map((_, i) => i);
  const next = random(seed);
  const scores = new Float64Array(width);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const e of order) {
      const { ids, values } = rows[e];
      const { y, weight = 1 } = examples[e];
      scores.fill(0);
      for (let k = 0; k < ids.length; k++) {
        const base = ids[k];
        const value = values[k];
        for (let c = 0; c < width; c++) scores[c] += weights[base + c] * value;
      }
      let max = -Infinity;
      for (let c = 0; c < width; c++) if (scores[c] > max) max = scores[c];
      let sum = 0;
      for (let c = 0; c < width; c++) sum += scores[c] = Math.exp(scores[c] - max);
      for (let c = 0; c < width; c++) scores[c] = (scores[c] / sum - (c === y ? 1 : 0)) * weight;
      for (let k = 0; k < ids.length; k++) {
        const base = ids[k];
        const value = values[k];
        for (let c = 0; c < width; c++) {
          const at = base + c;
          const gradient = scores[c] * value + l2 * weights[at];
          squares[at] += gradient * gradient;
          weights[at] -= rate * gradient / Math.sqrt(squares[at]);
        }
      }
    }
  }
  const model = new Map<number, Float32Array>();
  for (const [id, i] of index) {
    model.set(id, Float32Array.from(weights.subarray(i * width, (i + 1) * width)));
  }
  return { classes, weights: model };
}
