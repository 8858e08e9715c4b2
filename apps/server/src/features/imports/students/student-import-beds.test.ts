import { importRowMessages as rm } from '@hms/shared/imports';
import { studentMessages } from '@hms/shared/messages';
import { residencyMessages } from '@hms/shared/residencies';
import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../../test/app-for-file';
import { bearer, createHostel, createRoom, registerStudent } from '../../../test/factories';
import { fates, importStudents, studentLine, studentsFile } from '../../../test/import-factories';
import { expectResidenciesWhole } from '../../../test/residency-factories';

const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const hostel = await createHostel(app, admin, { type: 'Girls' });
  return { admin, girls: { _id: hostel._id, name: String(hostel.name) } };
});

async function room(type: 'Single' | 'Double' | 'Triple' = 'Double') {
  return String((await createRoom(w.app, w.admin, w.girls._id, { type })).roomNumber);
}

async function housedStudent(roomNumber: string, bed?: number) {
  const student = await registerStudent(w.app, { gender: 'Female' });
  const rooms = await w.app.inject({
    method: 'GET',
    url: `/api/rooms?hostel=${w.girls._id}&search=${roomNumber}`,
    headers: bearer(w.admin),
  });
  const roomId = rooms
    .json<{ data: { _id: string; roomNumber: string }[] }>()
    .data.find((r) => r.roomNumber === roomNumber)!._id;
  const response = await w.app.inject({
    method: 'PUT',
    url: `/api/admin/students/${student.user._id}/assign-room`,
    headers: bearer(w.admin),
    payload: { roomId, ...(bed ? { bed } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return student;
}

const rowOf = (
  s: Awaited<ReturnType<typeof registerStudent>>,
  place: Record<string, string | number>,
) =>
  studentLine({
    'Student ID': s.input.studentId,
    Name: s.input.name,
    Email: s.input.email,
    Phone: s.input.phone,
    Course: s.input.course,
    Year: s.input.year,
    Gender: s.input.gender,
    ...place,
  });

describe('beds given by an import', () => {
  it('counts the rows against the free beds: the first rows have them, the next is refused', async () => {
    const number = await room('Double');
    await housedStudent(number);
    const place = { Hostel: w.girls.name, Room: number };
    const answer = await importStudents(
      w.app,
      w.admin,
      studentsFile([studentLine(place), studentLine(place)]),
      true,
    );
    expect(fates(answer.report)).toEqual([
      { line: 2, fate: 'create' },
      {
        line: 3,
        fate: 'refused',
        problem: { column: 'Room', message: studentMessages.roomFull(number, w.girls.name) },
      },
    ]);
    expect(answer.report?.committed).toBe(false);
  });

  it('gives named beds first and the lowest free ones to rows without a bed, in file order', async () => {
    const number = await room('Triple');
    const place = { Hostel: w.girls.name, Room: number };
    const lines = [studentLine(place), studentLine({ ...place, Bed: 1 }), studentLine(place)];
    const answer = await importStudents(w.app, w.admin, studentsFile(lines), true);
    expect(answer.report?.counts.create).toBe(3);
    const listed = await w.app.inject({
      method: 'GET',
      url: `/api/admin/students?search=${String(lines[0]!['Student ID'])}`,
      headers: bearer(w.admin),
    });
    expect(listed.json<{ data: { bed: number }[] }>().data[0]?.bed).toBe(2);
    await expectResidenciesWhole(w.app);
  });

  it('refuses a bed outside the room, one taken, or one given twice, naming why', async () => {
    const number = await room('Double');
    const holder = await housedStudent(number, 2);
    const place = { Hostel: w.girls.name, Room: number };
    const answer = await importStudents(
      w.app,
      w.admin,
      studentsFile([
        studentLine({ ...place, Bed: 3 }),
        studentLine({ ...place, Bed: 2 }),
        studentLine({ ...place, Bed: 1 }),
        studentLine({ ...place, Bed: 1 }),
        studentLine({ ...place, Bed: 'two' }),
      ]),
      false,
    );
    expect(fates(answer.report)?.map((row) => row.problem?.message ?? row.fate)).toEqual([
      residencyMessages.bedOutsideRoom(3, number, 2),
      residencyMessages.bedTaken(2, number, holder.input.name),
      'create',
      rm.duplicateBed(1, number, 4),
      'Bed must be a whole number',
    ]);
  });

  it('holds the hostel to its gender as an assignment does', async () => {
    const number = await room('Double');
    const answer = await importStudents(
      w.app,
      w.admin,
      studentsFile([
        studentLine({ Name: 'Rahul Verma', Gender: 'male', Hostel: w.girls.name, Room: number }),
      ]),
      false,
    );
    expect(fates(answer.report)).toEqual([
      {
        line: 2,
        fate: 'refused',
        problem: {
          column: 'Hostel',
          message: studentMessages.genderMismatch(w.girls.name, 'Girls', 'Rahul Verma', 'Male'),
        },
      },
    ]);
  });

  it('never moves anyone, and leaves a student already in the bed unchanged', async () => {
    const number = await room('Triple');
    const other = await room('Single');
    const stays = await housedStudent(number, 2);
    const moves = await housedStudent(number, 3);
    const elsewhere = await housedStudent(other);
    const untouched = await housedStudent(await room('Single'));
    const answer = await importStudents(
      w.app,
      w.admin,
      studentsFile([
        rowOf(stays, { Hostel: w.girls.name, Room: number, Bed: 2 }),
        rowOf(moves, { Hostel: w.girls.name, Room: number, Bed: 1 }),
        rowOf(elsewhere, { Hostel: w.girls.name, Room: number }),
        // No place asked: where they live is not the file's business.
        rowOf(untouched, {}),
      ]),
      false,
    );
    expect(fates(answer.report)).toEqual([
      { line: 2, fate: 'unchanged' },
      {
        line: 3,
        fate: 'refused',
        problem: { column: 'Bed', message: rm.otherBedInRoom(moves.input.name, 3) },
      },
      {
        line: 4,
        fate: 'refused',
        problem: {
          column: 'Room',
          message: rm.livesElsewhere(elsewhere.input.name, other, w.girls.name),
        },
      },
      { line: 5, fate: 'unchanged' },
    ]);
  });

  it('refuses a gender the resident’s hostel does not take, and an inactive student’s bed', async () => {
    const number = await room('Double');
    const resident = await housedStudent(number);
    const inactive = await registerStudent(w.app, { gender: 'Female' });
    await w.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${inactive.user._id}`,
      headers: bearer(w.admin),
      payload: { ...inactive.input, isActive: false },
    });
    const answer = await importStudents(
      w.app,
      w.admin,
      studentsFile([
        rowOf(resident, { Gender: 'Male' }),
        rowOf(inactive, { Hostel: w.girls.name, Room: number }),
      ]),
      false,
    );
    expect(fates(answer.report)).toEqual([
      {
        line: 2,
        fate: 'refused',
        problem: {
          column: 'Gender',
          message: studentMessages.genderChangeInHostel(resident.input.name, w.girls.name, 'Girls'),
        },
      },
      {
        line: 3,
        fate: 'refused',
        problem: { message: studentMessages.inactive(inactive.input.name) },
      },
    ]);
  });

  it('names a hostel or room that does not exist, and a place given by halves', async () => {
    const number = await room();
    const answer = await importStudents(
      w.app,
      w.admin,
      studentsFile([
        studentLine({ Hostel: 'Nowhere Hall', Room: number }),
        studentLine({ Hostel: w.girls.name, Room: 'Z-999' }),
        studentLine({ Hostel: w.girls.name }),
        studentLine({ Room: number }),
        studentLine({ Bed: 1 }),
      ]),
      false,
    );
    expect(fates(answer.report)?.map((row) => row.problem)).toEqual([
      { column: 'Hostel', message: rm.unknownHostel('Nowhere Hall') },
      { column: 'Room', message: rm.unknownRoom('Z-999', w.girls.name) },
      { column: 'Room', message: rm.hostelWithoutRoom(w.girls.name) },
      { column: 'Hostel', message: rm.roomWithoutHostel(number) },
      { column: 'Bed', message: rm.bedWithoutRoom },
    ]);
  });
});
