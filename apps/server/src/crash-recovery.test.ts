import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { AuthResponse } from '@hms/shared/auth';
import { ALLOWED_TRANSITIONS, type Complaint } from '@hms/shared/complaints';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  ROOM_CAPACITY,
  ROOM_TYPES,
  type ComplaintStatus,
  type Gender,
} from '@hms/shared/enums';
import type { Hostel, HostelInput } from '@hms/shared/hostels';
import type { Room } from '@hms/shared/rooms';
import type { Student } from '@hms/shared/students';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from './db/database';
import { openDatabase } from './db/open-database';
import { selectRows } from './db/raw-rows';
import { mayLiveIn } from '@hms/shared/gender-rule';
import {
  createScratchPostgresDatabase,
  killAllServers,
  startServer,
  type ServerProcess,
} from './test/server-process';
import { testDatabaseUrl } from './test/test-database';

/*
 * The server is killed with SIGKILL while several writes of several kinds are in flight, then
 * started again on the same data: it must open the database (taking over the dead process's lock,
 * migrating again), and every write it had answered with 2xx must be there as answered. Writes
 * left unanswered may or may not be there, but the data must be consistent. What survives a
 * restart is adopted as the new truth, so a later crash must not lose it either.
 */

const CRASHES = 3;
const CONCURRENCY = 6;
const SEED = Number(process.env.CRASH_TEST_SEED ?? 20_250_917);
const JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';

/** mulberry32: a small deterministic generator, so every run makes the same choices. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

// ---------------------------------------------------------------------------------------------
// What the test knows: every acknowledged write, and the writes whose answer never came.

type ComplaintState = { status: ComplaintStatus; resolution: string | null };
type CommentRecord = { id: string; message: string; authorModel: string; authorId: string };

type StudentInput = {
  studentId: string;
  name: string;
  email: string;
  password: string;
  phone: string;
  course: string;
  year: number;
  gender: Gender;
};
type RoomInput = {
  roomNumber: string;
  hostel: string;
  type: (typeof ROOM_TYPES)[number];
  floor: number;
  monthlyRent: number;
  isAC: boolean;
  amenities: string[];
};
type ComplaintInput = {
  subject: string;
  category: string;
  priority: string;
  description: string;
};

type StudentRecord = {
  returned: Student;
  password: string;
  token?: string;
  /** The room of the last acknowledged assignment (or of the database after a restart). */
  room: string | null;
  /** Rooms of assignments sent after it whose answer never came. */
  maybeRooms: string[];
};
type ComplaintRecord = {
  returned: Complaint;
  ownerId: string;
  state: ComplaintState;
  maybeStates: ComplaintState[];
  comments: Map<string, CommentRecord>;
  /** Every comment message ever sent for it, answered or not. */
  commentsSent: Set<string>;
};

type Model = {
  admin: { email: string; password: string; token: string; id: string };
  hostels: Map<string, Hostel>;
  rooms: Map<string, Room>;
  students: Map<string, StudentRecord>;
  complaints: Map<string, ComplaintRecord>;
  /** Creations sent and not (yet) answered, by their unique key. */
  sentHostels: Map<string, HostelInput>;
  sentRooms: Map<string, RoomInput>;
  sentStudents: Map<string, StudentInput>;
  sentComplaints: Map<string, { input: ComplaintInput; ownerId: string }>;
  acknowledged: Record<string, number>;
};

const roomKey = (hostelId: string, roomNumber: string) => `${hostelId}/${roomNumber.toLowerCase()}`;

function without<T extends object>(value: T, ...keys: (keyof T)[]) {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

// ---------------------------------------------------------------------------------------------
// One stream of writes against one server, ended by SIGKILL after `killAfter` acknowledgements.

type Answer = { status: number; body: unknown };

class Stream {
  acked = 0;
  killed = false;
  /** Writes sent and not yet answered. */
  inFlight = 0;
  inFlightAtKill = -1;
  problems: string[] = [];
  private counter = 0;
  private readonly busy = new Set<string>();
  /** Assignments in flight per room, so that no assignment is sent to a room that may be full. */
  private readonly reserved = new Map<string, number>();

  constructor(
    private readonly server: ServerProcess,
    private readonly model: Model,
    private readonly random: Random,
    private readonly cycle: number,
    private readonly killAfter: number,
  ) {}

  async run() {
    const deadline = Date.now() + 45_000;
    const worker = async () => {
      while (!this.killed && this.problems.length === 0) {
        if (Date.now() > deadline) {
          this.problems.push(`only ${this.acked} of ${this.killAfter} writes answered in time`);
          break;
        }
        if (!(await this.oneWrite())) await new Promise((r) => setTimeout(r, 5));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  private tag() {
    this.counter += 1;
    return `${this.cycle}x${this.counter}`;
  }

  private async send(
    method: string,
    url: string,
    token: string | undefined,
    body?: object,
    write = true,
  ): Promise<Answer | undefined> {
    if (write) this.inFlight += 1;
    try {
      const response = await fetch(`${this.server.url}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    } catch (error) {
      // After the kill no answer is expected; before it, a lost answer is a failure.
      if (!this.killed) this.problems.push(`${method} ${url} got no answer: ${String(error)}`);
      return undefined;
    } finally {
      if (write) this.inFlight -= 1;
    }
  }

  /** The answer's data when it is the expected 2xx; records anything else as a problem. */
  private expect<T>(answer: Answer | undefined, status: number, what: string): T | undefined {
    if (!answer) return undefined;
    if (answer.status !== status) {
      this.problems.push(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return undefined;
    }
    return (answer.body as { data: T }).data;
  }

  private acknowledge(kind: string) {
    this.model.acknowledged[kind] = (this.model.acknowledged[kind] ?? 0) + 1;
    this.acked += 1;
    if (this.acked === this.killAfter && !this.killed) {
      this.killed = true;
      this.inFlightAtKill = this.inFlight;
      this.server.kill();
    }
  }

  private claim(key: string) {
    if (this.busy.has(key)) return false;
    this.busy.add(key);
    return true;
  }

  /** Sends one write of a kind chosen at random among those possible now; false if none was. */
  private async oneWrite(): Promise<boolean> {
    const { model } = this;
    const hostels = model.hostels.size;
    const choices: [number, () => Promise<boolean>][] = [
      [hostels < 2 ? 100 : hostels < 6 ? 4 : 0, () => this.createHostel()],
      [hostels === 0 ? 0 : model.rooms.size < 6 ? 30 : 10, () => this.createRoom()],
      [12, () => this.createStudent()],
      [model.rooms.size === 0 ? 0 : 14, () => this.assignRoom()],
      [model.students.size === 0 ? 0 : 14, () => this.submitComplaint()],
      [model.complaints.size === 0 ? 0 : 12, () => this.addComment()],
      [model.complaints.size === 0 ? 0 : 12, () => this.changeStatus()],
    ];
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.random.next() * total;
    for (const [weight, write] of choices) {
      roll -= weight;
      if (weight > 0 && roll < 0) return write();
    }
    return false;
  }

  private async createHostel() {
    const tag = this.tag();
    // Declared large enough for every room the stream may add: a refusal would be no crash's doing.
    const totalRooms = this.random.int(100, 200);
    const input: HostelInput = {
      name: `Crash Hostel ${tag}`,
      type: this.random.pick(['Boys', 'Girls'] as const),
      totalRooms,
      totalCapacity: totalRooms * 4,
      fees: { monthly: this.random.int(1_000, 9_000), security: this.random.int(0, 20_000) },
      address: `Block ${tag}, North Campus`,
      amenities: ['WiFi', 'Mess', 'Laundry', 'Gym'].slice(0, this.random.int(0, 4)),
      warden: this.random.next() < 0.5 ? {} : { name: `Warden ${tag}`, phone: '9876543210' },
    };
    this.model.sentHostels.set(input.name, input);
    const answer = await this.send('POST', '/api/hostels', this.model.admin.token, input);
    const hostel = this.expect<Hostel>(answer, 201, `creating hostel ${input.name}`);
    if (hostel) {
      this.model.sentHostels.delete(input.name);
      this.model.hostels.set(hostel._id, hostel);
      this.acknowledge('hostel');
    } else if (answer) this.model.sentHostels.delete(input.name);
    return true;
  }

  private async createRoom() {
    const hostel = this.random.pick([...this.model.hostels.values()]);
    const tag = this.tag();
    const input: RoomInput = {
      roomNumber: `R${tag}`,
      hostel: hostel._id,
      type: this.random.pick(ROOM_TYPES),
      floor: this.random.int(1, 6),
      monthlyRent: this.random.int(1_000, 6_000),
      isAC: this.random.next() < 0.3,
      amenities: ['Fan', 'Study table', 'Cupboard'].slice(0, this.random.int(0, 3)),
    };
    const key = roomKey(hostel._id, input.roomNumber);
    this.model.sentRooms.set(key, input);
    const answer = await this.send('POST', '/api/rooms', this.model.admin.token, input);
    const room = this.expect<Room>(answer, 201, `creating room ${input.roomNumber}`);
    if (room) {
      this.model.sentRooms.delete(key);
      this.model.rooms.set(room._id, room);
      this.acknowledge('room');
    } else if (answer) this.model.sentRooms.delete(key);
    return true;
  }

  private async createStudent() {
    const tag = this.tag();
    const input: StudentInput = {
      studentId: `CR${tag}`,
      name: `Crash Student ${tag}`,
      email: `crash.${tag}@college.edu`,
      password: `crash-pass-${tag}`,
      phone: String(9_100_000_000 + this.cycle * 100_000 + this.counter),
      course: this.random.pick(['B.Tech Computer Science', 'B.Sc Physics', 'MBA']),
      year: this.random.int(1, 4),
      gender: this.random.pick(['Female', 'Male', 'Male', 'Female', 'Other'] as const),
    };
    this.model.sentStudents.set(input.studentId.toLowerCase(), input);
    const answer = await this.send(
      'POST',
      '/api/auth/student/register',
      this.model.admin.token,
      input,
    );
    const student = this.expect<Student>(answer, 201, `adding student ${input.studentId}`);
    if (student) {
      this.model.sentStudents.delete(input.studentId.toLowerCase());
      this.model.students.set(student._id, {
        returned: student,
        password: input.password,
        room: null,
        maybeRooms: [],
      });
      this.acknowledge('student');
    } else if (answer) this.model.sentStudents.delete(input.studentId.toLowerCase());
    return true;
  }

  private occupancy(roomId: string) {
    let residents = this.reserved.get(roomId) ?? 0;
    for (const student of this.model.students.values()) if (student.room === roomId) residents += 1;
    return residents;
  }

  private async assignRoom() {
    const { model } = this;
    const candidates = [...model.students.entries()].filter(([id]) => !this.busy.has(id));
    if (candidates.length === 0) return false;
    const [studentId, student] = this.random.pick(candidates);
    const rooms = [...model.rooms.values()].filter(
      (room) =>
        room._id !== student.room &&
        mayLiveIn(student.returned.gender, room.hostel.type) &&
        this.occupancy(room._id) < room.capacity,
    );
    if (rooms.length === 0 || !this.claim(studentId)) return false;
    const room = this.random.pick(rooms);
    this.reserved.set(room._id, (this.reserved.get(room._id) ?? 0) + 1);
    let released = false;
    try {
      const answer = await this.send(
        'PUT',
        `/api/admin/students/${studentId}/assign-room`,
        model.admin.token,
        { roomId: room._id },
      );
      const updated = this.expect<Student>(answer, 200, `assigning ${studentId} to ${room._id}`);
      this.reserved.set(room._id, (this.reserved.get(room._id) ?? 1) - 1);
      released = true;
      if (updated) {
        student.room = updated.room?._id ?? null;
        student.maybeRooms = [];
        if (student.room !== room._id) this.problems.push(`assignment answered ${student.room}`);
        this.acknowledge('assignment');
      } else if (!answer) {
        student.maybeRooms.push(room._id);
        return true; // Left busy: its state is unknown until the restart.
      }
    } finally {
      if (!released) this.reserved.set(room._id, (this.reserved.get(room._id) ?? 1) - 1);
    }
    this.busy.delete(studentId);
    return true;
  }

  private async studentToken(studentId: string, student: StudentRecord) {
    if (student.token) return student.token;
    const answer = await this.send(
      'POST',
      '/api/student/login',
      undefined,
      { studentId: student.returned.studentId, password: student.password },
      false,
    );
    if (!answer) return undefined;
    if (answer.status !== 200) {
      this.problems.push(`signing in ${studentId} answered ${answer.status}`);
      return undefined;
    }
    student.token = (answer.body as AuthResponse).token;
    return student.token;
  }

  private async submitComplaint() {
    const [studentId, student] = this.random.pick([...this.model.students.entries()]);
    const token = await this.studentToken(studentId, student);
    if (!token || this.killed) return true;
    const tag = this.tag();
    const input: ComplaintInput = {
      subject: `Crash complaint ${tag}`,
      category: this.random.pick(COMPLAINT_CATEGORIES),
      priority: this.random.pick(COMPLAINT_PRIORITIES),
      description: `Something broke in cycle ${this.cycle} (${tag}).`,
    };
    this.model.sentComplaints.set(input.subject, { input, ownerId: studentId });
    const answer = await this.send('POST', '/api/complaints', token, input);
    const complaint = this.expect<Complaint>(answer, 201, `submitting ${input.subject}`);
    if (complaint) {
      this.model.sentComplaints.delete(input.subject);
      this.model.complaints.set(complaint._id, {
        returned: complaint,
        ownerId: studentId,
        state: { status: complaint.status, resolution: complaint.resolution },
        maybeStates: [],
        comments: new Map(),
        commentsSent: new Set(),
      });
      this.acknowledge('complaint');
    } else if (answer) this.model.sentComplaints.delete(input.subject);
    return true;
  }

  private pickOpenComplaint() {
    const candidates = [...this.model.complaints.entries()].filter(
      ([id, c]) => c.state.status !== 'Closed' && !this.busy.has(id),
    );
    if (candidates.length === 0) return undefined;
    const picked = this.random.pick(candidates);
    this.busy.add(picked[0]);
    return picked;
  }

  private async addComment() {
    const picked = this.pickOpenComplaint();
    if (!picked) return false;
    const [id, complaint] = picked;
    const owner = this.model.students.get(complaint.ownerId);
    const asStudent = owner?.token !== undefined && this.random.next() < 0.5;
    const token = asStudent && owner?.token ? owner.token : this.model.admin.token;
    const message = `Crash comment ${this.tag()}`;
    complaint.commentsSent.add(message);
    const answer = await this.send('POST', `/api/complaints/${id}/comments`, token, { message });
    const updated = this.expect<Complaint>(answer, 201, `commenting on ${id}`);
    if (!answer) return true; // Left busy: its state is unknown until the restart.
    if (updated) {
      const comment = updated.comments.find((c) => c.message === message);
      if (!comment) this.problems.push(`the answer to commenting on ${id} lacks the comment`);
      else {
        complaint.comments.set(comment._id, {
          id: comment._id,
          message,
          authorModel: comment.authorModel,
          authorId: comment.author._id,
        });
        if (comment.authorModel !== (asStudent ? 'Student' : 'Admin')) {
          this.problems.push(`comment ${comment._id} answered as by ${comment.authorModel}`);
        }
      }
      this.acknowledge('comment');
    }
    this.busy.delete(id);
    return true;
  }

  private async changeStatus() {
    const picked = this.pickOpenComplaint();
    if (!picked) return false;
    const [id, complaint] = picked;
    const status = this.random.pick(ALLOWED_TRANSITIONS[complaint.state.status]);
    const resolution = status === 'Resolved' ? `Fixed in ${this.tag()}` : undefined;
    const answer = await this.send('PUT', `/api/complaints/${id}`, this.model.admin.token, {
      status,
      ...(resolution ? { resolution } : {}),
    });
    const updated = this.expect<Complaint>(answer, 200, `moving ${id} to ${status}`);
    if (!answer) {
      complaint.maybeStates.push({ status, resolution: resolution ?? complaint.state.resolution });
      return true; // Left busy: its state is unknown until the restart.
    }
    if (updated) {
      const expected = { status, resolution: resolution ?? complaint.state.resolution };
      complaint.state = { status: updated.status, resolution: updated.resolution };
      if (!isDeepStrictEqual(complaint.state, expected)) {
        this.problems.push(`moving ${id} answered ${JSON.stringify(complaint.state)}`);
      }
      this.acknowledge('status');
    }
    this.busy.delete(id);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading everything back through the API, checking it against the model, adopting what survived.

type Snapshot = {
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

async function readSnapshot(server: ServerProcess, token: string): Promise<Snapshot> {
  const [hostels, rooms, students, complaints] = await Promise.all([
    get<{ data: Hostel[] }>(server, '/api/hostels', token).then((body) => body.data),
    allPages<Room>(server, '/api/rooms', token),
    allPages<Student>(server, '/api/admin/students', token),
    allPages<Complaint>(server, '/api/complaints', token),
  ]);
  return { hostels, rooms, students, complaints };
}

/** Every difference between what was acknowledged and what is there, and every inconsistency. */
function compare(model: Model, snapshot: Snapshot): string[] {
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
      const volatile = ['hostel', 'room', 'updatedAt'] as const;
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
    const volatile = ['status', 'comments', 'resolution', 'resolvedAt', 'updatedAt'] as const;
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

/**
 * After a restart the database is the truth: what survived must survive every later crash.
 * Returns how many unanswered writes turned out to have been made.
 */
function adopt(model: Model, snapshot: Snapshot): number {
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

// ---------------------------------------------------------------------------------------------
// Opening the stopped database directly: constraints, and indexes that agree with the tables.

async function checkDatabaseDirectly(
  config: { dataDir: string; databaseUrl: string | undefined },
  model: Model,
) {
  const handle = await openDatabase(config);
  try {
    const { db } = handle;
    const overfull = await selectRows(
      db,
      sql`select r.id, r.capacity, count(s.id)::int as residents
          from rooms r join students s on s.room_id = r.id
          group by r.id, r.capacity having count(s.id) > r.capacity`,
    );
    expect(overfull).toEqual([]);
    const unresolved = await selectRows(
      db,
      sql`select id from complaints where status in ('Resolved', 'Closed')
          and (coalesce(resolution, '') = '' or resolved_at is null)`,
    );
    expect(unresolved).toEqual([]);

    const ids = async (table: string, orderBy: string) => {
      const rows = await selectRows<{ id: string }>(
        db,
        sql.raw(`select id from ${table} order by ${orderBy}`),
      );
      return rows.map((row) => row.id).sort();
    };
    const tables = [
      ['hostels', 'lower(name)', [...model.hostels.keys()]],
      ['rooms', 'hostel_id, lower(room_number)', [...model.rooms.keys()]],
      ['students', 'lower(student_id)', [...model.students.keys()]],
      ['complaints', 'created_at', [...model.complaints.keys()]],
      [
        'comments',
        'complaint_id, created_at',
        [...model.complaints.values()].flatMap((c) => [...c.comments.keys()]),
      ],
    ] as const;
    for (const [table, orderBy, expected] of tables) {
      const scanned = await ids(table, 'id');
      expect(scanned, table).toEqual([...expected].sort());
      // The same rows read through the table's index: a torn index would disagree.
      const indexed = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const rows = await selectRows<{ id: string }>(
          tx,
          sql.raw(`select id from ${table} order by ${orderBy}`),
        );
        return rows.map((row) => row.id).sort();
      });
      expect(indexed, `${table} through its index`).toEqual(scanned);
    }
    const admins = await selectRows<{ email: string }>(db, sql`select email from admins`);
    expect(admins).toEqual([{ email: model.admin.email }]);
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------

const kind: DatabaseKind = testDatabaseUrl ? 'postgres' : 'pglite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-crash-'));
const lockFile = path.join(dataDir, 'server.pid');
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await killAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

describe(`crash recovery (${kind})`, () => {
  it('keeps every acknowledged write and stays consistent across repeated SIGKILLs mid-stream', async () => {
    let databaseUrl: string | undefined;
    if (testDatabaseUrl) {
      const scratch = await createScratchPostgresDatabase(testDatabaseUrl, 'hms_crash');
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET,
      ADMIN_SIGNUP: 'open',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    };
    const random = generator(SEED);
    // Apart from the choices of writes, whose number depends on timing, so the kills stay put.
    const killPoints = generator(SEED + 1);
    const cycles: string[] = [];
    const outputs: string[] = [];

    let server = await startServer(env);
    const adminInput = {
      name: 'Crash Admin',
      email: 'crash.admin@college.edu',
      password: 'crash-admin-pass',
    };
    const registered = await fetch(`${server.url}/api/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminInput),
    });
    expect(registered.status).toBe(201);
    const auth = (await registered.json()) as AuthResponse;
    const model: Model = {
      admin: { ...adminInput, token: auth.token, id: auth.user._id },
      hostels: new Map(),
      rooms: new Map(),
      students: new Map(),
      complaints: new Map(),
      sentHostels: new Map(),
      sentRooms: new Map(),
      sentStudents: new Map(),
      sentComplaints: new Map(),
      acknowledged: { admin: 1 },
    };

    for (let cycle = 1; cycle <= CRASHES; cycle += 1) {
      const killAfter = killPoints.int(45, 90);
      const stream = new Stream(server, model, random, cycle, killAfter);
      await stream.run();
      expect(stream.problems).toEqual([]);
      expect(stream.killed).toBe(true);
      // Killed mid-stream: other writes were still waiting for their answer.
      expect(stream.inFlightAtKill).toBeGreaterThanOrEqual(1);
      expect(await server.exited).toBeNull();
      outputs.push(server.output());
      if (kind === 'pglite') {
        // The dead server's lock is left behind; the next start must take it over.
        expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
      }

      server = await startServer(env);
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: kind });
      if (kind === 'pglite') expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: adminInput.email, password: adminInput.password }),
      });
      expect(login.status).toBe(200);

      const snapshot = await readSnapshot(server, model.admin.token);
      expect(compare(model, snapshot)).toEqual([]);
      const landed = adopt(model, snapshot);
      cycles.push(`kill after ${killAfter} (${stream.inFlightAtKill} in flight, ${landed} landed)`);
    }

    // A clean stop after the last recovery, then the files opened directly.
    expect(await server.stop()).toBe(0);
    outputs.push(server.output());
    if (kind === 'pglite') expect(fs.existsSync(lockFile)).toBe(false);
    await checkDatabaseDirectly({ dataDir, databaseUrl }, model);

    const logged = outputs.join('\n').split('\n');
    expect(logged.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);

    if (process.env.CRASH_TEST_REPORT) {
      const total = Object.values(model.acknowledged).reduce((a, b) => a + b, 0);
      console.log(
        `crash test (${kind}, seed ${SEED}): ${CRASHES} kills, ${total} acknowledged writes ` +
          `${JSON.stringify(model.acknowledged)}; at the end ${model.hostels.size} hostels, ` +
          `${model.rooms.size} rooms, ${model.students.size} students, ` +
          `${model.complaints.size} complaints; ${cycles.join(', ')}`,
      );
    }
  }, 180_000);
});
