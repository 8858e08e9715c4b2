import { describe, expect, it } from 'vitest';
import { renewDelayMs } from './gate-pass-api';

const at = (ms: number) => ({ expiresAt: new Date(ms).toISOString() });

describe('renewDelayMs', () => {
  it('fetches the next code two seconds before this one expires', () => {
    expect(renewDelayMs(at(1_000_000 + 20_000), 1_000_000)).toBe(18_000);
  });

  it('waits at least five seconds, so a phone whose clock runs ahead does not ask every moment', () => {
    expect(renewDelayMs(at(1_000_000 - 60_000), 1_000_000)).toBe(5_000);
  });

  it('waits at most one window, so the code shown is always one the gate reads', () => {
    expect(renewDelayMs(at(1_000_000 + 600_000), 1_000_000)).toBe(30_000);
  });
});
