import { describe, expect, it } from 'vitest';
import { cpuFromStat, processCpuMicros } from './cpu-meter';

describe('the benchmark CPU meter', () => {
  it('reads user and system time after a command name holding spaces and brackets', () => {
    const stat = '4242 (node (a) b) S 1 4242 4242 0 -1 4194560 900 0 0 0 250 75 0 0 20 0 11 0';
    expect(cpuFromStat(stat)).toBe((250 + 75) * 10_000);
  });

  it("adds the time of ended children when asked, as PostgreSQL's postmaster keeps it", () => {
    const stat = '17 (postgres) S 1 17 17 0 -1 4194560 900 0 0 0 40 10 300 60 20 0 11 0';
    expect(cpuFromStat(stat)).toBe((40 + 10) * 10_000);
    expect(cpuFromStat(stat, { withEndedChildren: true })).toBe((40 + 10 + 300 + 60) * 10_000);
  });

  it("agrees with node's own count for this process, within three ticks", () => {
    const before = processCpuMicros(process.pid);
    const own = process.cpuUsage();
    let spent = 0;
    while (spent < 200_000) {
      const used = process.cpuUsage(own);
      spent = used.user + used.system;
    }
    const after = processCpuMicros(process.pid);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(Math.abs((after ?? 0) - (before ?? 0) - spent)).toBeLessThanOrEqual(30_000);
  });
});
