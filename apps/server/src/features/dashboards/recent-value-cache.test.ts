import { describe, expect, it, vi } from 'vitest';
import { recentValueCache } from './recent-value-cache';

function counter() {
  let n = 0;
  return vi.fn(async () => {
    n += 1;
    return n;
  });
}

describe('recentValueCache', () => {
  it('computes once while the value is recent', async () => {
    const compute = counter();
    const cache = recentValueCache(60_000, compute);
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('shares one computation among callers that arrive while it runs', async () => {
    const compute = counter();
    const cache = recentValueCache(60_000, compute);
    const values = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(values).toEqual([1, 1, 1]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('expires the value after its time', async () => {
    vi.useFakeTimers();
    try {
      const compute = counter();
      const cache = recentValueCache(5_000, compute);
      expect(await cache.get()).toBe(1);
      vi.advanceTimersByTime(5_001);
      expect(await cache.get()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a failed computation', async () => {
    const compute = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValueOnce(7);
    const cache = recentValueCache(60_000, compute);
    await expect(cache.get()).rejects.toThrow('database away');
    expect(await cache.get()).toBe(7);
  });

  it('computes every time when the time is zero', async () => {
    const compute = counter();
    const cache = recentValueCache(0, compute);
    await cache.get();
    await cache.get();
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
