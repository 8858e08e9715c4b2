import { describe, expect, it, vi } from 'vitest';
import { recentValues } from './recent-values';

function counter() {
  let n = 0;
  return vi.fn(async () => {
    n += 1;
    return n;
  });
}

describe('recentValues', () => {
  it('computes once per key while the value is recent', async () => {
    const compute = counter();
    const values = recentValues<number>(60_000);
    expect(await values.get('a', compute)).toBe(1);
    expect(await values.get('a', compute)).toBe(1);
    expect(await values.get('b', compute)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation among callers that arrive while it runs', async () => {
    const compute = counter();
    const values = recentValues<number>(60_000);
    const all = await Promise.all([1, 2, 3].map(() => values.get('a', compute)));
    expect(all).toEqual([1, 1, 1]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('runs a query that runs at each await, such as a query builder, once', async () => {
    let runs = 0;
    // Like a Drizzle query: nothing runs until it is awaited, and it runs again at each await.
    const query = {
      then<R>(resolve: (value: number) => R) {
        runs += 1;
        return Promise.resolve(runs).then(resolve);
      },
    } as Promise<number>;
    const values = recentValues<number>(60_000);
    expect(await values.get('a', () => query)).toBe(1);
    expect(await values.get('a', () => query)).toBe(1);
    expect(runs).toBe(1);
  });

  it('computes again once the value has had its time', async () => {
    vi.useFakeTimers();
    try {
      const compute = counter();
      const values = recentValues<number>(5_000);
      expect(await values.get('a', compute)).toBe(1);
      vi.advanceTimersByTime(4_999);
      expect(await values.get('a', compute)).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await values.get('a', compute)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a failed computation', async () => {
    const compute = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValueOnce(7);
    const values = recentValues<number>(60_000);
    await expect(values.get('a', compute)).rejects.toThrow('database away');
    expect(await values.get('a', compute)).toBe(7);
  });

  it('keeps at most its number of keys, the oldest going first', async () => {
    const compute = counter();
    const values = recentValues<number>(60_000, 2);
    await values.get('a', compute);
    await values.get('b', compute);
    await values.get('c', compute);
    expect(await values.get('b', compute)).toBe(2);
    expect(await values.get('a', compute)).toBe(4);
  });

  it('computes every time when the time is zero', async () => {
    const compute = counter();
    const values = recentValues<number>(0);
    await values.get('a', compute);
    await values.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
