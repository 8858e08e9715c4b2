import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../core/db/database';
import { databaseFingerprint } from './api-surface';
import { createTestDatabase } from './test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`insert into admins (name, email, password_hash) values ('Asha', 'asha@example.com', 'x')`,
  );
});
afterAll(async () => {
  await database.close();
});

const changes = {
  'an insert': sql`insert into admins (name, email, password_hash) values ('B', 'b@example.com', 'x')`,
  'an update to the same value': sql`update admins set name = name where email = 'asha@example.com'`,
  'a delete': sql`delete from admins where email = 'b@example.com'`,
};

describe('the database fingerprint the access matrix compares', () => {
  it.each(Object.entries(changes))('tells %s apart', async (_, change) => {
    const before = await databaseFingerprint(database.db);
    await database.db.execute(change);
    expect(await databaseFingerprint(database.db)).not.toEqual(before);
  });

  it('is the same after reads and after a write that was rolled back', async () => {
    const before = await databaseFingerprint(database.db);
    await database.db.execute(sql`select * from admins for update`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(changes['an insert']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await databaseFingerprint(database.db)).toEqual(before);
  });
});
