import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { complaints, hostels, rooms } from '../../core/db/schema';
import { bearer, createHostel, createRoom, registerStudent } from '../factories';
import { testConfig, type TestApp } from '../test-app';
import { arrangeWorld, type World } from '../world';
import type { Caller } from './requests';

function signed(header: object, payload: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  const signature = crypto.createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export type Fixtures = World & {
  /** `warden` runs A's hostel; `guard` keeps its gate; `mess` runs its mess. */
  callers: { admin: Caller; warden: Caller; guard: Caller; mess: Caller; a: Caller; b: Caller };
  /** Tokens that must never let anyone in: expired, forged, unsigned, of a deleted account. */
  badTokens: string[];
  closedComplaint: string;
  /** A Single room with B in it. */
  fullRoom: string;
  /** A room of a Boys hostel, where A (Female) may not live. */
  boysRoom: string;
  hostelName: string;
  roomNumber: string;
  realIds: string[];
};

export function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (first === undefined) throw new Error('the fixtures have none');
  return first;
}

export async function arrangeFixtures(app: TestApp): Promise<Fixtures> {
  const w = await arrangeWorld(app);
  const admin = bearer(w.admin.token);
  const inject = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: admin, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  };

  const closed = firstOf(w.bComplaints);
  await inject('PUT', `/api/complaints/${closed.id}`, { status: 'Resolved', resolution: 'Fixed' });
  await inject('PUT', `/api/complaints/${closed.id}`, { status: 'Closed' });

  const fullRoom = await createRoom(app, w.admin.token, w.hostel, { type: 'Single' });
  await inject('PUT', `/api/admin/students/${w.b.id}/assign-room`, { roomId: fullRoom._id });
  const boysHostel = await createHostel(app, w.admin.token, { type: 'Boys' });
  const boysRoom = await createRoom(app, w.admin.token, boysHostel._id);

  const gone = await registerStudent(app);
  await inject('DELETE', `/api/admin/students/${gone.user._id}`);

  const [hostel] = await app.db.select().from(hostels).where(eq(hostels.id, w.hostel));
  const [room] = await app.db.select().from(rooms).where(eq(rooms.id, w.room));
  if (!hostel || !room) throw new Error('the world has no hostel or room');

  const secret = testConfig().jwtSecret;
  if (!secret) throw new Error('the test config has no JWT secret');
  const now = Math.floor(Date.now() / 1000);
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  const claims = { sub: w.a.id, role: 'student', iat: now, exp: now + 3600 };
  const badTokens = [
    gone.token,
    signed(hs256, { ...claims, iat: now - 7200, exp: now - 3600 }, secret),
    signed(hs256, claims, 'some-other-secret-that-is-long-enough-for-hs256'),
    signed(hs256, { ...claims, sub: 'not-a-uuid' }, secret),
    signed(hs256, { ...claims, sub: crypto.randomUUID() }, secret),
    signed(hs256, { ...claims, sub: crypto.randomUUID(), role: 'admin' }, secret),
    // A student's id claimed as an administrator's: no such administrator exists.
    signed(hs256, { ...claims, role: 'admin' }, secret),
    signed(hs256, { ...claims, sub: 42 }, secret),
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`,
    w.a.token.slice(0, -2),
    `${w.a.token}x`,
  ];

  const ids = await app.db.select({ id: complaints.id }).from(complaints);
  return {
    ...w,
    callers: {
      admin: { label: 'admin', authorization: bearer(w.admin.token).authorization },
      warden: { label: 'warden', authorization: bearer(w.wardenX.token).authorization },
      guard: { label: 'guard', authorization: bearer(w.guardX.token).authorization },
      mess: { label: 'mess manager', authorization: bearer(w.messX.token).authorization },
      a: { label: 'student A', authorization: bearer(w.a.token).authorization },
      b: { label: 'student B', authorization: bearer(w.b.token).authorization },
    },
    badTokens,
    closedComplaint: closed.id,
    fullRoom: fullRoom._id,
    boysRoom: boysRoom._id,
    hostelName: hostel.name,
    roomNumber: room.roomNumber,
    realIds: [
      w.admin.id,
      w.wardenX.id,
      w.wardenY.id,
      w.guardX.id,
      w.guardY.id,
      w.messX.id,
      w.messY.id,
      w.aMessPlan,
      w.a.id,
      w.b.id,
      w.hostel,
      w.room,
      w.spareHostel,
      w.spareRoom,
      fullRoom._id,
      boysHostel._id,
      boysRoom._id,
      ...ids.map((row) => row.id),
    ],
  };
}

export function badCaller(f: Fixtures): fc.Arbitrary<Caller> {
  return fc.oneof(
    fc.constant({ label: 'anonymous' }),
    fc
      .constantFrom(
        'Bearer',
        'Bearer ',
        'bearer',
        'Token abc',
        'Basic YWRtaW46cGFzcw==',
        'Bearer null',
        'Bearer undefined',
        'Bearer a.b.c',
        'Bearer ..',
        `Bearer ${'A'.repeat(10_000)}`,
        `Bearer  ${f.a.token}`,
        f.a.token,
      )
      .map((authorization) => ({ label: 'malformed authorization', authorization })),
    fc
      .constantFrom(...f.badTokens)
      .map((token) => ({ label: 'bad token', authorization: `Bearer ${token}` })),
    fc
      .string({ unit: 'grapheme-ascii', maxLength: 80 })
      .map((token) => ({ label: 'random token', authorization: `Bearer ${token}` })),
  );
}
