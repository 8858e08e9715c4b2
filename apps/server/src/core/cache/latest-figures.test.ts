import { describe, expect, it } from 'vitest';
import { latestFigures } from './latest-figures';

/** Counts that finish when the test says, numbered in the order they began. */
function manualCounts() {
  const pending: ((value: number) => void)[] = [];
  const failing: ((error: Error) => void)[] = [];
  let started = 0;
  let running = 0;
  let mostAtOnce = 0;
  return {
    count: () =>
      new Promise<number>((resolve, reject) => {
        started += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        const n = started;
        pending.push(() => {
          running -= 1;
          resolve(n);
        });
        failing.push((error) => {
          running -= 1;
          reject(error);
        });
      }),
    finish: async () => {
      failing.shift();
      pending.shift()?.(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    fail: async () => {
      pending.shift();
      failing.shift()?.(new Error('the database went away'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    started: () => started,
    mostAtOnce: () => mostAtOnce,
  };
}

const settledNow = async <T>(promise: Promise<T>) => {
  const marker = Symbol('pending');
  const result = await Promise.race([
    promise,
    new Promise<typeof marker>((resolve) => setTimeout(() => resolve(marker), 0)),
  ]);
  return result === marker ? 'waiting' : result;
};

function figures(maxAgeMs = 5_000) {
  const counts = manualCounts();
  const errors: unknown[] = [];
  let clock = 1_000;
  const latest = latestFigures({
    count: counts.count,
    maxAgeMs,
    onError: (error) => errors.push(error),
    now: () => clock,
  });
  return { counts, errors, latest, tick: (ms: number) => (clock += ms) };
}

describe('figures kept by their latest count', () => {
  it('share one count among the readers that arrive while it runs', async () => {
    const { counts, latest } = figures();
    const readers = Array.from({ length: 50 }, () => latest.read());
    await counts.finish();
    expect(await Promise.all(readers)).toEqual(Array(50).fill(1));
    expect(counts.started()).toBe(1);
  });

  it('give readers the last figures at once after others change things, and count behind them', async () => {
    const { counts, latest } = figures();
    const first = latest.read('office');
    await counts.finish();
    expect(await first).toBe(1);

    latest.changed('warden-session');
    latest.changed();
    expect(await settledNow(latest.read('office'))).toBe(1);
    expect(counts.started()).toBe(2);
    await counts.finish();
    expect(await latest.read('office')).toBe(2);
    expect(counts.started()).toBe(2);
  });

  it('make the session that changed something wait for a count that includes it', async () => {
    const { counts, latest } = figures();
    const first = latest.read('office');
    await counts.finish();
    await first;

    latest.changed('office');
    const own = latest.read('office');
    expect(await settledNow(own)).toBe('waiting');
    await counts.finish();
    expect(await own).toBe(2);
  });

  it('run one count at a time however many change and read, and one more after it at most', async () => {
    const { counts, latest } = figures();
    const first = latest.read('office');
    // A count is under way when a hundred changes and readers arrive.
    const readers: Promise<number>[] = [];
    for (let n = 0; n < 100; n += 1) {
      latest.changed(`session-${n}`);
      readers.push(latest.read(`session-${n}`));
    }
    await counts.finish();
    expect(await first).toBe(1);
    expect(counts.started()).toBe(2);
    await counts.finish();
    expect(await Promise.all(readers)).toEqual(Array(100).fill(2));
    expect(counts.mostAtOnce()).toBe(1);
    expect(counts.started()).toBe(2);
  });

  it('count again, and wait for it, once the figures are older than their age', async () => {
    const { counts, latest, tick } = figures(5_000);
    const first = latest.read();
    await counts.finish();
    await first;
    tick(4_999);
    expect(await latest.read()).toBe(1);
    tick(2);
    const aged = latest.read();
    expect(await settledNow(aged)).toBe('waiting');
    await counts.finish();
    expect(await aged).toBe(2);
  });

  it('keep the last figures when a count behind them fails, and say so', async () => {
    const { counts, errors, latest } = figures();
    const first = latest.read();
    await counts.finish();
    await first;
    latest.changed();
    expect(await latest.read()).toBe(1);
    await counts.fail();
    expect(errors).toHaveLength(1);
    expect(await settledNow(latest.read())).toBe(1);
  });

  it('count for every read when kept for no time at all', async () => {
    const { counts, latest } = figures(0);
    const reads = [latest.read(), latest.read()];
    await counts.finish();
    await counts.finish();
    expect(await Promise.all(reads)).toEqual([1, 2]);
  });
});
