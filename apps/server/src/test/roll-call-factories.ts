import type { StudentRegisterInput } from '@hms/shared/auth';
import type {
  RollCall,
  RollCallEntry,
  RollCallList,
  StudentRollCallList,
} from '@hms/shared/roll-call';
import { and, eq } from 'drizzle-orm';
import { auditEntries, notifications, rollCallMarks, rollCalls } from '../core/db/schema';
import { callApi } from './call-api';
import { bearer, createHostel, createRoom, registerStudent } from './factories';
import { arrangeGateHostels } from './gate-factories';
import { createWarden } from './staff-factories';
import type { TestApp } from './test-app';

/** A student that has been given a bed in `roomId`. */
async function housed(
  app: TestApp,
  adminToken: string,
  roomId: string,
  overrides: Partial<StudentRegisterInput> = {},
) {
  const student = await registerStudent(app, { gender: 'Female', ...overrides });
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/students/${student.user._id}/assign-room`,
    payload: { roomId },
    headers: bearer(adminToken),
  });
  if (response.statusCode !== 200) throw new Error(`assign-room: ${response.body}`);
  return student;
}

/**
 * The gate's hostels (arrangeGateHostels: the office, warden Lakshmi of `hostel`, a warden of
 * `otherHostel`, a guard at each) and the roll-call's calls. Each test makes a hostel of its own
 * (`newHostel`), with two wardens, so that tonight's roll-calls of one test are not another's.
 */
export async function arrangeRollCallHostels(app: TestApp) {
  const base = await arrangeGateHostels(app);
  const admin = base.admin.token;
  const call = <T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callApi<T>(app, token, method, url, payload);

  async function newHostel() {
    const hostel = (
      await createHostel(app, admin, { type: 'Girls', totalRooms: 60, totalCapacity: 240 })
    )._id;
    const wardens = [
      await createWarden(app, admin, [hostel], { name: 'Lakshmi Warden' }),
      await createWarden(app, admin, [hostel], { name: 'Meena Warden' }),
    ] as const;
    return {
      hostel,
      wardens,
      room: async (roomNumber: string, floor = 1, type = 'Quadruple') =>
        (await createRoom(app, admin, hostel, { roomNumber, floor, type }))._id,
      resident: (roomId: string, overrides: Partial<StudentRegisterInput> = {}) =>
        housed(app, admin, roomId, overrides),
    };
  }

  return {
    ...base,
    newHostel,
    start: (token: string, body: object) =>
      call<{ data: RollCall }>(token, 'POST', '/roll-calls', body),
    /** Tonight's roll-call of the hostel, which must start or continue. */
    started: async (token: string, body: object) => {
      const answer = await call<{ data: RollCall }>(token, 'POST', '/roll-calls', body);
      if (answer.status >= 300) throw new Error(`start: ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    },
    read: (token: string, id: string) =>
      call<{ data: RollCall }>(token, 'GET', `/roll-calls/${id}`),
    mark: (token: string, id: string, student: string, mark: unknown) =>
      call<{ data: RollCallEntry }>(token, 'PUT', `/roll-calls/${id}/marks/${student}`, { mark }),
    close: (token: string, id: string) =>
      call<{ data: RollCall }>(token, 'POST', `/roll-calls/${id}/close`),
    history: (token: string, hostel: string, query = '') =>
      call<RollCallList>(token, 'GET', `/roll-calls?hostel=${hostel}${query}`),
    studentHistory: (token: string, student: string) =>
      call<StudentRollCallList>(token, 'GET', `/admin/students/${student}/roll-calls`),
    /** The roll-calls saved for a hostel, and the marks of one. */
    rollCallsOf: (hostel: string) =>
      app.db.select().from(rollCalls).where(eq(rollCalls.hostelId, hostel)),
    marksOf: (id: string) =>
      app.db
        .select()
        .from(rollCallMarks)
        .where(eq(rollCallMarks.rollCallId, id))
        .orderBy(rollCallMarks.position),
    /** The recipient's bell lines of absentees at roll-call. */
    absentBell: (recipient: string) =>
      app.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.recipientId, recipient), eq(notifications.kind, 'rollcall.absent')),
        ),
    entries: (action: string, entityId: string) =>
      app.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, action), eq(auditEntries.entityId, entityId))),
  };
}

export type RollCallHostels = Awaited<ReturnType<typeof arrangeRollCallHostels>>;

/** Every resident on a roll-call's list, in its order. */
export const residentsOf = (rollCall: RollCall) => rollCall.rooms.flatMap((room) => room.residents);
