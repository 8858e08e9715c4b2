import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../core/db/database';
import { createTestDatabase } from '../../test/test-database';
import { createLoginThrottle, sweepThrottle } from './login-throttle';

const LIMITS = { perIdentifier: 3, perAddress: 5, windowMs: 10 * 60_000 };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Moves a key's failures `minutes` into the past, as the clock would. */
async function age(key: string, minutes: number) {
  await database.db.execute(
    sql`update sign_in_failures set failed_at = failed_at - (${minutes}::int * interval '1 minute') where key = ${key}`,
  );
}

describe('the sign-in throttle', () => {
  it('blocks an identifier after its failures and says how long to wait', async () => {
    const throttle = createLoginThrottle(database.db, 'test-wait', LIMITS);
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('asha@college.edu', '10.0.0.1');
    await expect(throttle.check('ASHA@college.edu', '10.0.0.2')).rejects.toThrow(
      'Too many attempts. Try again in 10 minutes.',
    );
    await age('id:asha@college.edu', 9);
    await expect(throttle.check('asha@college.edu', '10.0.0.2')).rejects.toThrow(
      'Too many attempts. Try again in 1 minute.',
    );
    await age('id:asha@college.edu', 1);
    await expect(throttle.check('asha@college.edu', '10.0.0.2')).resolves.toBeUndefined();
  });

  it('blocks an address trying many identifiers', async () => {
    const throttle = createLoginThrottle(database.db, 'test-address', LIMITS);
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure(`user${i}@college.edu`, '10.0.0.9');
    await expect(throttle.check('someone-new@college.edu', '10.0.0.9')).rejects.toThrow(
      /Too many attempts/,
    );
    await expect(throttle.check('someone-new@college.edu', '10.0.0.10')).resolves.toBeUndefined();
  });

  it('forgets an identifier after a successful sign-in', async () => {
    const throttle = createLoginThrottle(database.db, 'test-success', LIMITS);
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('ravi', '10.0.0.1');
    await throttle.recordSuccess('ravi');
    await throttle.recordFailure('ravi', '10.0.0.1');
    await expect(throttle.check('ravi', '10.0.0.1')).resolves.toBeUndefined();
  });

  it('counts each scope apart, so reset requests spend no sign-in tries', async () => {
    const signIn = createLoginThrottle(database.db, 'test-scope-a', LIMITS);
    const reset = createLoginThrottle(database.db, 'test-scope-b', LIMITS);
    for (let i = 0; i < 3; i += 1) await reset.recordFailure('meera', '10.0.0.3');
    await expect(reset.check('meera', '10.0.0.3')).rejects.toThrow(/Too many attempts/);
    await expect(signIn.check('meera', '10.0.0.3')).resolves.toBeUndefined();
  });

  it('counts the failures two throttles over one database record alike', async () => {
    // Two servers are two throttles over one table.
    const first = createLoginThrottle(database.db, 'test-shared', LIMITS);
    const second = createLoginThrottle(database.db, 'test-shared', LIMITS);
    await first.recordFailure('kiran', '10.0.0.4');
    await second.recordFailure('kiran', '10.0.0.5');
    await first.recordFailure('kiran', '10.0.0.6');
    await expect(second.check('kiran', '10.0.0.7')).rejects.toThrow(/Too many attempts/);
  });

  it('sweeps failures older than any window', async () => {
    const throttle = createLoginThrottle(database.db, 'test-sweep', LIMITS);
    await throttle.recordFailure('old', '10.0.0.8');
    await throttle.recordFailure('new', '10.0.0.8');
    await age('id:old', 61);
    await age('ip:10.0.0.8', 61);
    await sweepThrottle(database.db);
    const rows = await database.db.execute(
      sql`select key from sign_in_failures where scope = 'test-sweep' order by key`,
    );
    expect((rows as unknown as { rows: { key: string }[] }).rows).toEqual([{ key: 'id:new' }]);
  });
});
