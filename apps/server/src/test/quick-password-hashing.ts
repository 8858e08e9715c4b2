import { vi } from 'vitest';
import type * as PasswordModule from '../features/auth/password';

/**
 * Test files sign accounts up by the hundred (the access matrix alone arranges a world of five
 * accounts for each of its routes), and argon2id at the product's cost takes about 30 ms a
 * password. Here passwords are hashed by the same function at argon2id's lowest memory cost;
 * verifying reads the cost from the hash, so signing in works as it does in production.
 */
vi.mock('../features/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  const { hash } = await import('@node-rs/argon2');
  return {
    ...real,
    hashPassword: (password: string) => hash(password, { memoryCost: 1024, timeCost: 1 }),
  };
});
