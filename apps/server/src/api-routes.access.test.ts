import { randomUUID } from 'node:crypto';
import type { Role } from '@hms/shared/enums';
import { apiMessages, staffMessages } from '@hms/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsAndAuthRows } from './test/access-rows/accounts-and-auth';
import { complaintRows } from './test/access-rows/complaints';
import { feeRows } from './test/access-rows/fees';
import { gateRows } from './test/access-rows/gate';
import { guardianRows } from './test/access-rows/guardians';
import { messRows } from './test/access-rows/mess';
import { hostelsRoomsStudentsRows } from './test/access-rows/hostels-rooms-students';
import { noticesNotificationsLeaveEmailRows } from './test/access-rows/notices-notifications-leave-email';
import { reportsImportsExportsRows } from './test/access-rows/reports-imports-exports';
import { residenciesAndRequestsRows } from './test/access-rows/residencies-and-requests';
import { rollCallRows } from './test/access-rows/roll-call';
import type { Access, Caller, Row, Rows } from './test/access-rows/row';
import { databaseFingerprint, routeKeys, type RouteKey } from './test/api-surface';
import { bearer } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { arrangeWorld, type World } from './test/world';

/**
 * Rules role-areas and owner-only as a matrix: every route of the app's own table against every
 * kind of caller. A route added without a row fails the first test, so no route escapes the
 * review. The rows are in test/access-rows/, a file for each area of the app.
 */

const CALLERS: readonly Caller[] = [
  'anonymous',
  'studentA',
  'studentB',
  'wardenX',
  'wardenY',
  'guardX',
  'guardY',
  'messX',
  'messY',
  'admin',
];

const EVERYONE: Record<Caller, 'ok'> = {
  anonymous: 'ok',
  studentA: 'ok',
  studentB: 'ok',
  wardenX: 'ok',
  wardenY: 'ok',
  guardX: 'ok',
  guardY: 'ok',
  messX: 'ok',
  messY: 'ok',
  admin: 'ok',
};

/**
 * 'ok' is any 2xx; a number is the refusal the caller must get, with nothing written. Warden X
 * runs A's hostel, warden Y another (docs/decisions/043); guard X keeps the gate of A's hostel,
 * guard Y of the other (docs/decisions/062); mess manager X runs the mess of A's hostel, mess
 * manager Y of the other (docs/decisions/064). Guards reach their own account and the gate,
 * mess managers their own account and the mess, and * nothing else: every staff and student route refuses them.
 */
const EXPECTED: Record<Access, Record<Caller, 'ok' | 401 | 403 | 404>> = {
  public: EVERYONE,
  // From this machine; the same callers from elsewhere are refused below.
  thisMachine: EVERYONE,
  // Their own session, password and bell: every account, guards included.
  signedIn: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 'ok',
    wardenX: 'ok',
    wardenY: 'ok',
    guardX: 'ok',
    guardY: 'ok',
    messX: 'ok',
    messY: 'ok',
    admin: 'ok',
  },
  // Complaints and their service targets: every account but a guard or a mess manager.
  signedInNotGuards: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 'ok',
    wardenX: 'ok',
    wardenY: 'ok',
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  studentOnly: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 'ok',
    wardenX: 403,
    wardenY: 403,
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 403,
  },
  wardenOnly: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 'ok',
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 403,
  },
  adminOnly: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 403,
    wardenY: 403,
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  // Lists: each warden's is filtered to their hostels, which the leak check holds Y to.
  staff: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 'ok',
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  staffInScope: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 403,
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  // B asking for A's complaint is told it does not exist, so ids reveal nothing (rule owner-only);
  // warden Y is told the complaint is not theirs to work.
  ownerOrStaffInScope: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 404,
    wardenX: 'ok',
    wardenY: 403,
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  // A read: to anyone who may not see it, it does not exist.
  ownerOrStaffSees: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 404,
    wardenX: 'ok',
    wardenY: 404,
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  // A's own request: B is told it does not exist; staff withdraw nothing for a student.
  ownerOnly: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 404,
    wardenX: 403,
    wardenY: 403,
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 403,
  },
  // A line of A's own bell: every other account, whatever its role, is told it does not exist.
  accountOwnerOnly: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 404,
    wardenX: 404,
    wardenY: 404,
    guardX: 404,
    guardY: 404,
    messX: 404,
    messY: 404,
    admin: 404,
  },
  // A record of A's that students never read (A's own reach A another way), and that a warden
  // elsewhere is told does not exist.
  staffSees: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 404,
    guardX: 403,
    guardY: 403,
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  // The gate's lists (docs/decisions/062): every guard and warden gets theirs, filtered to their
  // hostels, which the leak check holds Y's to; the office every hostel's; students nothing.
  gateStaff: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 'ok',
    guardX: 'ok',
    guardY: 'ok',
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  // A resident of A's hostel at the gate: its warden and guard and the office reach them; to the
  // warden and guard of another hostel they do not exist.
  gateStaffInScope: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 404,
    guardX: 'ok',
    guardY: 404,
    messX: 403,
    messY: 403,
    admin: 'ok',
  },
  // The mess's plans and menus (docs/decisions/064): wardens and mess managers read their
  // hostels', filtered, which the leak check holds Y's to; the office every hostel's.
  messViews: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 'ok',
    guardX: 403,
    guardY: 403,
    messX: 'ok',
    messY: 'ok',
    admin: 'ok',
  },
  // A's hostel's residents' plans and meal count: its warden and mess manager and the office read
  // them; to the warden and mess manager of another hostel they do not exist.
  messViewsInScope: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 404,
    guardX: 403,
    guardY: 403,
    messX: 'ok',
    messY: 404,
    admin: 'ok',
  },
  // A change to the mess of A's hostel: its mess manager and the office make it; to the mess
  // manager of another hostel it does not exist; wardens and guards never make it.
  messInScope: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 403,
    wardenY: 403,
    guardX: 403,
    guardY: 403,
    messX: 'ok',
    messY: 404,
    admin: 'ok',
  },
};

/** The roles each access lets past the role check: a deleted account of another is 401 or 403. */
const ROLES_ALLOWED: Record<Access, readonly Role[]> = {
  public: ['admin', 'warden', 'guard', 'mess', 'student'],
  thisMachine: ['admin', 'warden', 'guard', 'mess', 'student'],
  signedIn: ['admin', 'warden', 'guard', 'mess', 'student'],
  signedInNotGuards: ['admin', 'warden', 'student'],
  studentOnly: ['student'],
  wardenOnly: ['warden'],
  adminOnly: ['admin'],
  staff: ['admin', 'warden'],
  staffInScope: ['admin', 'warden'],
  ownerOrStaffInScope: ['admin', 'warden', 'student'],
  ownerOrStaffSees: ['admin', 'warden', 'student'],
  staffSees: ['admin', 'warden'],
  ownerOnly: ['student'],
  accountOwnerOnly: ['admin', 'warden', 'guard', 'mess', 'student'],
  gateStaff: ['admin', 'warden', 'guard'],
  gateStaffInScope: ['admin', 'warden', 'guard'],
  messViews: ['admin', 'warden', 'mess'],
  messViewsInScope: ['admin', 'warden', 'mess'],
  messInScope: ['admin', 'mess'],
};

const REFUSAL_MESSAGES: Partial<Record<number, readonly string[]>> = {
  401: [apiMessages.notSignedIn],
  403: [apiMessages.forbidden, staffMessages.outsideScope],
};

/** Every route's row, from the file of its area. */
const areas: readonly Rows[] = [
  accountsAndAuthRows,
  complaintRows,
  hostelsRoomsStudentsRows,
  residenciesAndRequestsRows,
  feeRows,
  reportsImportsExportsRows,
  noticesNotificationsLeaveEmailRows,
  gateRows,
  guardianRows,
  rollCallRows,
  messRows,
];
const rows: Rows = Object.fromEntries(areas.flatMap((area) => Object.entries(area)));

function requestFor(key: string, row: Row, w: World, caller: Caller = 'admin') {
  const [method, pattern] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  let url = pattern;
  if (url.includes(':id')) {
    if (!row.id) throw new Error(`${key} takes an id: give its row one`);
    url = url.replace(':id', row.id(w));
  }
  for (const [name, value] of Object.entries(row.params?.(w) ?? {})) {
    url = url.replace(`:${name}`, value);
  }
  if (url.endsWith('*')) url = url.replace('*', row.rest ?? '');
  if (row.query) url = `${url}?${typeof row.query === 'string' ? row.query : row.query(w)}`;
  return { method, url, ...(row.payload ? { payload: row.payload(w, caller) } : {}) };
}

function headersOf(caller: Caller, w: World) {
  switch (caller) {
    case 'anonymous':
      return {};
    case 'studentA':
      return bearer(w.a.token);
    case 'studentB':
      return bearer(w.b.token);
    case 'wardenX':
    case 'wardenY':
    case 'guardX':
    case 'guardY':
    case 'messX':
    case 'messY':
      return bearer(w[caller].token);
    case 'admin':
      return bearer(w.admin.token);
  }
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ config: { adminSignup: 'open' } });
});
afterAll(async () => {
  await app.close();
});

describe('the access matrix', () => {
  it('has one row for every route of the app, and none for a route that is gone', () => {
    // Each in one area's file: a second row for a route would silently replace the first.
    expect(areas.flatMap((area) => Object.keys(area)).sort()).toEqual(routeKeys(app));
  });

  it.each(Object.keys(rows))('%s answers every caller as its row says', async (key) => {
    const row = rows[key as RouteKey];
    if (!row) throw new Error(`no row for ${key}`);
    // Each route gets a world of its own, so that one route's allowed writes (deleting A, moving
    // A out of the room) cannot decide another route's answers.
    const w = await arrangeWorld(app);
    const expected = EXPECTED[row.access];
    // Refusals first, while A's records are exactly as arranged; allowed calls may change them.
    const order = [...CALLERS].sort(
      (x, y) => Number(expected[x] === 'ok') - Number(expected[y] === 'ok'),
    );
    const leaks: string[] = [];
    // The refusals run first, one after another, so one fingerprint before the first and one after
    // the last show that none of them wrote anything.
    const refused: string[] = [];
    const before = await databaseFingerprint(app.db);
    const expectNothingWritten = async () => {
      const after = await databaseFingerprint(app.db);
      expect(after, `one of ${refused.join(', ')} changed the database`).toEqual(before);
      refused.length = 0;
    };
    // From another machine, whoever the caller is, the route is refused before anything is read.
    if (row.access === 'thisMachine') {
      for (const caller of CALLERS) {
        const request = { ...requestFor(key, row, w, caller), remoteAddress: '10.1.2.3' };
        const cell = `${caller} from 10.1.2.3 ${request.method} ${request.url}`;
        const response = await app.inject({ ...request, headers: headersOf(caller, w) });
        expect([401, 403], `${cell}: ${response.statusCode}`).toContain(response.statusCode);
        expect(response.json(), cell).toEqual({ success: false, message: expect.any(String) });
        refused.push(cell);
      }
    }
    for (const caller of order) {
      const want = expected[caller];
      if (want === 'ok' && refused.length > 0) await expectNothingWritten();
      if (want === 'ok') await row.arrange?.(w, caller, app);
      const request = requestFor(key, row, w, caller);
      const cell = `${caller} ${request.method} ${request.url}`;
      const response = await app.inject({ ...request, headers: headersOf(caller, w) });

      if (want === 'ok' && row.allowedStatus) {
        expect(response.statusCode, cell).toBe(row.allowedStatus);
      } else if (want === 'ok') {
        const status = `${cell}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode >= 200 && response.statusCode < 300, status).toBe(true);
        const json = String(response.headers['content-type']).startsWith('application/json');
        if (json && request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
          const body: unknown = response.json();
          if (typeof body === 'object' && body !== null && 'success' in body) {
            expect(body.success, cell).toBe(true);
          }
        }
      } else {
        expect(response.statusCode, `${cell}: ${response.body.slice(0, 300)}`).toBe(want);
        const { message } = response.json<{ message: string }>();
        expect(response.json(), cell).toEqual({ success: false, message: expect.any(String) });
        const known = REFUSAL_MESSAGES[want];
        if (known) expect(known, cell).toContain(message);
        refused.push(cell);
      }

      // Nobody but A, the administrators and A's warden may ever see A's records (rule owner-only);
      // A's guard sees what the gate shows of A, a guard elsewhere nothing.
      if (
        caller === 'anonymous' ||
        caller === 'studentB' ||
        caller === 'wardenY' ||
        caller === 'guardY' ||
        caller === 'messY'
      ) {
        for (const secret of w.aPrivate) {
          if (response.body.includes(secret)) leaks.push(`${cell} shows ${secret}`);
        }
      }
    }
    if (refused.length > 0) await expectNothingWritten();
    expect(leaks).toEqual([]);
  });
});

describe('a token whose account is gone', () => {
  let world: Promise<World> | undefined;
  const sharedWorld = () => (world ??= arrangeWorld(app));

  /** Correctly signed tokens for accounts that do not exist, as after a deletion. */
  const ghostToken = (role: Role) =>
    app.signToken({ _id: randomUUID(), role, sessionsVersion: '0' });

  it('is refused by an assignment the rules turn down, before it says why', async () => {
    const w = await arrangeWorld(app);
    // A already lives in this room: the move changes nothing, and the read that explains a
    // refused move is the statement that checks the account.
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/students/${w.a.id}/assign-room`,
      payload: { roomId: w.room },
      headers: bearer(ghostToken('admin')),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: apiMessages.sessionExpired });
    for (const secret of w.aPrivate) expect(response.body).not.toContain(secret);
  });

  it.each(
    Object.keys(rows).filter(
      (key) => !['public', 'thisMachine'].includes(rows[key as RouteKey]?.access ?? 'public'),
    ),
  )(
    '%s refuses it and changes nothing, whichever way the route checks the account',
    async (key) => {
      const row = rows[key as RouteKey];
      if (!row) throw new Error(`no row for ${key}`);
      // Every call here is refused, so the routes can share one world.
      const w = await sharedWorld();
      const before = await databaseFingerprint(app.db);
      for (const role of ['student', 'warden', 'guard', 'mess', 'admin'] as const) {
        const request = requestFor(key, row, w);
        const cell = `a deleted ${role}'s ${request.method} ${request.url}`;
        const response = await app.inject({ ...request, headers: bearer(ghostToken(role)) });
        const otherRole = !ROLES_ALLOWED[row.access].includes(role);
        // Either the account check or, on a route for the other role, the role check refuses.
        const refusals = otherRole ? [401, 403] : [401];
        expect(
          refusals,
          `${cell}: ${response.statusCode} ${response.body.slice(0, 300)}`,
        ).toContain(response.statusCode);
        if (response.statusCode === 401) {
          expect(response.json(), cell).toEqual({
            success: false,
            message: apiMessages.sessionExpired,
          });
        }
        for (const secret of w.aPrivate) expect(response.body, cell).not.toContain(secret);
      }
      expect(await databaseFingerprint(app.db), `a deleted account's ${key} wrote`).toEqual(before);
    },
  );
});
