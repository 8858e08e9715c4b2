import { ROOM_TYPES } from '@hms/shared/enums';
import { mayLiveIn } from '@hms/shared/gender-rule';
import type { Hostel, HostelInput } from '@hms/shared/hostels';
import type { Room } from '@hms/shared/rooms';
import type { Student } from '@hms/shared/students';
import { roomKey, type RoomInput, type StudentInput } from './model';
import type { Stream } from './stream';

export async function createHostel(stream: Stream) {
  const tag = stream.tag();
  // Declared large enough for every room the stream may add: a refusal would be no crash's doing.
  const totalRooms = stream.random.int(100, 200);
  const input: HostelInput = {
    name: `Crash Hostel ${tag}`,
    type: stream.random.pick(['Boys', 'Girls'] as const),
    totalRooms,
    totalCapacity: totalRooms * 4,
    fees: { monthly: stream.random.int(1_000, 9_000), security: stream.random.int(0, 20_000) },
    address: `Block ${tag}, North Campus`,
    amenities: ['WiFi', 'Mess', 'Laundry', 'Gym'].slice(0, stream.random.int(0, 4)),
    warden: stream.random.next() < 0.5 ? {} : { name: `Warden ${tag}`, phone: '9876543210' },
  };
  stream.model.sentHostels.set(input.name, input);
  const answer = await stream.send('POST', '/api/hostels', stream.model.admin.token, input);
  const hostel = stream.expect<Hostel>(answer, 201, `creating hostel ${input.name}`);
  if (hostel) {
    stream.model.sentHostels.delete(input.name);
    stream.model.hostels.set(hostel._id, hostel);
    stream.acknowledge('hostel');
  } else if (answer) stream.model.sentHostels.delete(input.name);
  return true;
}

export async function createRoom(stream: Stream) {
  const hostel = stream.random.pick([...stream.model.hostels.values()]);
  const tag = stream.tag();
  const input: RoomInput = {
    roomNumber: `R${tag}`,
    hostel: hostel._id,
    type: stream.random.pick(ROOM_TYPES),
    floor: stream.random.int(1, 6),
    monthlyRent: stream.random.int(1_000, 6_000),
    isAC: stream.random.next() < 0.3,
    amenities: ['Fan', 'Study table', 'Cupboard'].slice(0, stream.random.int(0, 3)),
  };
  const key = roomKey(hostel._id, input.roomNumber);
  stream.model.sentRooms.set(key, input);
  const answer = await stream.send('POST', '/api/rooms', stream.model.admin.token, input);
  const room = stream.expect<Room>(answer, 201, `creating room ${input.roomNumber}`);
  if (room) {
    stream.model.sentRooms.delete(key);
    stream.model.rooms.set(room._id, room);
    stream.acknowledge('room');
  } else if (answer) stream.model.sentRooms.delete(key);
  return true;
}

export async function createStudent(stream: Stream) {
  const tag = stream.tag();
  const input: StudentInput = {
    studentId: `CR${tag}`,
    name: `Crash Student ${tag}`,
    email: `crash.${tag}@college.edu`,
    password: `crash-pass-${tag}`,
    phone: String(9_100_000_000 + stream.cycle * 100_000 + stream.counter),
    course: stream.random.pick(['B.Tech Computer Science', 'B.Sc Physics', 'MBA']),
    year: stream.random.int(1, 4),
    gender: stream.random.pick(['Female', 'Male', 'Male', 'Female', 'Other'] as const),
  };
  stream.model.sentStudents.set(input.studentId.toLowerCase(), input);
  const answer = await stream.send(
    'POST',
    '/api/auth/student/register',
    stream.model.admin.token,
    input,
  );
  const student = stream.expect<Student>(answer, 201, `adding student ${input.studentId}`);
  if (student) {
    stream.model.sentStudents.delete(input.studentId.toLowerCase());
    stream.model.students.set(student._id, {
      returned: student,
      password: input.password,
      room: null,
      maybeRooms: [],
    });
    stream.acknowledge('student');
  } else if (answer) stream.model.sentStudents.delete(input.studentId.toLowerCase());
  return true;
}

function occupancy(stream: Stream, roomId: string) {
  let residents = stream.reserved.get(roomId) ?? 0;
  for (const student of stream.model.students.values()) if (student.room === roomId) residents += 1;
  return residents;
}

export async function assignRoom(stream: Stream) {
  const { model } = stream;
  const candidates = [...model.students.entries()].filter(([id]) => !stream.busy.has(id));
  if (candidates.length === 0) return false;
  const [studentId, student] = stream.random.pick(candidates);
  const rooms = [...model.rooms.values()].filter(
    (room) =>
      room._id !== student.room &&
      mayLiveIn(student.returned.gender, room.hostel.type) &&
      occupancy(stream, room._id) < room.capacity,
  );
  if (rooms.length === 0 || !stream.claim(studentId)) return false;
  const room = stream.random.pick(rooms);
  stream.reserved.set(room._id, (stream.reserved.get(room._id) ?? 0) + 1);
  let released = false;
  try {
    const answer = await stream.send(
      'PUT',
      `/api/admin/students/${studentId}/assign-room`,
      model.admin.token,
      { roomId: room._id },
    );
    const updated = stream.expect<Student>(answer, 200, `assigning ${studentId} to ${room._id}`);
    stream.reserved.set(room._id, (stream.reserved.get(room._id) ?? 1) - 1);
    released = true;
    if (updated) {
      student.room = updated.room?._id ?? null;
      student.maybeRooms = [];
      if (student.room !== room._id) stream.problems.push(`assignment answered ${student.room}`);
      stream.acknowledge('assignment');
    } else if (!answer) {
      student.maybeRooms.push(room._id);
      return true; // Left busy: its state is unknown until the restart.
    }
  } finally {
    if (!released) stream.reserved.set(room._id, (stream.reserved.get(room._id) ?? 1) - 1);
  }
  stream.busy.delete(studentId);
  return true;
}
