import { importMessages } from '@hms/shared/imports';
import { apiMessages } from '@hms/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/api-surface';
import { createHostel, createRoom, registerAdmin } from '../../test/factories';
import { importStudents, studentLine, studentsFile } from '../../test/import-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let token: string;
let place: { Hostel: string; Room: string };
beforeAll(async () => {
  app = await createTestApp();
  token = (await registerAdmin(app)).token;
  const hostel = await createHostel(app, token, {
    type: 'Girls',
    totalRooms: 5,
    totalCapacity: 20,
  });
  const room = await createRoom(app, token, hostel._id, { type: 'Quadruple' });
  place = { Hostel: String(hostel.name), Room: String(room.roomNumber) };
});
afterEach(async () => {
  await app.db.execute(sql`drop trigger if exists fails_part_way on audit_entries`);
  await app.db.execute(sql`drop trigger if exists fails_part_way on residencies`);
});
afterAll(async () => {
  await app.close();
});

/** A file that would save a thousand students and more, a few of them into beds. */
const bigFile = () =>
  studentsFile(Array.from({ length: 1_100 }, (_, i) => studentLine(i % 400 === 0 ? place : {})));

describe('saving an import is all or nothing', () => {
  it('saves nothing when one row is refused', async () => {
    const lines = [
      ...Array.from({ length: 4 }, () => studentLine(place)),
      studentLine({ Year: 7 }),
    ];
    const before = await databaseFingerprint(app.db);
    const answer = await importStudents(app, token, studentsFile(lines), true);
    expect(answer.report).toMatchObject({
      committed: false,
      counts: { create: 4, refused: 1 },
    });
    expect(await databaseFingerprint(app.db)).toEqual(before);
  });

  it('saves nothing when the database fails part way through saving', async () => {
    // Past the first thousand rows, their stays and deposits, the next entry written fails.
    await app.db.execute(sql`
      create or replace function fail_part_way() returns trigger language plpgsql as $$
      begin
        if (select count(*) from students) > 1000 then
          raise exception 'the disk is full';
        end if;
        return new;
      end $$`);
    await app.db.execute(sql`create trigger fails_part_way before insert on audit_entries
      for each row execute function fail_part_way()`);
    const before = await databaseFingerprint(app.db);
    const answer = await importStudents(app, token, bigFile(), true);
    expect(answer.events.some((e) => e.type === 'progress' && e.stage === 'saving')).toBe(true);
    expect(answer.error).toEqual({ code: 'INTERNAL', message: apiMessages.internal });
    expect(await databaseFingerprint(app.db)).toEqual(before);
  });

  it('says the records changed meanwhile when a rule of the database trips, and saves nothing', async () => {
    // As when another server took the bed between the check and the write.
    await app.db.execute(sql`
      create or replace function take_bed_meanwhile() returns trigger language plpgsql as $$
      begin
        raise exception 'duplicate key value' using errcode = 'unique_violation',
          constraint = 'residencies_current_bed_key';
      end $$`);
    await app.db.execute(sql`create trigger fails_part_way before insert on residencies
      for each row execute function take_bed_meanwhile()`);
    const before = await databaseFingerprint(app.db);
    const answer = await importStudents(app, token, studentsFile([studentLine(place)]), true);
    expect(answer.error).toEqual({ code: 'CONFLICT', message: importMessages.changedMeanwhile });
    expect(await databaseFingerprint(app.db)).toEqual(before);
  });
});
