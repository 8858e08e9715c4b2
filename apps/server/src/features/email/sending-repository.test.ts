import { describe, expect, it } from 'vitest';
import { retryDelayMs, sendBudgetMs } from './sending-repository';

describe('the waits between attempts', () => {
  it('double from the base after each failure, up to an hour', () => {
    const waits = [1, 2, 3, 4, 7, 8, 20].map((made) => retryDelayMs(made, 30_000));
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('give each attempt at least ten seconds, however short the base', () => {
    expect(sendBudgetMs(1, 100)).toBe(10_000);
    expect(sendBudgetMs(1, 30_000)).toBe(30_000);
  });
});
