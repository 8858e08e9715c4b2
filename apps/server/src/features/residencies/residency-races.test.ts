import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import { buildStudentRow, createHostel, createRoom, registerStudent } from '../../test/factories';
import { bedOffice, expectResidenciesWhole } from '../../test/residency-factories';

const office = appForFile(async (app) => {
  const arranged = await bedOffice(app);
  // No deposit: the students deleted here have no fee records (docs/product-rules.md#fees).
  const hostel = await createHostel(app, arranged.token, {
    type: 'Girls',
    totalRooms: 60,
    totalCapacity: 240,
    fees: { monthly: 4500, security: 0 },
  });
  return { ...arranged, hostel: hostel._id };
});

const newStudents = (count: number) =>
  Promise.all(
    Array.from(
      { length: count },
      async () => (await registerStudent(office.app, { gender: 'Female' })).user._id,
    ),
  );
const room = async (type: string) =>
  (await createRoom(office.app, office.token, office.hostel, { type }))._id;

describe('the database keeps the stays right, whoever writes them', () => {
  it('refuses a second current stay, a second resident of a bed and a bed beyond the room', async () => {
    const double = await room('Double');
    const [a, b] = await newStudents(2);
    await office.assign(a!, { roomId: double, bed: 2 });
    const stay = (bed: number, student: string) => sql`
      insert into residencies (student_id, room_id, bed, moved_in_on, student_name, student_number, room_number, hostel_name)
      values (${student}, ${double}, ${bed}, current_date, 'x', 'x', 'x', 'x')`;
    await expect(office.app.db.execute(stay(1, a!))).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'residencies_current_student_key' }),
    });
    await expect(office.app.db.execute(stay(2, b!))).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'residencies_current_bed_key' }),
    });
    await expect(office.app.db.execute(stay(3, b!))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: 'HMS05' }),
    });
    await expect(
      office.app.db.execute(sql`update rooms set type = 'Single' where id = ${double}`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'HMS05' }) });
    await expectResidenciesWhole(office.app);
  });

  it('ends the stay of a student deleted by a script, and keeps it in the room', async () => {
    const single = await room('Single');
    const [row] = await office.app.db.insert(students).values(buildStudentRow()).returning();
    await office.assign(row!.id, { roomId: single });
    await office.app.db.execute(sql`delete from students where id = ${row!.id}`);
    const history = (await office.roomHistory(single)).body.data;
    expect(history).toMatchObject([{ student: { _id: null }, endReason: 'Student deleted' }]);
    await expectResidenciesWhole(office.app);
  });
});

describe('races for the last beds', () => {
  it('gives each bed to one student when 24 assignments, named beds and first-free, race for 6 beds', async () => {
    const rooms = [await room('Triple'), await room('Triple')];
    const racers = await newStudents(24);
    const answers = await Promise.all(
      racers.map((student, i) =>
        office.assign(student, {
          roomId: rooms[i % 2]!,
          ...(i % 3 === 0 ? { bed: (i % 3) + 1 } : {}),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(6);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/is full|is taken by|has just/);
    }
    await expectResidenciesWhole(office.app);
  });

  it('keeps swaps and assignments racing through the same rooms right', async () => {
    const rooms = [await room('Double'), await room('Double'), await room('Double')];
    const settled = await newStudents(4);
    for (const [i, student] of settled.entries()) {
      await office.assign(student, { roomId: rooms[i % 2]! });
    }
    const newcomers = await newStudents(8);
    const answers = await Promise.all([
      office.swap(settled[0]!, settled[1]!),
      office.swap(settled[2]!, settled[3]!),
      ...newcomers.map((student, i) => office.assign(student, { roomId: rooms[i % 3]! })),
      office.swap(settled[0]!, settled[3]!),
      office.checkOut(settled[1]!),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(4);
    await expectResidenciesWhole(office.app);
  });
});
