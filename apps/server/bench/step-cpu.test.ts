import { describe, expect, it } from 'vitest';
import { worksFor } from './step-cpu';

describe("the mix's CPU meter", () => {
  it("counts the bench database's backends and PostgreSQL's own workers, not other databases'", () => {
    const backend = (database: string) =>
      `postgres: 15/main: postgres ${database} 127.0.0.1(36614) idle `;
    expect(worksFor(backend('bench_two'), 'bench_two')).toBe(true);
    expect(worksFor(backend('test_copy_1'), 'bench_two')).toBe(false);
    expect(worksFor(backend('bench_two_old'), 'bench_two')).toBe(false);
    expect(worksFor('postgres: 15/main: postgres bench_two [local] SELECT ', 'bench_two')).toBe(
      true,
    );
    expect(worksFor('postgres: 15/main: walwriter   ', 'bench_two')).toBe(true);
    expect(worksFor('postgres: 15/main: autovacuum worker ', 'bench_two')).toBe(true);
  });
});
