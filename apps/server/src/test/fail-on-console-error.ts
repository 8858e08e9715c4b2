import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug that a passing test would hide.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});
