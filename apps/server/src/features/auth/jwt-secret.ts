import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `JWT_SECRET` when it is set; otherwise a secret generated on first start and kept in the data
 * directory (readable by the owner only), so that sessions survive a restart and no secret is
 * ever in the repository (docs/product-rules.md#sessions).
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another server wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}
