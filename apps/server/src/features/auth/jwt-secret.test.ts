import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret';

describe('the token signing secret', () => {
  it('prefers JWT_SECRET', () => {
    expect(resolveJwtSecret('configured-secret-configured-secret', '/nonexistent')).toBe(
      'configured-secret-configured-secret',
    );
  });

  it('generates a secret into the data directory once, owner-readable only, and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-secret-'));
    try {
      const first = resolveJwtSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(64);
      expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(resolveJwtSecret(undefined, dir)).toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
