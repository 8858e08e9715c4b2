/**
 * mulberry32: a few lines, well spread, and seeded, so the same seed gives the same sequence on
 * every run and every machine. It only spreads load; nothing secret depends on it.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Returns a function that picks an index into `weights`, each in proportion to its weight. Picks
 * are drawn at random rather than in a fixed rotation so that no entry always follows another
 * (a server cache warmed by one entry would flatter the next), yet seeded, so two runs send the
 * same entries in the same order.
 */
export function weightedPicker(weights: readonly number[], seed: number): () => number {
  if (weights.length === 0) throw new Error('the mix has no entry');
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    if (!Number.isFinite(weight) || weight <= 0) {
      throw new Error(`a mix weight must be a positive number, not ${weight}`);
    }
    total += weight;
    cumulative.push(total);
  }
  const random = seededRandom(seed);
  return () => {
    const drawn = random() * total;
    const index = cumulative.findIndex((bound) => drawn < bound);
    // Rounding can leave `drawn` a hair above the last bound.
    return index === -1 ? weights.length - 1 : index;
  };
}

/** Resolves once `performance.now()` reaches `atMs`, at once when it already has. */
export function sleepUntil(atMs: number): Promise<void> {
  const wait = atMs - performance.now();
  if (wait <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, wait));
}
