import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListTotals } from './list-totals';

afterEach(() => {
  vi.useRealTimers();
});

describe('createListTotals', () => {
  it('gives back a kept total for its own key only', () => {
    const totals = createListTotals(60_000);
    totals.keep('complaints:{"status":"Open"}', 12, totals.begin());
    expect(totals.lookup('complaints:{"status":"Open"}')).toBe(12);
    expect(totals.lookup('complaints:{"status":"Closed"}')).toBeUndefined();
  });

  it('forgets every total when cleared', () => {
    const totals = createListTotals(60_000);
    totals.keep('a', 1, totals.begin());
    totals.keep('b', 2, totals.begin());
    totals.clear();
    expect(totals.lookup('a')).toBeUndefined();
    expect(totals.lookup('b')).toBeUndefined();
  });

  it('does not keep a total counted while a change landed', () => {
    const totals = createListTotals(60_000);
    const startedIn = totals.begin();
    totals.clear(); // a write is answered while the count runs
    totals.keep('a', 1, startedIn);
    expect(totals.lookup('a')).toBeUndefined();
    totals.keep('a', 2, totals.begin());
    expect(totals.lookup('a')).toBe(2);
  });

  it('expires a total after its time', () => {
    vi.useFakeTimers();
    const totals = createListTotals(5_000);
    totals.keep('a', 1, totals.begin());
    vi.advanceTimersByTime(4_999);
    expect(totals.lookup('a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(totals.lookup('a')).toBeUndefined();
  });

  it('keeps nothing when its time is zero', () => {
    const totals = createListTotals(0);
    totals.keep('a', 1, totals.begin());
    expect(totals.lookup('a')).toBeUndefined();
  });

  it('keeps at most its number of filters, dropping the oldest first', () => {
    const totals = createListTotals(60_000, 2);
    totals.keep('a', 1, totals.begin());
    totals.keep('b', 2, totals.begin());
    totals.keep('a', 3, totals.begin()); // kept again: now the newest
    totals.keep('c', 4, totals.begin());
    expect(totals.lookup('b')).toBeUndefined();
    expect(totals.lookup('a')).toBe(3);
    expect(totals.lookup('c')).toBe(4);
  });

  it('lets later calls wait for a count under way, until it settles or a change lands', async () => {
    const totals = createListTotals(60_000);
    let settle: (total: number) => void = () => {};
    const count = new Promise<number | undefined>((resolve) => (settle = resolve));
    totals.share('a', count);
    expect(totals.counting('a')).toBe(count);
    expect(totals.counting('b')).toBeUndefined();
    settle(7);
    await count;
    await Promise.resolve();
    expect(totals.counting('a')).toBeUndefined();

    totals.share('a', new Promise<number | undefined>(() => {}));
    totals.clear();
    expect(totals.counting('a')).toBeUndefined();
  });

  it('shares no count when its time is zero', () => {
    const totals = createListTotals(0);
    totals.share('a', Promise.resolve(1));
    expect(totals.counting('a')).toBeUndefined();
  });
});

describe("createListTotals' note of short walks (decision 030)", () => {
  it('stops walks as far as one came short, until the total goes', () => {
    const totals = createListTotals(60_000);
    totals.keep('a', 500, totals.begin());
    expect(totals.walkMayReach('a', 120)).toBe(true);
    totals.walkCameShort('a', 120);
    expect(totals.walkMayReach('a', 120)).toBe(false);
    expect(totals.walkMayReach('a', 140)).toBe(false);
    expect(totals.walkMayReach('a', 100)).toBe(true);
    totals.walkCameShort('a', 160); // further than the note already says: changes nothing
    expect(totals.walkMayReach('a', 140)).toBe(false);
    expect(totals.walkMayReach('b', 140)).toBe(true);

    totals.keep('a', 500, totals.begin()); // counted anew
    expect(totals.walkMayReach('a', 120)).toBe(true);
    totals.walkCameShort('a', 120);
    totals.clear();
    expect(totals.walkMayReach('a', 120)).toBe(true);
  });
});
