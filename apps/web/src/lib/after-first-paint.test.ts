import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type Report = (names: string[]) => void;

/** A PerformanceObserver whose paint reports the test sends, through the returned function. */
function stubPaintTiming(supportedEntryTypes: string[] = ['paint']): { report: Report } {
  const callbacks: PerformanceObserverCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(callback: PerformanceObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {
      callbacks.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report: (names) => {
      const list = {
        getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const callback of [...callbacks]) {
        callback(list, {} as PerformanceObserver);
      }
    },
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts once the first contentful paint is reported, and only once', () => {
    const { report } = stubPaintTiming();
    const start = vi.fn();

    afterFirstPaint(start);
    report(['first-paint']);
    expect(start).not.toHaveBeenCalled();

    report(['first-contentful-paint']);
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no report comes', () => {
    stubPaintTiming();
    const start = vi.fn();

    afterFirstPaint(start);
    vi.advanceTimersByTime(249);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a browser that reports no paints', () => {
    stubPaintTiming([]);
    const start = vi.fn();

    afterFirstPaint(start);

    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    stubPaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();

    afterFirstPaint(start);

    expect(start).toHaveBeenCalledTimes(1);
  });
});
