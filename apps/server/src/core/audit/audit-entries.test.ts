import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { auditEntries } from '../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { recordChange, type Actor } from './record-change';

const office: Actor = { _id: randomUUID(), role: 'admin', name: 'Asha Menon' };

describe('audit entries', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const entriesFor = (entityId: string) =>
    database.db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.entityId} = ${entityId}`);

  it('keeps who did what to which record, before and after, with no secret in either', async () => {
    const studentId = randomUUID();
    await recordChange(database.db, office, {
      action: 'student.update',
      entityType: 'student',
      entityId: studentId,
      before: { name: 'Ravi', passwordHash: 'x', login: { token: 't', at: new Date(0) } },
      after: { name: 'Ravi Kumar', password: 'y' },
    });
    const [entry] = await entriesFor(studentId);
    expect(entry).toMatchObject({
      actorId: office._id,
      actorRole: 'admin',
      actorName: 'Asha Menon',
      action: 'student.update',
      entityType: 'student',
      before: { name: 'Ravi', login: { at: '1970-01-01T00:00:00.000Z' } },
      after: { name: 'Ravi Kumar' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/password|token/i);
  });

  it('is refused an entry that names no record at all', async () => {
    await expect(
      recordChange(database.db, office, {
        action: 'student.update',
        entityType: 'student',
        entityId: randomUUID(),
      }),
    ).rejects.toThrow();
  });

  it('leaves no entry when the change it records rolls back', async () => {
    const hostelId = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await recordChange(tx, office, {
          action: 'hostel.delete',
          entityType: 'hostel',
          entityId: hostelId,
          before: { name: 'Tagore House' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesFor(hostelId)).toEqual([]);
  });

  describe('the database refuses to alter one', () => {
    const entityId = randomUUID();
    beforeAll(async () => {
      await recordChange(database.db, office, {
        action: 'room.create',
        entityType: 'room',
        entityId,
        after: { roomNumber: '101' },
      });
    });

    it.each([
      ['an update', sql`update audit_entries set actor_name = 'someone else'`],
      ['a delete', sql`delete from audit_entries`],
      ['emptying the table', sql`truncate audit_entries`],
    ])('%s is refused and the entry stays as written', async (_name, statement) => {
      await expect(database.db.execute(statement)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: 'HMS05' }),
      });
      const [entry] = await entriesFor(entityId);
      expect(entry).toMatchObject({ actorName: 'Asha Menon', after: { roomNumber: '101' } });
    });
  });
});
