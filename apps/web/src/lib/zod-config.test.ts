import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod-config', () => {
  it('turns off the eval-based parsers of the Zod that is installed', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
