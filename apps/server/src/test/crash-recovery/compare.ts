import { isDeepStrictEqual } from 'node:util';
import { ROOM_CAPACITY } from '@hms/shared/enums';
import { mayLiveIn } from '@hms/shared/gender-rule';
import { roomKey, type Model } from './model';
import type { Snapshot } from './snapshot';

function without<T extends object>(value: T, ...keys: (keyof T)[]) {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Every difference between what was acknowledged and what is there, and every inconsistency. */
export function compare(model: Model, snapshot: Snapshot): string[] {
  const problems: string[] = [];
  const same = (what: string, actual: unknown, expected: unknown) => {
    if (!isDeepStrictEqual(actual, expected)) {
      problems.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
  };
  const hostels = new Map(snapshot.hostels.map((h) => [h._id, h]));
  const rooms = new Map(snapshot.rooms.map((r) => [r._id, r]));
  const students = new Map(snapshot.students.map((s) => [s._id, s]));
  const complaints = new Map(snapshot.complaints.map((c) => [c._id, c]));

  // Every acknowledged write is there, with what its answer said.
  for (const [id, answered] of model.hostels) {
    const found = hostels.get(id);
    if (!found) problems.push(`acknowledged hostel ${answered.name} (${id}) is missing`);
    else {
      const volatile = ['currentOccupancy', 'roomCount', 'updatedAt'] as const;
      same(`hostel ${id}`, without(found, ...volatile), without(answered, ...volatile));
    }
  }
  for (const [id, answered] of model.rooms) {
    const found = rooms.get(id);
    if (!found) problems.push(`acknowledged room ${answered.roomNumber} (${id}) is missing`);
    else {
      const volatile = ['currentOccupancy', 'students', 'updatedAt'] as const;
      same(`room ${id}`, without(found, ...volatile), without(answered, ...volatile));
    }
  }
  for (const [id, record] of model.students) {
    const found = students.get(id);
    if (!found) problems.push(`acknowledged student ${record.returned.studentId} is missing`);
    else {
      // The balance follows the moves (a deposit on arrival); the database check holds it to the
      // ledger.
      const volatile = ['hostel', 'room', 'bed', 'balance', 'updatedAt'] as const;
      same(`student ${id}`, without(found, ...volatile), without(record.returned, ...volatile));
      const room = found.room?._id ?? null;
      if (![record.room, ...record.maybeRooms].includes(room)) {
        problems.push(`student ${id} is in room ${room}, acknowledged ${record.room}`);
      }
    }
  }
  for (const [id, record] of model.complaints) {
    const found = complaints.get(id);
    if (!found) {
      problems.push(`acknowledged complaint ${record.returned.subject} is missing`);
      continue;
    }
    // What a status change moves, and Overdue, which time alone moves.
    const volatile = [
      'status',
      'comments',
      'resolution',
      'resolvedAt',
      'minutesToResolve',
      'overdue',
      'updatedAt',
    ] as const;
    same(`complaint ${id}`, without(found, ...volatile), without(record.returned, ...volatile));
    const state = { status: found.status, resolution: found.resolution };
    if (![record.state, ...record.maybeStates].some((s) => isDeepStrictEqual(s, state))) {
      problems.push(
        `complaint ${id} is ${JSON.stringify(state)}, acknowledged ${JSON.stringify(record.state)}`,
      );
    }
    for (const comment of record.comments.values()) {
      const there = found.comments.find((c) => c._id === comment.id);
      if (!there) problems.push(`acknowledged comment ${comment.message} is missing`);
      else {
        same(
          `comment ${comment.id}`,
          [there.message, there.authorModel, there.author._id],
          [comment.message, comment.authorModel, comment.authorId],
        );
      }
    }
    for (const comment of found.comments) {
      if (!record.commentsSent.has(comment.message)) {
        problems.push(`complaint ${id} has a comment never sent: ${comment.message}`);
      }
    }
  }

  // Whatever else is there was sent, unanswered, with that content.
  for (const hostel of snapshot.hostels) {
    if (model.hostels.has(hostel._id)) continue;
    const sent = model.sentHostels.get(hostel.name);
    if (!sent) problems.push(`hostel ${hostel.name} was never sent`);
    else
      same(
        `unanswered hostel ${hostel.name}`,
        [hostel.type, hostel.address],
        [sent.type, sent.address],
      );
  }
  for (const room of snapshot.rooms) {
    if (model.rooms.has(room._id)) continue;
    const sent = model.sentRooms.get(roomKey(room.hostel._id, room.roomNumber));
    if (!sent) problems.push(`room ${room.roomNumber} was never sent`);
    else
      same(`unanswered room ${room.roomNumber}`, [room.type, room.floor], [sent.type, sent.floor]);
  }
  for (const student of snapshot.students) {
    if (model.students.has(student._id)) continue;
    const sent = model.sentStudents.get(student.studentId.toLowerCase());
    if (!sent) problems.push(`student ${student.studentId} was never sent`);
    else {
      same(
        `unanswered student ${student.studentId}`,
        [student.name, student.email, student.gender, student.room],
        [sent.name, sent.email, sent.gender, null],
      );
    }
  }
  for (const complaint of snapshot.complaints) {
    if (model.complaints.has(complaint._id)) continue;
    const sent = model.sentComplaints.get(complaint.subject);
    if (!sent) problems.push(`complaint ${complaint.subject} was never sent`);
    else {
      same(
        `unanswered complaint ${complaint.subject}`,
        [complaint.description, complaint.student._id, complaint.status, complaint.comments],
        [sent.input.description, sent.ownerId, 'Open', []],
      );
    }
  }

  // Consistency, whatever was answered.
  const residents = new Map<string, number>();
  for (const student of snapshot.students) {
    if (!student.room) continue;
    residents.set(student.room._id, (residents.get(student.room._id) ?? 0) + 1);
    const room = rooms.get(student.room._id);
    if (!room) problems.push(`student ${student._id} is in a room that is not listed`);
    else {
      if (student.hostel?._id !== room.hostel._id) problems.push(`student ${student._id}: hostel`);
      if (!mayLiveIn(student.gender, room.hostel.type)) {
        problems.push(
          `student ${student._id} (${student.gender}) lives in a ${room.hostel.type} hostel`,
        );
      }
      if (!room.students.some((s) => s._id === student._id)) {
        problems.push(`room ${room._id} does not list its resident ${student._id}`);
      }
    }
  }
  const hostelResidents = new Map<string, number>();
  const hostelRooms = new Map<string, number>();
  for (const room of snapshot.rooms) {
    const count = residents.get(room._id) ?? 0;
    if (count > room.capacity) problems.push(`room ${room._id} holds ${count} of ${room.capacity}`);
    same(`room ${room._id} capacity`, room.capacity, ROOM_CAPACITY[room.type]);
    same(
      `room ${room._id} occupancy`,
      [room.currentOccupancy, room.students.length],
      [count, count],
    );
    if (!hostels.has(room.hostel._id)) problems.push(`room ${room._id} has no hostel`);
    hostelResidents.set(room.hostel._id, (hostelResidents.get(room.hostel._id) ?? 0) + count);
    hostelRooms.set(room.hostel._id, (hostelRooms.get(room.hostel._id) ?? 0) + 1);
  }
  for (const hostel of snapshot.hostels) {
    same(
      `hostel ${hostel._id} counts`,
      [hostel.currentOccupancy, hostel.roomCount],
      [hostelResidents.get(hostel._id) ?? 0, hostelRooms.get(hostel._id) ?? 0],
    );
  }
  for (const complaint of snapshot.complaints) {
    const done = complaint.status === 'Resolved' || complaint.status === 'Closed';
    if (done && (!complaint.resolution || !complaint.resolvedAt)) {
      problems.push(`complaint ${complaint._id} is ${complaint.status} without a resolution`);
    }
    if (!done && (complaint.resolution !== null || complaint.resolvedAt !== null)) {
      problems.push(`complaint ${complaint._id} is ${complaint.status} with a resolution`);
    }
    if (!students.has(complaint.student._id)) {
      problems.push(`complaint ${complaint._id} belongs to a missing student`);
    }
  }
  return problems;
}
