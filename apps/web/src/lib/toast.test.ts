import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenToasterWanted } from './toast';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenToasterWanted', () => {
  it('settles even when the window is gone by the time the delay ends, as after a test', async () => {
    vi.useFakeTimers();
    const wanted = whenToasterWanted(Promise.resolve());
    vi.stubGlobal('window', undefined);
    await vi.advanceTimersByTimeAsync(1_100);
    await expect(wanted).resolves.toBeUndefined();
  });
});
