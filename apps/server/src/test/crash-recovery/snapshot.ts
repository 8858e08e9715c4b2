import { isDeepStrictEqual } from 'node:util';
import type { Complaint } from '@hms/shared/complaints';
import type { Hostel } from '@hms/shared/hostels';
import type { Room } from '@hms/shared/rooms';
import type { Student } from '@hms/shared/students';
import type { ServerProcess } from '../../../harness/server-process';
import type { Model } from './model';

// Reading everything back through the API, checking it against the model (compare.ts), adopting
// what survived.

export type Snapshot = {
  hostels: Hostel[];
  rooms: Room[];
  students: Student[];
  complaints: Complaint[];
};

async function get<T>(server: ServerProcess, url: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}${url}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function allPages<T>(server: ServerProcess, url: string, token: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await get<{ data: T[]; pagination: { total: number } }>(
      server,
      `${url}?page=${page}&limit=100`,
      token,
    );
    items.push(...body.data);
    if (body.data.length === 0 || items.length >= body.pagination.total) return items;
  }
}

export async function readSnapshot(server: ServerProcess, token: string): Promise<Snapshot> {
  const [hostels, rooms, students, complaints] = await Promise.all([
    get<{ data: Hostel[] }>(server, '/api/hostels', token).then((body) => body.data),
    allPages<Room>(server, '/api/rooms', token),
    allPages<Student>(server, '/api/admin/students', token),
    allPages<Complaint>(server, '/api/complaints', token),
  ]);
  return { hostels, rooms, students, complaints };
}

/**
 * After a restart the database is the truth: what survived must survive every later crash.
 * Returns how many unanswered writes turned out to have been made.
 */
export function adopt(model: Model, snapshot: Snapshot): number {
  let landed = 0;
  for (const hostel of snapshot.hostels) {
    if (!model.hostels.has(hostel._id)) landed += 1;
    model.hostels.set(hostel._id, hostel);
  }
  for (const room of snapshot.rooms) {
    if (!model.rooms.has(room._id)) landed += 1;
    model.rooms.set(room._id, room);
  }
  for (const student of snapshot.students) {
    const record = model.students.get(student._id);
    const room = student.room?._id ?? null;
    if (!record || record.room !== room) landed += 1;
    if (record) {
      record.room = room;
      record.maybeRooms = [];
    } else {
      const sent = model.sentStudents.get(student.studentId.toLowerCase());
      if (!sent) throw new Error(`cannot adopt student ${student.studentId}`);
      model.students.set(student._id, {
        returned: student,
        password: sent.password,
        room,
        maybeRooms: [],
      });
    }
  }
  for (const complaint of snapshot.complaints) {
    let record = model.complaints.get(complaint._id);
    if (!record) {
      record = {
        returned: complaint,
        ownerId: complaint.student._id,
        state: { status: 'Open', resolution: null },
        maybeStates: [],
        comments: new Map(),
        commentsSent: new Set(),
      };
      model.complaints.set(complaint._id, record);
      landed += 1;
    }
    const state = { status: complaint.status, resolution: complaint.resolution };
    if (!isDeepStrictEqual(record.state, state)) landed += 1;
    record.state = state;
    record.maybeStates = [];
    for (const c of complaint.comments) {
      if (!record.comments.has(c._id)) landed += 1;
      record.commentsSent.add(c.message);
      record.comments.set(c._id, {
        id: c._id,
        message: c.message,
        authorModel: c.authorModel,
        authorId: c.author._id,
      });
    }
  }
  model.sentHostels.clear();
  model.sentRooms.clear();
  model.sentStudents.clear();
  model.sentComplaints.clear();
  return landed;
}
